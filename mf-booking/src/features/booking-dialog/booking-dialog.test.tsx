import { quoteBooking, type Booking, type Car } from '@carzone/domain';
import { TEST_CAR_DRIVER_TERMS } from '@carzone/domain/testing';
import { setSignedOut } from '@carzone/web-kit';
import {
  makeCar,
  makeSessionUser,
  renderRoute,
  networkError,
  refuse,
  reply,
  showBangla,
  stubApi,
  type RouteAnswer,
  freezeDhakaClock,
  passTime,
  timeoutsOnTestClock,
  typeDate,
  typist,
  typistOnTestClock,
} from '@carzone/web-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToasts, makeBooking, outputText, quoteOf } from '../../testing/booking-test-kit.ts';
import type { CarDetailsLinkState } from '@carzone/federation/contracts';
import { QUOTE_DELAY_MS } from '../../lib/use-trip-quote.ts';
import BookingDialog from './booking-dialog.tsx';

freezeDhakaClock();

const RENTER = makeSessionUser({ email: 'renter@example.com' });
const TAKEN = { startDate: '2026-12-10', endDate: '2026-12-12' };

/**
 * The dialog where the shell puts it, on the car's details page, as `signedInAs` (or nobody);
 * `arrival` is the rest of the address (`?from=&to=`) and the history state a link brought.
 */
function renderBooking(
  car: Car,
  signedInAs = RENTER,
  arrival: { search?: string; state?: CarDetailsLinkState } = {},
) {
  return renderRoute(
    { path: '/car/:id', Component: () => <BookingDialog car={car} /> },
    { pathname: `/car/${car._id}`, search: arrival.search ?? '', state: arrival.state },
    { signedInAs },
  );
}

const dateValue = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;

function serve(
  car: Car,
  routes: {
    post?: RouteAnswer | (() => RouteAnswer | Promise<RouteAnswer>);
    quote?: RouteAnswer;
  } = {},
) {
  return stubApi({
    'GET /api/car/:id/booked-ranges': ({ params }) => (params.id === car._id ? [TAKEN] : []),
    'GET /api/car/:id/quote': routes.quote ?? quoteOf(car),
    ...(routes.post === undefined ? {} : { 'POST /api/bookings': routes.post }),
  });
}

async function openDialog() {
  const user = typist();
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
  await within(dialog).findByText('Already booked: 10/12/2026 – 12/12/2026');
  return { user, dialog };
}

/** The booking the API answers Confirm Booking with: the renter's, of `car`. */
function bookingOf(car: Car): Booking {
  return makeBooking({
    _id: 'b1',
    carId: car._id,
    carModel: car.carModel,
    imageUrl: car.imageUrl,
    location: car.location,
    dailyRentalPrice: car.dailyRentalPrice,
    bookingDate: '2026-12-01T06:00:00.000Z',
    email: RENTER.email,
  });
}

describe('Book Now and the Confirm Booking dialog', { timeout: 30_000 }, () => {
  it('shows the car and the total by the price rule once both dates are valid, a dash before', async () => {
    const car = makeCar({ carModel: 'Toyota Axio', dailyRentalPrice: 40, location: 'Sylhet' });
    const api = serve(car);
    renderBooking(car);
    const { user, dialog } = await openDialog();

    expect(api.callsTo('GET /api/car/:id/booked-ranges')).toHaveLength(1);
    expect(within(dialog).getByRole('img', { name: 'Toyota Axio' })).toBeTruthy();
    expect(within(dialog).getByText('Toyota Axio')).toBeTruthy();
    expect(within(dialog).getByText('$40')).toBeTruthy();
    expect(within(dialog).getByText('Sylhet')).toBeTruthy();
    expect(outputText(dialog, 'Total Price')).toBe('—');
    expect((within(dialog).getByLabelText('End Date') as HTMLInputElement).disabled).toBe(true);

    await typeDate(user, dialog, 'Start Date', '05/12/2026');
    // The date picker commits a typed date a moment later on a loaded machine.
    await waitFor(() =>
      expect((within(dialog).getByLabelText('End Date') as HTMLInputElement).disabled).toBe(false),
    );
    expect(outputText(dialog, 'Total Price')).toBe('—');

    await typeDate(user, dialog, 'End Date', '08/12/2026');
    const quote = quoteBooking({ startDate: '2026-12-05', endDate: '2026-12-08' }, 40);
    expect(quote).toEqual({ ok: true, days: 3, totalPrice: 132 });
    await waitFor(() => expect(outputText(dialog, 'Total Price')).toBe('$132.00'));
  });

  it('starts with the dates of the search that led here, the total shown, still editable', async () => {
    const car = makeCar({ dailyRentalPrice: 40 });
    serve(car);
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    expect(dateValue(dialog, 'Start Date')).toBe('05/12/2026');
    expect(dateValue(dialog, 'End Date')).toBe('08/12/2026');
    expect(outputText(dialog, 'Total Price')).toBe('$132.00');

    await typeDate(user, dialog, 'End Date', '09/12/2026');
    await waitFor(() => expect(outputText(dialog, 'Total Price')).toBe('$176.00'));
  });

  it("opens at once when a list's Book Now led here", async () => {
    const car = makeCar();
    serve(car);
    renderBooking(car, RENTER, {
      search: '?from=2026-12-05&to=2026-12-08',
      state: { openBooking: true },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(dateValue(dialog, 'Start Date')).toBe('05/12/2026');
  });

  it('says the searched dates were booked meanwhile and clears them, before any Confirm', async () => {
    const car = makeCar();
    const api = serve(car, { post: reply(201, bookingOf(car)) });
    renderBooking(car, RENTER, { search: '?from=2026-12-09&to=2026-12-11' });
    const { dialog } = await openDialog();
    await within(dialog).findByText('These dates are already booked: 09/12/2026 – 11/12/2026');
    expect(dateValue(dialog, 'Start Date')).toBe('');
    expect(outputText(dialog, 'Total Price')).toBe('—');
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('ignores dates in the address that can no longer be booked (a past day)', async () => {
    const car = makeCar();
    serve(car);
    renderBooking(car, RENTER, { search: '?from=2026-11-20&to=2026-11-22' });
    const { dialog } = await openDialog();
    expect(dateValue(dialog, 'Start Date')).toBe('');
    expect(within(dialog).queryByText(/already booked: 20/)).toBeNull();
  });

  it('closes with Cancel and opens afresh: no dates, the taken days fetched again', async () => {
    const car = makeCar();
    const api = serve(car);
    renderBooking(car);
    const first = await openDialog();
    await typeDate(first.user, first.dialog, 'Start Date', '05/12/2026');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = await openDialog();
    expect((within(again.dialog).getByLabelText('Start Date') as HTMLInputElement).value).toBe('');
    expect(api.callsTo('GET /api/car/:id/booked-ranges')).toHaveLength(2);
  });

  it("alerts 'Invalid Dates' on Confirm without valid dates, and sends nothing", async () => {
    const car = makeCar();
    serve(car);
    renderBooking(car);
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await findToasts()).toEqual(['Invalid DatesPlease select valid start and end dates.']);
    expect(screen.getByRole('dialog', { name: 'Confirm Booking' })).toBeTruthy();
  });

  it("books the dates, says 'Booking...' meanwhile, then confirms and goes to My Bookings", async () => {
    const car = makeCar({ carModel: 'Honda Vezel', dailyRentalPrice: 40 });
    // The answer waits for the test, however slow the machine: the dialog is checked mid-send.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = serve(car, {
      post: async () => {
        await answered;
        return reply(201, bookingOf(car));
      },
    });
    const { router } = renderBooking(car);
    const { user, dialog } = await openDialog();
    await typeDate(user, dialog, 'Start Date', '05/12/2026');
    await typeDate(user, dialog, 'End Date', '08/12/2026');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    const sending = within(dialog).getByRole('button', { name: 'Booking...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // Not while sending: Escape (like the backdrop and ×) leaves it open.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Confirm Booking' })).toBeTruthy();

    answer();
    expect(await findToasts()).toEqual(['Booking ConfirmedYou booked Honda Vezel']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(api.callsTo('POST /api/bookings').map((call) => call.body)).toEqual([
      { carId: car._id, startDate: '2026-12-05', endDate: '2026-12-08' },
    ]);
  });

  it("shows the server's refusal in its own words, empties the dates it refused, and fetches the taken days again", async () => {
    const car = makeCar();
    const api = serve(car, {
      post: refuse(409, { code: 'booking.overlap', message: 'These dates are already booked' }),
    });
    renderBooking(car);
    const { user, dialog } = await openDialog();
    await typeDate(user, dialog, 'Start Date', '05/12/2026');
    await typeDate(user, dialog, 'End Date', '08/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await findToasts()).toEqual(['These dates are already booked']);
    expect(screen.queryByText('Booking Failed')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /api/car/:id/booked-ranges')).toHaveLength(2));
    expect(
      within(dialog).getByText('These dates are already booked: 05/12/2026 – 08/12/2026'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The car was booked for some of those days while you were choosing. Choose other dates; taken days are greyed out.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Start Date' })).toHaveProperty('value', '');
    expect(within(dialog).getByRole('textbox', { name: 'End Date' })).toHaveProperty('value', '');
  });

  it.each([
    [
      'only when the server said nothing readable',
      () => reply(502, '<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['when the server cannot be reached', () => networkError()],
  ])("says 'Booking Failed' / 'Try again later.' %s", async (_when, post) => {
    const car = makeCar();
    serve(car, { post: post() });
    renderBooking(car);
    const { user, dialog } = await openDialog();
    await typeDate(user, dialog, 'Start Date', '05/12/2026');
    await typeDate(user, dialog, 'End Date', '08/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await findToasts()).toEqual(['Booking FailedTry again later.']);
  });

  it('sends a visitor whose session has ended to sign in, to come back to this car', async () => {
    const car = makeCar();
    serve(car, {
      post: refuse(401, { message: 'Please sign in.' }),
    });
    const { router } = renderBooking(car);
    const { user, dialog } = await openDialog();
    await typeDate(user, dialog, 'Start Date', '05/12/2026');
    await typeDate(user, dialog, 'End Date', '08/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent(`/car/${car._id}`)}`);
  });

  it('greys out the taken days and refuses a start inside them or a stay across them', async () => {
    const car = makeCar({ dailyRentalPrice: 40 });
    serve(car);
    renderBooking(car);
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Choose start date' }));
    const startPicker = within(dialog)
      .getByLabelText('Start Date')
      .closest('[data-scope="date-picker"][data-part="root"]')!;
    const startDay = (day: string) =>
      startPicker.querySelector(`[data-part="table-cell-trigger"][data-value="${day}"]`)!;
    // Taken: the booked nights of 10 and 11 December. Free again: the 12th, the day the car is back.
    for (const day of ['2026-12-10', '2026-12-11']) {
      expect(startDay(day).getAttribute('aria-disabled')).toBe('true');
      expect(startDay(day).getAttribute('aria-label')).toMatch(/^Not available/);
    }
    for (const day of ['2026-12-09', '2026-12-12']) {
      expect(startDay(day).getAttribute('aria-disabled')).toBeNull();
    }
    await user.keyboard('{Escape}');

    // Typed, a taken start day is refused under the field.
    await typeDate(user, dialog, 'Start Date', '11/12/2026');
    expect(await within(dialog).findByText('These dates are already booked')).toBeTruthy();
    expect(outputText(dialog, 'Total Price')).toBe('—');

    // From the 5th, an end after the 10th would take the booked nights; the 10th itself is fine.
    await typeDate(user, dialog, 'Start Date', '05/12/2026');
    await typeDate(user, dialog, 'End Date', '14/12/2026');
    expect(await within(dialog).findByText('These dates are already booked')).toBeTruthy();
    expect(outputText(dialog, 'Total Price')).toBe('—');
    await typeDate(user, dialog, 'End Date', '10/12/2026');
    // The picker commits a typed date a moment after Enter: a loaded machine needs the wait.
    await waitFor(() => expect(outputText(dialog, 'Total Price')).toBe('$220.00'));
  });

  it("says the owner's rules before any pick, greys the days they refuse and says why", async () => {
    // Noon in Dhaka on 1 December: 24 hours ahead leaves the 2nd too soon, the 3rd the first day.
    const car = makeCar({ dailyRentalPrice: 40, minDays: 3, maxDays: 5, advanceNoticeHours: 24 });
    serve(car);
    renderBooking(car);
    const { user, dialog } = await openDialog();
    expect(
      within(dialog).getByText(
        "The owner's rules: At least 3 days · At most 5 days · Book 24 hours ahead",
      ),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Choose start date' }));
    const startPicker = within(dialog)
      .getByLabelText('Start Date')
      .closest('[data-scope="date-picker"][data-part="root"]')!;
    const cell = (day: string) =>
      startPicker.querySelector(`[data-part="table-cell-trigger"][data-value="${day}"]`)!;
    expect(cell('2026-12-02').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-12-03').getAttribute('aria-disabled')).toBeNull();
    await user.keyboard('{Escape}');

    await typeDate(user, dialog, 'Start Date', '02/12/2026');
    expect(
      await within(dialog).findByText(
        'This car must be booked 24 hours ahead: the earliest start date is 03/12/2026.',
      ),
    ).toBeTruthy();

    await typeDate(user, dialog, 'Start Date', '03/12/2026');
    await typeDate(user, dialog, 'End Date', '05/12/2026');
    expect(
      await within(dialog).findByText(
        'This car is rented for at least 3 days: choose a longer trip.',
      ),
    ).toBeTruthy();
    expect(outputText(dialog, 'Total Price')).toBe('—');
    await typeDate(user, dialog, 'End Date', '09/12/2026');
    expect(
      await within(dialog).findByText(
        'This car is rented for at most 5 days: choose a shorter trip.',
      ),
    ).toBeTruthy();
    await typeDate(user, dialog, 'End Date', '08/12/2026');
    await waitFor(() => expect(outputText(dialog, 'Total Price')).toBe('$220.00'));
  });

  it("disables Book Now for the car's owner, saying why", async () => {
    const car = makeCar({ email: 'owner@example.com' });
    stubApi();
    renderBooking(car, makeSessionUser({ email: 'Owner@Example.com' }));

    const bookNow = screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement;
    expect(bookNow.disabled).toBe(true);
    expect(screen.getByText('You cannot book your own car.')).toBeTruthy();
  });

  it('disables Book Now for a car that is not available', async () => {
    const car = makeCar({ bookingStatus: 'unavailable' });
    stubApi();
    renderBooking(car);

    expect((screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('leads a signed-out visitor to sign in and back to this car', async () => {
    const car = makeCar();
    stubApi();
    const { router } = renderRoute(
      { path: '/car/:id', Component: () => <BookingDialog car={car} /> },
      `/car/${car._id}`,
    );
    setSignedOut();

    const link = await screen.findByRole('link', { name: 'Book Now' });
    expect(link.getAttribute('href')).toBe(`/signin?from=${encodeURIComponent(`/car/${car._id}`)}`);
    await typist().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

describe('Book Now on a car whose owner answers requests', { timeout: 30_000 }, () => {
  it('says the owner answers first, keeps today out, and sends a request', async () => {
    const car = makeCar({ carModel: 'Honda Vezel', dailyRentalPrice: 40, instantBooking: false });
    const api = serve(car, {
      post: reply(201, { ...bookingOf(car), bookingStatus: 'Pending' }),
    });
    renderBooking(car);
    const user = typist();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to Book' });
    expect(
      within(dialog).getByText(
        'The owner answers within 24 hours; the dates are held for you until then.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm Booking' })).toBeNull();

    // Today (1 December in the frozen clock) cannot start a request: the owner answers first.
    await typeDate(user, dialog, 'Start Date', '01/12/2026');
    expect(
      await within(dialog).findByText(
        "This car's owner answers each request first: choose a start date from tomorrow on.",
      ),
    ).toBeTruthy();
    await typeDate(user, dialog, 'Start Date', '05/12/2026');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('End Date') as HTMLInputElement).disabled).toBe(false),
    );
    await typeDate(user, dialog, 'End Date', '08/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await findToasts()).toEqual([
      'Request SentYou asked to book Honda Vezel. The owner answers within 24 hours.',
    ]);
    expect(api.callsTo('POST /api/bookings')[0]?.body).toEqual({
      carId: car._id,
      startDate: '2026-12-05',
      endDate: '2026-12-08',
    });
  });
});

/** A car rented with its driver too, kept in Dhaka, with every driver's rate. */
function driverCar(overrides: Partial<Car> = {}) {
  return makeCar({
    carModel: 'Toyota Noah',
    dailyRentalPrice: 40,
    ...TEST_CAR_DRIVER_TERMS,
    district: 'dhaka',
    districtName: 'Dhaka',
    districtNameBn: 'ঢাকা',
    ...overrides,
  });
}

/** The names of the options the select labelled `label` offers. */
const optionNames = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The text of each row of the dialog's price lines. */
const priceRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Price details' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Confirm Booking: the trip', { timeout: 30_000 }, () => {
  it("prices a trip with the driver to another district by the server's lines and sends the choices", async () => {
    const car = driverCar();
    const api = serve(car, { post: reply(201, bookingOf(car)) });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();

    const group = within(dialog).getByRole('group', { name: 'How you travel' });
    expect(within(group).getByRole('radio', { name: 'With a driver' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(group).getByRole('radio', { name: 'Self-drive (you drive)' })).toHaveProperty(
      'checked',
      false,
    );
    expect(
      (within(dialog).getByRole('combobox', { name: 'Destination district' }) as HTMLSelectElement)
        .selectedOptions[0]?.textContent,
    ).toBe('Stays in Dhaka');
    await waitFor(() =>
      expect(priceRows(dialog)).toEqual([
        'Car$120.00',
        'Driver$60.00',
        'Service charge (10%)$18.00',
        'Fuel: paid by the renter',
        "Driver's overtime, paid on the road",
      ]),
    );
    expect(outputText(dialog, 'Total Price')).toBe('$198.00');

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search districts' }), 'cox');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Destination district' }),
      "Cox's Bazar",
    );
    // 3 days × $15 out of town, and 2 nights × $10 away; 10% on the whole.
    await waitFor(() => expect(priceRows(dialog)).toContain('Out of town$65.00'));
    await waitFor(() => expect(outputText(dialog, 'Total Price')).toBe('$269.50'));
    const lastQuote = api.callsTo('GET /api/car/:id/quote').at(-1)!;
    expect(Object.fromEntries(lastQuote.query)).toEqual({
      from: '2026-12-05',
      to: '2026-12-08',
      withDriver: 'true',
      destination: 'coxs-bazar',
    });

    fireEvent.change(within(dialog).getByLabelText(/^Pickup time/), {
      target: { value: '08:30' },
    });
    await user.type(within(dialog).getByLabelText(/^Pickup place/), 'House 12, Road 5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await findToasts()).toEqual(['Booking ConfirmedYou booked Toyota Noah']);
    expect(api.callsTo('POST /api/bookings').map((call) => call.body)).toEqual([
      {
        carId: car._id,
        startDate: '2026-12-05',
        endDate: '2026-12-08',
        withDriver: true,
        destinationDistrict: 'coxs-bazar',
        pickupTime: '08:30',
        pickupPlace: 'House 12, Road 5',
      },
    ]);
  });

  it('asks the pickup time and place of a car with a driver before Confirm, and sends nothing without', async () => {
    const car = driverCar({ driverOption: 'with-driver' });
    const api = serve(car, { post: reply(201, bookingOf(car)) });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('This car is rented with its driver.')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByLabelText(/^Pickup time/)).toHaveProperty('required', true);
    expect(within(dialog).getByLabelText(/^Pickup place/)).toHaveProperty('required', true);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByText('Choose a pickup time.')).toBeTruthy();
    expect(within(dialog).getByText('Say where to pick you up.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Pickup time/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Pickup place/), 'Gulshan 2 circle');
    expect(within(dialog).queryByText('Say where to pick you up.')).toBeNull();
    expect(within(dialog).getByText('Choose a pickup time.')).toBeTruthy();
  });

  it('finds a destination district by its Bangla or English name', async () => {
    const car = driverCar({ driverOption: 'with-driver' });
    serve(car);
    renderBooking(car);
    const { user, dialog } = await openDialog();
    const search = within(dialog).getByRole('searchbox', { name: 'Search districts' });

    await user.type(search, 'কক্স');
    expect(optionNames(dialog, 'Destination district')).toEqual(['Stays in Dhaka', "Cox's Bazar"]);
    await user.clear(search);
    await user.type(search, 'cox');
    expect(optionNames(dialog, 'Destination district')).toEqual(['Stays in Dhaka', "Cox's Bazar"]);
    // Enter takes the first found.
    await user.keyboard('{Enter}');
    expect(
      (within(dialog).getByRole('combobox', { name: 'Destination district' }) as HTMLSelectElement)
        .value,
    ).toBe('coxs-bazar');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(dialog).getByText('No district matches.')).toBeTruthy();
    // The chosen one stays listed, whatever the search.
    expect(optionNames(dialog, 'Destination district')).toEqual(['Stays in Dhaka', "Cox's Bazar"]);
  });

  it('books a self-drive-only car with its dates alone, its lines from the quote, no destination', async () => {
    const car = makeCar({ dailyRentalPrice: 40 });
    const api = serve(car, { post: reply(201, bookingOf(car)) });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('This car is self-drive: you drive it.')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Destination district' })).toBeNull();
    expect(within(dialog).getByLabelText(/^Pickup time/)).toHaveProperty('required', false);
    await waitFor(() =>
      expect(priceRows(dialog)).toEqual(['Car$120.00', 'Service charge (10%)$12.00']),
    );
    expect(outputText(dialog, 'Total Price')).toBe('$132.00');
    expect(Object.fromEntries(api.callsTo('GET /api/car/:id/quote')[0]!.query)).toEqual({
      from: '2026-12-05',
      to: '2026-12-08',
      withDriver: 'false',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await findToasts()).toEqual([`Booking ConfirmedYou booked ${car.carModel}`]);
    expect(api.callsTo('POST /api/bookings').map((call) => call.body)).toEqual([
      { carId: car._id, startDate: '2026-12-05', endDate: '2026-12-08' },
    ]);
  });

  it("shows the quote's refusal in the server's words, and no total", async () => {
    const car = driverCar();
    serve(car, {
      quote: refuse(400, {
        code: 'booking.driverNotOffered',
        message: 'This car is rented without a driver: choose self-drive.',
      }),
    });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText('This car is rented without a driver: choose self-drive.'),
    ).toBeTruthy();
    expect(outputText(dialog, 'Total Price')).toBe('—');
  });

  it('asks one quote for choices made quickly, after they rest', async () => {
    const car = driverCar();
    const api = serve(car);
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { dialog } = await openDialog();
    const asked = () =>
      api.callsTo('GET /api/car/:id/quote').map((call) => call.query.get('withDriver'));
    // The first choice's quote is in; from here the pause ends only when the test moves the clock.
    await waitFor(() => expect(asked()).toHaveLength(1));
    await waitFor(() => expect(outputText(dialog, 'Total Price')).not.toBe('—'));
    timeoutsOnTestClock();
    const user = typistOnTestClock();
    await user.click(within(dialog).getByRole('radio', { name: 'Self-drive (you drive)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'With a driver' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Self-drive (you drive)' }));
    await passTime(QUOTE_DELAY_MS - 1);
    expect(asked()).toHaveLength(1);
    await passTime(1);
    await waitFor(() =>
      expect(priceRows(dialog)).toEqual(['Car$120.00', 'Service charge (10%)$12.00']),
    );
    // Three choices in a row ask one quote, for the last, once they rest.
    expect(asked().slice(1)).toEqual(['false']);
  });
});

const LICENCE_NOTE =
  'The owner asks self-drive renters for a driving licence valid until the car goes back. Add it on your profile.';

describe("Confirm Booking: the renter's driving licence", { timeout: 30_000 }, () => {
  it('shows the refusal of a booking without a licence, told by its code, with a link to the profile', async () => {
    const car = makeCar({ licenceRequired: true });
    const message =
      "This car's owner asks self-drive renters for a driving licence. Add yours on your profile, then book again.";
    const api = serve(car, {
      post: refuse(400, { code: 'booking.licenceMissing', message }),
    });
    const { router } = renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    // Toasted too, as every refusal is; only the dialog's copy can carry the link.
    expect(await findToasts()).toEqual([message]);
    expect(api.callsTo('POST /api/bookings')).toHaveLength(1);
    // The refusal replaces the note before Confirm: the dialog says it once.
    expect(within(dialog).queryByText(LICENCE_NOTE)).toBeNull();
    const link = within(dialog).getByRole('link', { name: 'Go to your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    // The dates stay: nothing was booked by someone else.
    expect(dateValue(dialog, 'Start Date')).toBe('05/12/2026');

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('shows the refusal of a licence that expires before the car goes back', async () => {
    const car = driverCar({ licenceRequired: true });
    const message =
      'Your driving licence expires on 07/12/2026, before this trip ends. Add a licence valid until 08/12/2026 on your profile.';
    serve(car, {
      post: refuse(400, { code: 'booking.licenceExpiresBeforeTripEnd', message }),
    });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Self-drive (you drive)' }));
    // A car that offers a driver asks every trip's pickup.
    fireEvent.change(within(dialog).getByLabelText(/^Pickup time/), {
      target: { value: '08:30' },
    });
    await user.type(within(dialog).getByLabelText(/^Pickup place/), 'Gulshan 2 circle');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Go to your profile' }).getAttribute('href'),
    ).toBe('/profile');
    // With a driver instead, the refusal no longer applies.
    await user.click(within(dialog).getByRole('radio', { name: 'With a driver' }));
    expect(within(dialog).queryByText(message)).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Go to your profile' })).toBeNull();
  });

  it('gives another refusal no link to the profile, whatever its words', async () => {
    const car = makeCar({ licenceRequired: true });
    serve(car, {
      post: refuse(400, {
        code: 'booking.tooShort',
        message: 'Add it on your profile, or book more days.',
      }),
    });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await findToasts()).toEqual(['Add it on your profile, or book more days.']);
    expect(within(dialog).queryByText('Add it on your profile, or book more days.')).toBeNull();
    // Only the note before Confirm links to the profile.
    expect(within(dialog).getAllByRole('link', { name: 'Go to your profile' })).toHaveLength(1);
  });

  it('says before Confirm that a self-drive trip needs a licence, and not with a driver', async () => {
    const car = driverCar({ licenceRequired: true });
    serve(car);
    renderBooking(car);
    const { user, dialog } = await openDialog();
    // With the driver, the first choice: no licence is asked for.
    expect(within(dialog).queryByText(LICENCE_NOTE)).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Go to your profile' })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'Self-drive (you drive)' }));
    expect(within(dialog).getByText(LICENCE_NOTE)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Go to your profile' }).getAttribute('href'),
    ).toBe('/profile');

    await user.click(within(dialog).getByRole('radio', { name: 'With a driver' }));
    expect(within(dialog).queryByText(LICENCE_NOTE)).toBeNull();
  });

  it('says it for a self-drive-only car that asks for a licence', async () => {
    const car = makeCar({ licenceRequired: true });
    serve(car);
    renderBooking(car);
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(LICENCE_NOTE)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to your profile' })).toBeTruthy();
  });

  it('says nothing of a licence for a self-drive car whose owner asks for none', async () => {
    const car = makeCar({ licenceRequired: false });
    serve(car);
    renderBooking(car);
    const { dialog } = await openDialog();
    expect(within(dialog).queryByText(LICENCE_NOTE)).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Go to your profile' })).toBeNull();
  });
});

const PHONE_NOTE = "This car's owner asks renters for a verified mobile number.";
const PHONE_REFUSAL =
  "This car's owner asks renters for a verified mobile number. Add and verify yours on your profile, then book again.";

/** The API's refusal of a booking by someone without a verified mobile number, in `message`. */
const phoneNotVerified = (message = PHONE_REFUSAL) =>
  refuse(400, { code: 'booking.phoneNotVerified', message });

describe("Confirm Booking: the renter's verified mobile number", { timeout: 30_000 }, () => {
  it('says before Confirm that the owner asks for one, with a link to add it on the profile', async () => {
    const car = makeCar({ requireVerifiedPhone: true });
    serve(car);
    const { router } = renderBooking(car);
    const { user, dialog } = await openDialog();

    expect(within(dialog).getByText(PHONE_NOTE)).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Add it on your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('says it with a driver too, beside the licence note of a self-drive trip', async () => {
    const car = driverCar({ requireVerifiedPhone: true, licenceRequired: true });
    serve(car);
    renderBooking(car);
    const { user, dialog } = await openDialog();
    // With the driver, the first choice: the number is still asked for, the licence is not.
    expect(within(dialog).getByText(PHONE_NOTE)).toBeTruthy();
    expect(within(dialog).queryByText(LICENCE_NOTE)).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'Self-drive (you drive)' }));
    expect(within(dialog).getByText(PHONE_NOTE)).toBeTruthy();
    expect(within(dialog).getByText(LICENCE_NOTE)).toBeTruthy();
    // Each note has its own link, told apart by its name.
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Go to your profile', '/profile'],
      ['Add it on your profile', '/profile'],
    ]);
  });

  it('says nothing of a mobile number when the owner asks for none', async () => {
    const car = makeCar({ requireVerifiedPhone: false });
    serve(car);
    renderBooking(car);
    const { dialog } = await openDialog();
    expect(within(dialog).queryByText(/verified mobile number/)).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Add it on your profile' })).toBeNull();
  });

  it("shows the server's refusal, told by its code, with the link to the profile; nothing is booked and the dialog stays", async () => {
    const car = makeCar({ requireVerifiedPhone: true });
    const api = serve(car, { post: phoneNotVerified() });
    const { router } = renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await within(dialog).findByText(PHONE_REFUSAL)).toBeTruthy();
    // Toasted too, as every refusal is; no "Booking Confirmed".
    expect(await findToasts()).toEqual([PHONE_REFUSAL]);
    expect(api.callsTo('POST /api/bookings')).toHaveLength(1);
    // The refusal replaces the note: the dialog says it once, with one link.
    expect(within(dialog).queryByText(PHONE_NOTE)).toBeNull();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Add it on your profile']);
    // Still open, on the car's page, the dates kept and Confirm Booking there to try again.
    expect(screen.getByRole('dialog', { name: 'Confirm Booking' })).toBe(dialog);
    expect(router.state.location.pathname).toBe(`/car/${car._id}`);
    expect(dateValue(dialog, 'Start Date')).toBe('05/12/2026');
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toHaveProperty(
      'disabled',
      false,
    );

    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('shows the refusal of a car whose page did not say it asks, with the link all the same', async () => {
    // The owner began asking after the page was loaded: the code, not the car, says why.
    const car = makeCar({ requireVerifiedPhone: false });
    serve(car, { post: phoneNotVerified() });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await within(dialog).findByText(PHONE_REFUSAL)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Add it on your profile' }).getAttribute('href'),
    ).toBe('/profile');
  });

  it('gives the same words under another code no link to the profile', async () => {
    const car = makeCar({ requireVerifiedPhone: false });
    serve(car, {
      post: refuse(400, { code: 'booking.tooShort', message: PHONE_REFUSAL }),
    });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await findToasts()).toEqual([PHONE_REFUSAL]);
    expect(within(dialog).queryByText(PHONE_REFUSAL)).toBeNull();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});

describe('Book Now and the Confirm Booking dialog in Bangla', { timeout: 30_000 }, () => {
  it('says everything in Bangla, with dates and prices in Bengali digits', async () => {
    await showBangla();
    const car = makeCar({ carModel: 'Toyota Axio', dailyRentalPrice: 40, location: 'Sylhet' });
    serve(car);
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });

    await typist().click(screen.getByRole('button', { name: 'এখনই বুক করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'বুকিং নিশ্চিত করুন' });
    await within(dialog).findByText('আগেই বুক করা: ১০/১২/২০২৬ – ১২/১২/২০২৬');
    expect(within(dialog).getByText('দৈনিক ভাড়া')).toBeTruthy();
    expect(within(dialog).getByText('$৪০')).toBeTruthy();
    expect(within(dialog).getByText('Sylhet')).toBeTruthy();
    expect(outputText(dialog, 'মোট দাম')).toBe('$১৩২.০০');
    expect(
      within(dialog).getByText('দিনের সংখ্যা × দৈনিক ভাড়া, সঙ্গে ১০% সার্ভিস চার্জ।'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'বাতিল করুন' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
  });

  it('says the trip in Bangla: the choice, the pickup, the district staying in its own', async () => {
    await showBangla();
    const car = driverCar();
    serve(car);
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    await typist().click(screen.getByRole('button', { name: 'এখনই বুক করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'বুকিং নিশ্চিত করুন' });
    const group = within(dialog).getByRole('group', { name: 'কীভাবে যাবেন' });
    expect(within(group).getByRole('radio', { name: 'ড্রাইভারসহ' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: 'সেলফ-ড্রাইভ (আপনি চালাবেন)' })).toBeTruthy();
    expect(within(dialog).getByLabelText(/^পিকআপের সময়/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^পিকআপের জায়গা/)).toBeTruthy();
    expect(within(dialog).getByRole('searchbox', { name: 'জেলা খুঁজুন' })).toBeTruthy();
    expect(optionNames(dialog, 'গন্তব্যের জেলা').slice(0, 3)).toEqual([
      'ঢাকা-এর মধ্যেই থাকবে',
      'বাগেরহাট',
      'বান্দরবান',
    ]);
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'দামের বিস্তারিত' })).toBeTruthy(),
    );
  });

  it('says in Bangla that the owner asks for a licence, with the link to the profile', async () => {
    await showBangla();
    const car = makeCar({ licenceRequired: true });
    serve(car);
    renderBooking(car);
    await typist().click(screen.getByRole('button', { name: 'এখনই বুক করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'বুকিং নিশ্চিত করুন' });
    expect(
      within(dialog).getByText(
        'মালিক সেলফ-ড্রাইভ ভাড়াটিয়াদের কাছে গাড়ি ফেরতের দিন পর্যন্ত মেয়াদ আছে এমন ড্রাইভিং লাইসেন্স চান। আপনার প্রোফাইলে সেটি যোগ করুন।',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'আপনার প্রোফাইলে যান' }).getAttribute('href'),
    ).toBe('/profile');
  });

  it('says in Bangla that the owner asks for a verified mobile number, and the refusal in Bangla, with the link to the profile', async () => {
    await showBangla();
    const car = makeCar({ requireVerifiedPhone: true });
    // The API answers in the page's language.
    const refusal =
      'এই গাড়ির মালিক ভাড়াটিয়াদের কাছে যাচাই করা মোবাইল নম্বর চান। আপনার প্রোফাইলে আপনার মোবাইল নম্বর যোগ করে যাচাই করুন, তারপর আবার বুক করুন।';
    serve(car, { post: phoneNotVerified(refusal) });
    renderBooking(car, RENTER, { search: '?from=2026-12-05&to=2026-12-08' });
    await typist().click(screen.getByRole('button', { name: 'এখনই বুক করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'বুকিং নিশ্চিত করুন' });
    expect(
      within(dialog).getByText('এই গাড়ির মালিক ভাড়াটিয়াদের কাছে যাচাই করা মোবাইল নম্বর চান।'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: 'আপনার প্রোফাইলে সেটি যোগ করুন' })
        .getAttribute('href'),
    ).toBe('/profile');

    await typist().click(within(dialog).getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: 'আপনার প্রোফাইলে সেটি যোগ করুন' })
        .getAttribute('href'),
    ).toBe('/profile');
  });

  it("says in Bangla why Book Now cannot be used by the car's owner", async () => {
    await showBangla();
    const car = makeCar({ email: 'owner@example.com' });
    stubApi();
    renderBooking(car, makeSessionUser({ email: 'owner@example.com' }));

    expect(screen.getByRole('button', { name: 'এখনই বুক করুন' })).toHaveProperty('disabled', true);
    expect(screen.getByText('আপনি নিজের গাড়ি বুক করতে পারবেন না।')).toBeTruthy();
  });
});
