import type { Booking } from '@carzone/domain';
import { ApiError } from '@carzone/web-kit';
import {
  openPriceDetails,
  refuse,
  showBangla,
  makeCar,
  stubApi,
  freezeDhakaClock,
  typeDate,
  typist,
  columnHeaders,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToasts, makeBooking, outputText } from '../../testing/booking-test-kit.ts';
import { renderMyBookings, rowOf } from '../../testing/my-bookings-page.ts';
import * as myBookingsRoute from './my-bookings-route.tsx';

freezeDhakaClock();

describe('My Bookings', { timeout: 30_000 }, () => {
  it('lists the bookings with their dates in Bangladesh time, totals and status badges', async () => {
    const confirmed = makeBooking({ carModel: 'Toyota Axio', totalPrice: 132 });
    const pending = makeBooking({ carModel: 'Honda Fit', bookingStatus: 'Pending' });
    const canceled = makeBooking({ carModel: 'Nissan Note', bookingStatus: 'Canceled' });
    const { api } = renderMyBookings({ 'GET /api/bookings': [confirmed, pending, canceled] });

    const table = await screen.findByRole('table');
    await waitFor(() => expect(document.title).toBe('My Bookings | CarZone'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeTruthy();
    expect(api.callsTo('GET /api/bookings')).toHaveLength(1);
    expect(columnHeaders(table)).toEqual([
      'Car Image',
      'Car Model',
      'Booking Date',
      'Start Date',
      'End Date',
      'Total Price',
      'Status',
      'Actions',
    ]);
    const cells = within(await rowOf('Toyota Axio'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 20:30 UTC on 30 November is 02:30 on 1 December in Dhaka.
    expect(cells.slice(1, 7)).toEqual([
      'Toyota Axio',
      '01/12/2026, 02:30',
      '05/12/2026',
      '08/12/2026',
      '$132.00',
      // The status, and where the confirmed trip is as the API's clock says.
      'ConfirmedUpcoming',
    ]);
    const paletteOf = async (model: string) =>
      within(await rowOf(model)).getByText(/^(Confirmed|Pending|Canceled)$/).dataset.palette;
    expect(await paletteOf('Toyota Axio')).toBe('green');
    expect(await paletteOf('Honda Fit')).toBe('yellow');
    expect(await paletteOf('Nissan Note')).toBe('red');
    // The phone view repeats each booking as a card.
    expect(
      within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it("says what each request's status means, with the owner's reason, and offers Withdraw", async () => {
    const bookings = [
      makeBooking({
        carModel: 'Honda Fit',
        bookingStatus: 'Pending',
        // 12:00 UTC is 18:00 in Dhaka.
        expiresAt: '2026-12-01T12:00:00.000Z',
      }),
      makeBooking({
        carModel: 'Toyota Axio',
        bookingStatus: 'Declined',
        statusReason: 'In the workshop that week.',
      }),
      makeBooking({ carModel: 'Nissan Note', bookingStatus: 'Expired' }),
      makeBooking({
        carModel: 'Toyota Noah',
        bookingStatus: 'Canceled',
        canceledBy: 'owner',
        statusReason: 'The car was damaged.',
      }),
    ];
    renderMyBookings({ 'GET /api/bookings': bookings });
    const statusOf = async (model: string) =>
      within(await rowOf(model)).getAllByRole('cell')[6]!.textContent;
    expect(await statusOf('Honda Fit')).toBe(
      'PendingThe owner answers by 01/12/2026, 18:00; the dates are held for you until then.',
    );
    expect(await statusOf('Toyota Axio')).toBe(
      'DeclinedThe owner declined: In the workshop that week.',
    );
    expect(await statusOf('Nissan Note')).toBe(
      'ExpiredThe owner did not answer in time; the dates are free again.',
    );
    expect(await statusOf('Toyota Noah')).toBe('CanceledThe owner canceled: The car was damaged.');
    for (const model of ['Toyota Axio', 'Nissan Note'])
      expect(within(await rowOf(model)).getByText(/^(Declined|Expired)$/).dataset.palette).toBe(
        'red',
      );
    // A request is withdrawn; a closed one offers only to report the car's owner.
    expect(
      within(await rowOf('Honda Fit')).getByRole('button', {
        name: 'Withdraw the request for Honda Fit',
      }).textContent,
    ).toBe('Withdraw');
    expect(
      within(await rowOf('Toyota Axio'))
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Report owner']);
  });

  it("says 'No bookings found.' when there are none", async () => {
    renderMyBookings({ 'GET /api/bookings': [] });
    expect(await screen.findByText('No bookings found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the data is invalid when the answer is not a list', async () => {
    renderMyBookings({ 'GET /api/bookings': { bookings: 'nope' } });
    expect(await screen.findByText('Error: Invalid booking data received.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lets a 401 through its loader for the shell to send the visitor to sign in', async () => {
    stubApi({
      'GET /api/bookings': refuse(401, { message: 'Sign in' }),
    });
    const error = await myBookingsRoute
      .loader({
        request: new Request('http://localhost/bookings'),
        params: {},
        context: undefined,
      } as never)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('shows no actions on canceled bookings or trips under way or completed, and says the stage', async () => {
    renderMyBookings({
      'GET /api/bookings': [
        makeBooking({ carModel: 'Upcoming one' }),
        makeBooking({ carModel: 'Canceled one', bookingStatus: 'Canceled' }),
        makeBooking({ carModel: 'Completed one', tripStage: 'completed' }),
        makeBooking({ carModel: 'Under way one', tripStage: 'underway' }),
      ],
    });
    const actionsOf = async (model: string) =>
      within(await rowOf(model))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(await actionsOf('Upcoming one')).toEqual(['Modify Date', 'Cancel', 'Report owner']);
    expect(await actionsOf('Under way one')).toEqual(['Report owner']);
    expect(await actionsOf('Canceled one')).toEqual(['Report owner']);
    expect(await actionsOf('Completed one')).toEqual(['Report owner']);
    const stageOf = async (model: string) =>
      within(await rowOf(model)).queryByText(/^(Upcoming|Under way|Completed)$/)?.textContent;
    expect(await stageOf('Upcoming one')).toBe('Upcoming');
    expect(await stageOf('Under way one')).toBe('Under way');
    expect(await stageOf('Completed one')).toBe('Completed');
    expect(await stageOf('Canceled one')).toBeUndefined();
  });

  it("frees its own nights where the car's taken days come joined with the days around them", async () => {
    const booking = makeBooking({ carModel: 'Toyota Premio', carId: 'car-7' });
    expect([booking.startDate, booking.endDate]).toEqual(['2026-12-05', '2026-12-08']);
    renderMyBookings({
      'GET /api/bookings': [booking],
      // Someone's nights from the 3rd, this booking's, and the owner's blocked days to the 10th.
      'GET /api/car/:id/booked-ranges': [{ startDate: '2026-12-03', endDate: '2026-12-10' }],
      'GET /api/car/:id': makeCar({ _id: 'car-7' }),
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Premio')).getByRole('button', { name: /Modify Date/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modify Date' });
    await within(dialog).findByText('Already booked: 03/12/2026 – 05/12/2026');
    expect(within(dialog).getByText('Already booked: 08/12/2026 – 10/12/2026')).toBeTruthy();
    expect(within(dialog).queryByText(/03\/12\/2026 – 10\/12\/2026/)).toBeNull();
  });

  it('modifies the dates: both required, the new total shown, saved, Updated!, the list reloaded', async () => {
    const booking = makeBooking({ carModel: 'Toyota Axio', carId: 'car-9' });
    let answered = [booking];
    const { api } = renderMyBookings({
      'GET /api/bookings': () => answered,
      // Its own range is in the car's taken days, and another renter's from the 20th.
      'GET /api/car/:id/booked-ranges': [
        { startDate: '2026-12-05', endDate: '2026-12-08' },
        { startDate: '2026-12-20', endDate: '2026-12-22' },
      ],
      'PATCH /api/bookings/:id': ({ params, body }) => {
        const changed = { ...booking, ...(body as object), _id: params.id!, totalPrice: 176 };
        answered = [changed];
        return changed;
      },
      'GET /api/car/:id': makeCar({ _id: 'car-9' }),
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Axio')).getByRole('button', { name: /Modify Date/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modify Date' });
    await within(dialog).findByText('Already booked: 20/12/2026 – 22/12/2026');
    expect(within(dialog).queryByText('Already booked: 05/12/2026 – 08/12/2026')).toBeNull();
    expect(api.callsTo('GET /api/car/:id/booked-ranges')[0]!.params.id).toBe('car-9');

    await user.click(within(dialog).getByRole('button', { name: 'Save Dates' }));
    expect(await findToasts()).toEqual(['Please select both dates.']);
    expect(api.callsTo('PATCH /api/bookings/:id')).toHaveLength(0);

    // Its own nights are free to keep: from the 6th (inside the old range) to the 10th.
    await typeDate(user, dialog, 'Start Date', '06/12/2026');
    await typeDate(user, dialog, 'End Date', '10/12/2026');
    await waitFor(() => expect(outputText(dialog, 'New Total Price')).toBe('$176.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Dates' }));

    await waitFor(async () => expect(await findToasts()).toContain('Updated!'));
    expect(
      api.callsTo('PATCH /api/bookings/:id').map((call) => [call.params.id, call.body]),
    ).toEqual([[booking._id, { startDate: '2026-12-06', endDate: '2026-12-10' }]]);
    await waitFor(() => expect(api.callsTo('GET /api/bookings')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modify Date' })).toBeNull());
    // The reloaded list is asked for before it is shown: wait for the row to show it.
    await waitFor(() => {
      const row = within(screen.getByRole('table')).getByText('Toyota Axio').closest('tr')!;
      const cells = within(row).getAllByRole('cell');
      expect(cells[3]!.textContent).toBe('06/12/2026');
      expect(cells[5]!.textContent).toBe('$176.00');
    });
  });

  it('asks the owner of a car that takes requests: Request Change, Change Requested, the dates kept till answered', async () => {
    const booking = makeBooking({ carModel: 'Toyota Noah', carId: 'car-11' });
    const proposedChange = {
      startDate: '2026-12-06',
      endDate: '2026-12-10',
      totalPrice: 176,
      expiresAt: '2026-12-01T06:00:00.000Z',
    };
    let answered = [booking];
    const { api } = renderMyBookings({
      'GET /api/bookings': () => answered,
      'GET /api/car/:id/booked-ranges': [{ startDate: '2026-12-05', endDate: '2026-12-08' }],
      'GET /api/car/:id': makeCar({ _id: 'car-11', instantBooking: false }),
      'PATCH /api/bookings/:id': () => {
        answered = [{ ...booking, proposedChange }];
        return answered[0]!;
      },
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Noah')).getByRole('button', { name: /Modify Date/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modify Date' });
    await within(dialog).findByText(
      'The owner answers each change of dates first: your booking keeps its dates until they accept the new ones.',
    );
    await typeDate(user, dialog, 'Start Date', '06/12/2026');
    await typeDate(user, dialog, 'End Date', '10/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Request Change' }));

    await waitFor(async () =>
      expect(await findToasts()).toContain(
        'Change RequestedThe owner answers by 01/12/2026, 12:00.',
      ),
    );
    expect(api.callsTo('PATCH /api/bookings/:id').map((call) => call.body)).toEqual([
      { startDate: '2026-12-06', endDate: '2026-12-10' },
    ]);
    // The row keeps its dates and says what waits, until when.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).getByText(/You asked to change the dates/),
      ).toBeTruthy(),
    );
    const row = await rowOf('Toyota Noah');
    expect(within(row).getAllByRole('cell')[3]!.textContent).toBe('05/12/2026');
    expect(row.textContent).toContain(
      'You asked to change the dates to 06/12/2026 – 10/12/2026 ($176.00); the owner answers by 01/12/2026, 12:00. Until then your booking keeps its dates.',
    );
    expect(within(row).getByText('Confirmed')).toBeTruthy();
  });

  it("shows the server's message when a change is refused", async () => {
    const booking = makeBooking({ carModel: 'Toyota Axio' });
    renderMyBookings({
      'GET /api/bookings': [booking],
      'GET /api/car/:id/booked-ranges': [],
      'GET /api/car/:id': makeCar({ _id: booking.carId! }),
      'PATCH /api/bookings/:id': refuse(409, { message: 'These dates are already booked' }),
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Axio')).getByRole('button', { name: /Modify Date/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modify Date' });
    await typeDate(user, dialog, 'Start Date', '06/12/2026');
    await typeDate(user, dialog, 'End Date', '10/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Dates' }));

    expect(await findToasts()).toEqual(['These dates are already booked']);
    expect(screen.getByRole('dialog', { name: 'Modify Date' })).toBeTruthy();
  });

  it("shows the refusal of dates past the end of the renter's licence, with a link to the profile", async () => {
    const booking = makeBooking({ carModel: 'Toyota Axio' });
    const message =
      'Your driving licence expires on 09/12/2026, before this trip ends. Add a licence valid until 10/12/2026 on your profile.';
    const { router } = renderMyBookings({
      'GET /api/bookings': [booking],
      'GET /api/car/:id/booked-ranges': [],
      'GET /api/car/:id': makeCar({ _id: booking.carId!, licenceRequired: true }),
      'PATCH /api/bookings/:id': refuse(400, {
        code: 'booking.licenceExpiresBeforeTripEnd',
        message,
      }),
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Axio')).getByRole('button', { name: /Modify Date/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modify Date' });
    expect(within(dialog).queryByRole('link', { name: 'Go to your profile' })).toBeNull();
    await typeDate(user, dialog, 'Start Date', '06/12/2026');
    await typeDate(user, dialog, 'End Date', '10/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Dates' }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Go to your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    // Other dates may be within the licence: the refusal goes with the ones it was about.
    await typeDate(user, dialog, 'End Date', '09/12/2026');
    await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Save Dates' }));
    await user.click(await within(dialog).findByRole('link', { name: 'Go to your profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('cancels only after Yes: No keeps the booking, Yes cancels it with Canceled!', async () => {
    const booking = makeBooking({ carModel: 'Toyota Axio' });
    let answered = [booking];
    const { api } = renderMyBookings({
      'GET /api/bookings': () => answered,
      'PATCH /api/bookings/:id': ({ body }) => {
        const changed = { ...booking, ...(body as object) };
        answered = [changed];
        return changed;
      },
    });
    const user = typist();
    const question = 'Are you sure you want to cancel this booking?';

    await user.click(within(await rowOf('Toyota Axio')).getByRole('button', { name: /Cancel/ }));
    let confirm = await screen.findByRole('alertdialog', { name: question });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('PATCH /api/bookings/:id')).toHaveLength(0);

    await user.click(within(await rowOf('Toyota Axio')).getByRole('button', { name: /Cancel/ }));
    confirm = await screen.findByRole('alertdialog', { name: question });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await findToasts()).toEqual(['Canceled!']);
    expect(api.callsTo('PATCH /api/bookings/:id').map((call) => call.body)).toEqual([
      { bookingStatus: 'Canceled' },
    ]);
    await waitFor(async () =>
      expect(
        within(await rowOf('Toyota Axio'))
          .queryAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Report owner']),
    );
    expect(within(await rowOf('Toyota Axio')).getByText('Canceled')).toBeTruthy();
  });
});

/** A booking of a trip with the driver to Cox's Bazar, its lines as the server words them. */
const tripBooking = (lines: Booking['lines']) =>
  makeBooking({
    carModel: 'Toyota Noah',
    totalPrice: 269.5,
    withDriver: true,
    pickupTime: '08:30',
    pickupPlace: 'House 12, Road 5, Gulshan',
    destinationDistrict: 'coxs-bazar',
    lines,
  });

const TRIP_LINES: Booking['lines'] = [
  { kind: 'car', label: 'Car: 3 days × $40', amount: 120 },
  { kind: 'driver', label: 'Driver: 3 days × $20', amount: 60 },
  { kind: 'outOfTown', label: 'Out of town: 3 days × $15, 2 nights × $10', amount: 65 },
  { kind: 'serviceCharge', label: 'Service charge (10%)', amount: 24.5 },
  { kind: 'fuel', label: 'Fuel: paid by the renter, on the road' },
];

describe('My Bookings: the trip', { timeout: 30_000 }, () => {
  it('shows with a driver, the pickup, the destination, and the price lines behind Price details', async () => {
    const trip = tripBooking(TRIP_LINES);
    const selfDrive = makeBooking({ carModel: 'Toyota Axio' });
    renderMyBookings({ 'GET /api/bookings': [trip, selfDrive] });

    const row = await rowOf('Toyota Noah');
    expect(within(row).getByText('With a driver')).toBeTruthy();
    expect(within(row).getByText('Pickup: 08:30, House 12, Road 5, Gulshan')).toBeTruthy();
    expect(within(row).getByText("Destination: Cox's Bazar")).toBeTruthy();
    expect(await openPriceDetails(row, 'Price details', typist())).toEqual([
      'Car: 3 days × $40$120.00',
      'Driver: 3 days × $20$60.00',
      'Out of town: 3 days × $15, 2 nights × $10$65.00',
      'Service charge (10%)$24.50',
      'Fuel: paid by the renter, on the road',
    ]);

    // A self-drive booking says nothing of a driver, a pickup or a destination.
    const other = await rowOf('Toyota Axio');
    expect(within(other).queryByText('With a driver')).toBeNull();
    expect(within(other).queryByText(/^Pickup/)).toBeNull();
    expect(within(other).queryByText('Price details')).toBeNull();
    // The phone's cards say the same.
    const cards = screen.getByRole('list', { name: 'Bookings' });
    expect(within(cards).getByText("Destination: Cox's Bazar")).toBeTruthy();
  });
});

const OWNER_NUMBER = '+8801712345678';

/** The `tel:` links in `container`: each one's text and where it dials. */
const phoneLinks = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('tel:'))
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** The phone view's card of `model`. */
const cardOf = (model: string) =>
  within(screen.getByRole('list', { name: 'Bookings' }))
    .getByRole('heading', { name: model })
    .closest('li')!;

describe("My Bookings: the owner's verified mobile number", { timeout: 30_000 }, () => {
  it('shows it on a confirmed booking, for the pickup, as a link that dials it', async () => {
    renderMyBookings({
      'GET /api/bookings': [
        makeBooking({ carModel: 'Toyota Axio', ownerPhoneNumber: OWNER_NUMBER }),
      ],
    });
    const row = await rowOf('Toyota Axio');
    expect(within(row).getByText(/^Owner's mobile number:/).textContent).toBe(
      "Owner's mobile number: 01712-345678",
    );
    const link = within(row).getByRole('link', { name: '01712-345678' });
    expect(link.getAttribute('href')).toBe('tel:+8801712345678');
    // The phone's card says it too.
    expect(phoneLinks(cardOf('Toyota Axio'))).toEqual([['01712-345678', 'tel:+8801712345678']]);
  });

  it('shows none on a confirmed booking without one, nor on any other status', async () => {
    renderMyBookings({
      'GET /api/bookings': [
        makeBooking({ carModel: 'Toyota Axio', ownerPhoneNumber: null }),
        // The API sends none on these; were one there, it would still not be shown.
        ...(['Pending', 'Canceled', 'Declined', 'Expired'] as const).map((bookingStatus) =>
          makeBooking({
            carModel: `${bookingStatus} car`,
            bookingStatus,
            ownerPhoneNumber: OWNER_NUMBER,
          }),
        ),
      ],
    });
    const table = await screen.findByRole('table');
    await rowOf('Toyota Axio');
    expect(phoneLinks(table)).toEqual([]);
    expect(phoneLinks(screen.getByRole('list', { name: 'Bookings' }))).toEqual([]);
    expect(screen.queryByText(/mobile number/)).toBeNull();
    expect(screen.queryByText(/01712/)).toBeNull();
  });
});

describe('My Bookings in Bangla', { timeout: 30_000 }, () => {
  it('says everything in Bangla, dates and prices in Bengali digits, the data as it is', async () => {
    await showBangla();
    renderMyBookings({
      'GET /api/bookings': [makeBooking({ carModel: 'Toyota Axio', totalPrice: 132 })],
    });

    const table = await screen.findByRole('table');
    await waitFor(() => expect(document.title).toBe('আমার বুকিং | CarZone'));
    expect(screen.getByRole('heading', { level: 1, name: 'আমার বুকিং' })).toBeTruthy();
    expect(columnHeaders(table)).toEqual([
      'গাড়ির ছবি',
      'গাড়ির মডেল',
      'বুকিংয়ের তারিখ',
      'শুরুর তারিখ',
      'ফেরতের তারিখ',
      'মোট দাম',
      'অবস্থা',
      'অ্যাকশন',
    ]);
    const row = await rowOf('Toyota Axio');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 6)).toEqual([
      'Toyota Axio',
      '০১/১২/২০২৬, ০২:৩০',
      '০৫/১২/২০২৬',
      '০৮/১২/২০২৬',
      '$১৩২.০০',
    ]);
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Toyota Axio-এর তারিখ পরিবর্তন করুন',
      'Toyota Axio-এর বুকিং বাতিল করুন',
      'মালিককে রিপোর্ট করুন: Toyota Axio',
    ]);
    expect(screen.getByRole('list', { name: 'বুকিং' })).toBeTruthy();

    await typist().click(within(row).getByRole('button', { name: /বাতিল/ }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'আপনি কি নিশ্চিত যে এই বুকিংটি বাতিল করতে চান?',
    });
    expect(within(confirm).getByText('Toyota Axio, ০৫/১২/২০২৬ – ০৮/১২/২০২৬')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'হ্যাঁ' })).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'না' })).toBeTruthy();
  });

  it("says the owner's mobile number in Bangla, in Bengali digits, dialling the number as kept", async () => {
    await showBangla();
    renderMyBookings({
      'GET /api/bookings': [
        makeBooking({ carModel: 'Toyota Axio', ownerPhoneNumber: OWNER_NUMBER }),
      ],
    });
    const row = await rowOf('Toyota Axio');
    expect(within(row).getByText(/^মালিকের মোবাইল নম্বর:/).textContent).toBe(
      'মালিকের মোবাইল নম্বর: ০১৭১২-৩৪৫৬৭৮',
    );
    expect(within(row).getByRole('link', { name: '০১৭১২-৩৪৫৬৭৮' }).getAttribute('href')).toBe(
      'tel:+8801712345678',
    );
  });

  it("says a trip in Bangla: with a driver, the pickup in Bengali digits, the district's Bangla name", async () => {
    await showBangla();
    renderMyBookings({
      'GET /api/bookings': [
        tripBooking([
          { kind: 'car', label: 'গাড়ি: ৩ দিন × $৪০', amount: 120 },
          { kind: 'serviceCharge', label: 'সার্ভিস চার্জ (১০%)', amount: 12 },
        ]),
      ],
    });
    const row = await rowOf('Toyota Noah');
    expect(within(row).getByText('ড্রাইভারসহ')).toBeTruthy();
    expect(within(row).getByText('পিকআপ: ০৮:৩০, House 12, Road 5, Gulshan')).toBeTruthy();
    expect(within(row).getByText('গন্তব্য: কক্সবাজার')).toBeTruthy();
    expect(within(row).getByText('দামের বিস্তারিত')).toBeTruthy();
    expect(
      within(within(row).getByRole('list', { name: 'দামের বিস্তারিত' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['গাড়ি: ৩ দিন × $৪০$১২০.০০', 'সার্ভিস চার্জ (১০%)$১২.০০']);
  });
});
