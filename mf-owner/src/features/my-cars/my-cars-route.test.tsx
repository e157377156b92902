import { ApiError } from '@carzone/web-kit';
import {
  makeCar,
  renderRoute,
  refuse,
  showBangla,
  stubApi,
  type RouteAnswer,
  columnHeaders,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  findToasts,
  makeOwnerBooking,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as myCarsRoute from './my-cars-route.tsx';

prepareOwnerArea();

const MY_CARS_URL = '/cars/owner%40example.com';

function renderMyCars(cars: RouteAnswer | (() => RouteAnswer), bookings: RouteAnswer = []) {
  const api = stubApi({
    'GET /api/cars/:email': typeof cars === 'function' ? () => cars() : cars,
    'GET /api/cars/:email/bookings': bookings,
  });
  const view = renderRoute({ path: '/cars/:email', ...myCarsRoute }, MY_CARS_URL, {
    signedInAs: OWNER,
  });
  return { api, ...view };
}

/** The table's row for `model` (the table is the md-and-up view; the cards repeat it for phones). */
async function rowOf(model: string) {
  const table = await screen.findByRole('table');
  return within(table).getByText(model).closest('tr')!;
}

/** The car models in the table, in order. */
async function tableModels(): Promise<string[]> {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent)
    .filter((model): model is string => Boolean(model) && !model!.includes('upcoming'));
}

describe('My Cars', { timeout: 30_000 }, () => {
  it('lists the cars with their price, bookings, availability, place, date and actions', async () => {
    const axio = makeCar({
      carModel: 'Toyota Axio',
      dailyRentalPrice: 45,
      bookingCount: 3,
      bookingStatus: 'available',
      location: 'Gulshan, Dhaka',
      thumbnailUrl: '/api/photos/axio-thumb.webp',
      // 08:00 UTC is 14:00 in Dhaka.
      createdAt: '2026-01-10T08:00:00.000Z',
    });
    const fit = makeCar({
      carModel: 'Honda Fit',
      bookingStatus: 'unavailable',
      dailyRentalPrice: 32.5,
    });
    const { api } = renderMyCars([axio, fit]);

    const table = await screen.findByRole('table');
    await waitFor(() => expect(document.title).toBe('My Cars | CarZone'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Cars' })).toBeTruthy();
    expect(api.callsTo('GET /api/cars/:email').map((call) => call.params.email)).toEqual([
      'owner@example.com',
    ]);
    expect(api.callsTo('GET /api/cars/:email/bookings')).toHaveLength(1);
    expect(columnHeaders(table)).toEqual([
      'Car Image',
      'Car Model',
      'Price',
      'Bookings',
      'Availability',
      'Location',
      'Date Added',
      'Actions',
    ]);

    const row = await rowOf('Toyota Axio');
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(1, 7).map((cell) => cell.textContent)).toEqual([
      'Toyota Axio',
      '$45/day',
      '3',
      'Available',
      'Gulshan, Dhaka',
      '10/01/2026, 14:00',
    ]);
    expect(within(cells[0]!).getByRole('img', { name: 'Toyota Axio' }).getAttribute('src')).toBe(
      '/api/photos/axio-thumb.webp',
    );
    expect(
      within(row)
        .getByRole('link', { name: /^Update/ })
        .getAttribute('href'),
    ).toBe(`/update/${axio._id}`);
    expect(
      within(row).getByRole('link', { name: 'Calendar of Toyota Axio' }).getAttribute('href'),
    ).toBe(`/my-cars/${axio._id}/calendar`);
    expect(within(row).getByRole('button', { name: /^Delete/ })).toBeTruthy();
    expect(within(await rowOf('Honda Fit')).getByText('$32.50/day')).toBeTruthy();
    expect(within(await rowOf('Honda Fit')).getByText('Unavailable')).toBeTruthy();
    // The same cars as cards for a phone, with the same actions.
    const cards = within(screen.getByRole('list', { name: 'My cars' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByRole('link', { name: 'Calendar of Toyota Axio' }).textContent).toBe(
      'Calendar',
    );
    expect(card.getByRole('link', { name: /^Update/ })).toBeTruthy();
  });

  it('shows the upcoming bookings under each car, or says there are none', async () => {
    const axio = makeCar({ carModel: 'Toyota Axio' });
    const fit = makeCar({ carModel: 'Honda Fit' });
    renderMyCars(
      [axio, fit],
      [
        makeOwnerBooking(axio, { renterName: 'Rahim Uddin', totalPrice: 132 }),
        makeOwnerBooking(axio, {
          startDate: '2026-11-28',
          endDate: '2026-12-02',
          renterName: 'Karim Ahmed',
          totalPrice: 176,
          tripStage: 'underway',
        }),
        makeOwnerBooking(axio, {
          startDate: '2026-12-20',
          endDate: '2026-12-22',
          renterName: 'Nadia Islam',
          totalPrice: 99,
          bookingStatus: 'Pending',
        }),
      ],
    );

    const table = await screen.findByRole('table');
    const list = within(table).getByRole('list', { name: 'Upcoming bookings of Toyota Axio' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      // A confirmed trip still to come can be canceled, one under way no longer; a request
      // leads to Requests.
      '05/12/2026 – 08/12/2026Rahim Uddin$132.00ConfirmedUpcomingCancel bookingMessageReport renter',
      '28/11/2026 – 02/12/2026Karim Ahmed$176.00ConfirmedUnder wayMessageReport renter',
      '20/12/2026 – 22/12/2026Nadia Islam$99.00PendingAnswer the requestMessageReport renter',
    ]);
    expect(within(items[2]!).getByText('Pending').getAttribute('data-palette')).toBe('yellow');
    const fitBookings = (await rowOf('Honda Fit')).nextElementSibling as HTMLElement;
    expect(within(fitBookings).getByText('No upcoming bookings')).toBeTruthy();
  });

  it('says a booking with the driver and its pickup, compactly', async () => {
    const noah = makeCar({ carModel: 'Toyota Noah' });
    renderMyCars(
      [noah],
      [
        makeOwnerBooking(noah, {
          totalPrice: 269.5,
          withDriver: true,
          pickupTime: '08:30',
          pickupPlace: 'House 12, Road 5',
          destinationDistrict: 'coxs-bazar',
          lines: [{ kind: 'car', label: 'Car: 3 days × $40', amount: 120 }],
        }),
        makeOwnerBooking(noah, {
          startDate: '2026-12-20',
          endDate: '2026-12-22',
          renterName: 'Nadia Islam',
          totalPrice: 99,
          pickupPlace: 'Banani 11',
        }),
      ],
    );

    const table = await screen.findByRole('table');
    const list = within(table).getByRole('list', { name: 'Upcoming bookings of Toyota Noah' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "05/12/2026 – 08/12/2026Rahim Uddin$269.50ConfirmedUpcomingWith the car's driverPickup at 08:30, House 12, Road 5Cancel bookingMessageReport renter",
      '20/12/2026 – 22/12/2026Nadia Islam$99.00ConfirmedUpcomingPickup at Banani 11Cancel bookingMessageReport renter',
    ]);
  });

  it("shows a self-drive renter's driving licence, its photo a link to the whole one", async () => {
    const axio = makeCar({ carModel: 'Toyota Axio', licenceRequired: true });
    renderMyCars(
      [axio],
      [
        makeOwnerBooking(axio, {
          renterLicence: {
            number: 'DK0123456C00001',
            expiresOn: '2031-06-30',
            photoUrl: '/api/licence-photos/photo-1',
          },
        }),
        makeOwnerBooking(axio, {
          startDate: '2026-12-20',
          endDate: '2026-12-22',
          renterName: '',
          renterLicence: { number: 'CT7654321', expiresOn: '2027-01-15', photoUrl: null },
        }),
        // A self-drive renter without a licence on a car that asks for one.
        makeOwnerBooking(axio, {
          startDate: '2027-01-05',
          endDate: '2027-01-08',
          renterName: 'Nadia Islam',
        }),
        // With the driver, nobody's licence is asked for.
        makeOwnerBooking(axio, {
          startDate: '2027-02-05',
          endDate: '2027-02-08',
          renterName: 'Karim Ahmed',
          withDriver: true,
        }),
      ],
    );

    const table = await screen.findByRole('table');
    const list = within(table).getByRole('list', { name: 'Upcoming bookings of Toyota Axio' });
    const [rahim, unnamed, nadia, karim] = within(list).getAllByRole('listitem');
    expect(rahim!.textContent).toContain(
      "Renter's driving licence: DK0123456C00001, valid until 30/06/2031",
    );
    const photo = within(rahim!).getByRole('img', {
      name: "Photo of Rahim Uddin's driving licence",
    });
    expect(photo.getAttribute('src')).toBe('/api/licence-photos/photo-1');
    const link = within(rahim!).getByRole('link', {
      name: "Photo of Rahim Uddin's driving licence",
    });
    expect(link.getAttribute('href')).toBe('/api/licence-photos/photo-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');

    // A licence without a photo: its number and expiry, no picture.
    expect(unnamed!.textContent).toContain(
      "Renter's driving licence: CT7654321, valid until 15/01/2027",
    );
    expect(within(unnamed!).queryByRole('img')).toBeNull();

    expect(within(nadia!).getByText("No driving licence on the renter's profile")).toBeTruthy();
    expect(karim!.textContent).not.toMatch(/licence/);
  });

  it('says nothing of a licence the renter has not got, on a car that asks for none', async () => {
    const fit = makeCar({ carModel: 'Honda Fit', licenceRequired: false });
    renderMyCars([fit], [makeOwnerBooking(fit)]);
    const table = await screen.findByRole('table');
    const list = within(table).getByRole('list', { name: 'Upcoming bookings of Honda Fit' });
    expect(list.textContent).not.toMatch(/licence/);
    expect(within(list).queryByRole('img')).toBeNull();
  });

  it('still lists the cars when their bookings cannot be loaded, and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderMyCars([makeCar({ carModel: 'Toyota Axio' })], refuse(500, { message: 'Oops' }));

    expect(await rowOf('Toyota Axio')).toBeTruthy();
    expect(
      screen.getByText(
        'The upcoming bookings on your cars could not be loaded. Please refresh to try again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No upcoming bookings')).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  });

  it('searches by model, brand or location, and says when nothing matches', async () => {
    renderMyCars([
      makeCar({ carModel: 'Axio', brand: 'Toyota', location: 'Dhaka' }),
      makeCar({ carModel: 'Fit', brand: 'Honda', location: 'Sylhet' }),
      makeCar({ carModel: 'Note', brand: 'Nissan', location: 'Dhaka' }),
    ]);
    const user = typist();
    const search = await screen.findByPlaceholderText('Search by model, brand, or location');

    await user.type(search, 'honda');
    expect(await tableModels()).toEqual(['Fit']);
    await user.clear(search);
    await user.type(search, 'DHAKA');
    expect(await tableModels()).toEqual(['Axio', 'Note']);
    await user.clear(search);
    await user.type(search, 'Tesla');

    expect(screen.getByText('No cars match your search.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await tableModels()).toEqual(['Axio', 'Fit', 'Note']);
  });

  it("sorts by date, price or rating, or keeps the server's order with 'Sort By'", async () => {
    renderMyCars([
      makeCar({
        carModel: 'Middle',
        dailyRentalPrice: 50,
        createdAt: '2026-02-01T00:00:00Z',
        rating: { average: 4.5, count: 2 },
      }),
      makeCar({ carModel: 'Newest', dailyRentalPrice: 70, createdAt: '2026-03-01T00:00:00Z' }),
      makeCar({
        carModel: 'Oldest',
        dailyRentalPrice: 30,
        createdAt: '2026-01-01T00:00:00Z',
        rating: { average: 5, count: 1 },
      }),
    ]);
    const user = typist();
    const sort = (await screen.findByLabelText('Sort')) as HTMLSelectElement;
    expect([...sort.options].map((option) => option.textContent)).toEqual([
      'Sort By',
      'Date Added Newest First',
      'Date Added Oldest First',
      'Price Lowest First',
      'Price Highest First',
      'Top Rated',
    ]);
    expect(await tableModels()).toEqual(['Middle', 'Newest', 'Oldest']);

    await user.selectOptions(sort, 'Date Added Newest First');
    expect(await tableModels()).toEqual(['Newest', 'Middle', 'Oldest']);
    await user.selectOptions(sort, 'Date Added Oldest First');
    expect(await tableModels()).toEqual(['Oldest', 'Middle', 'Newest']);
    await user.selectOptions(sort, 'Price Lowest First');
    expect(await tableModels()).toEqual(['Oldest', 'Middle', 'Newest']);
    await user.selectOptions(sort, 'Price Highest First');
    expect(await tableModels()).toEqual(['Newest', 'Middle', 'Oldest']);
    // The best average first, a car without reviews last.
    await user.selectOptions(sort, 'Top Rated');
    expect(await tableModels()).toEqual(['Oldest', 'Middle', 'Newest']);
    await user.selectOptions(sort, 'Sort By');
    expect(await tableModels()).toEqual(['Middle', 'Newest', 'Oldest']);
  });

  it('invites an owner without cars to add the first one', async () => {
    renderMyCars([]);

    expect(await screen.findByText("You haven't added any cars yet.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Cars' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Click here to add your first car.' }).getAttribute('href'),
    ).toBe('/addCars');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the answer is not a list of cars', async () => {
    renderMyCars({ cars: 'not a list' });

    expect(
      await screen.findByText('Invalid data received. Please refresh or contact support.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe("My Cars: the renter's verified mobile number", { timeout: 30_000 }, () => {
  const axio = makeCar({ carModel: 'Toyota Axio', requireVerifiedPhone: true });
  const bookings = () => [
    makeOwnerBooking(axio, { renterName: 'Rahim Uddin', renterPhoneNumber: '+8801712345678' }),
    makeOwnerBooking(axio, {
      startDate: '2026-12-20',
      endDate: '2026-12-22',
      renterName: 'Nadia Islam',
    }),
    // The API gives no number on a request; one given there still shows none.
    makeOwnerBooking(axio, {
      startDate: '2027-01-05',
      endDate: '2027-01-08',
      renterName: 'Karim Ahmed',
      bookingStatus: 'Pending',
      renterPhoneNumber: '+8801812345678',
    }),
  ];
  const itemsOf = async (name: string) =>
    within(within(await screen.findByRole('table')).getByRole('list', { name })).getAllByRole(
      'listitem',
    );

  it("shows a confirmed booking's number as a link that calls it, and no number otherwise", async () => {
    renderMyCars([axio], bookings());
    const [rahim, nadia, karim] = await itemsOf('Upcoming bookings of Toyota Axio');

    expect(rahim!.textContent).toContain("Renter's mobile number: 01712-345678");
    const call = within(rahim!).getByRole('link', { name: '01712-345678' });
    expect(call.getAttribute('href')).toBe('tel:+8801712345678');
    for (const other of [nadia!, karim!]) {
      expect(other.textContent).not.toContain("Renter's mobile number");
      expect(other.querySelector('a[href^="tel:"]')).toBeNull();
    }
  });

  it('says it in Bangla, the number in Bengali digits', async () => {
    renderMyCars([axio], bookings());
    await rowOf('Toyota Axio');
    await showBangla();
    const [rahim] = await itemsOf('Toyota Axio-এর আসন্ন বুকিং');

    expect(rahim!.textContent).toContain('ভাড়াটিয়ার মোবাইল নম্বর: ০১৭১২-৩৪৫৬৭৮');
    expect(within(rahim!).getByRole('link', { name: '০১৭১২-৩৪৫৬৭৮' }).getAttribute('href')).toBe(
      'tel:+8801712345678',
    );
  });
});

describe('My Cars in Bangla', { timeout: 30_000 }, () => {
  it('shows the page in Bangla, its numbers, prices and dates in Bengali digits', async () => {
    const axio = makeCar({
      carModel: 'Toyota Axio',
      dailyRentalPrice: 45,
      bookingCount: 3,
      location: 'Gulshan, Dhaka',
      createdAt: '2026-01-10T08:00:00.000Z',
    });
    renderMyCars(
      [axio],
      [
        makeOwnerBooking(axio, {
          renterName: '',
          totalPrice: 132,
          withDriver: true,
          pickupTime: '08:30',
          pickupPlace: 'House 12, Road 5',
        }),
        makeOwnerBooking(axio, {
          startDate: '2026-12-20',
          endDate: '2026-12-22',
          renterName: 'Nadia Islam',
          renterLicence: {
            number: 'DK0123456C00001',
            expiresOn: '2031-06-30',
            photoUrl: '/api/licence-photos/photo-1',
          },
        }),
      ],
    );
    await rowOf('Toyota Axio');

    await showBangla();

    expect(screen.getByRole('heading', { level: 1, name: 'আমার গাড়িগুলো' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('আমার গাড়িগুলো | CarZone'));
    expect(screen.getByRole('status').textContent).toBe('১টি গাড়ি তালিকাভুক্ত আছে।');
    const table = screen.getByRole('table');
    expect(columnHeaders(table)).toEqual([
      'গাড়ির ছবি',
      'গাড়ির মডেল',
      'দাম',
      'বুকিং',
      'প্রাপ্যতা',
      'অবস্থান',
      'যোগ করার তারিখ',
      'অ্যাকশন',
    ]);
    const cells = within(await rowOf('Toyota Axio')).getAllByRole('cell');
    expect([2, 3, 5, 6].map((index) => cells[index]!.textContent)).toEqual([
      '$৪৫/দিন',
      '৩',
      'Gulshan, Dhaka',
      '১০/০১/২০২৬, ১৪:০০',
    ]);
    expect(within(cells[7]!).getByRole('link', { name: 'Toyota Axio হালনাগাদ করুন' })).toBeTruthy();
    expect(
      within(cells[7]!).getByRole('link', { name: 'Toyota Axio-এর ক্যালেন্ডার' }).textContent,
    ).toBe('ক্যালেন্ডার');
    const bookings = within(table).getByRole('list', { name: 'Toyota Axio-এর আসন্ন বুকিং' });
    expect(within(bookings).getAllByRole('listitem')[0]!.textContent).toMatch(
      /^০৫\/১২\/২০২৬ – ০৮\/১২\/২০২৬নামহীন ভাড়াটিয়া\$১৩২\.০০/,
    );
    // A booking with the driver: its badge and its pickup, the time in Bengali digits.
    expect(within(bookings).getByText('গাড়ির ড্রাইভারসহ')).toBeTruthy();
    expect(within(bookings).getByText('পিকআপ: ০৮:৩০, House 12, Road 5')).toBeTruthy();
    // A self-drive renter's licence, its expiry in Bengali digits, and its photo.
    expect(
      within(bookings).getByText(
        'ভাড়াটিয়ার ড্রাইভিং লাইসেন্স: DK0123456C00001, ৩০/০৬/২০৩১ পর্যন্ত মেয়াদ আছে',
      ),
    ).toBeTruthy();
    expect(
      within(bookings).getByRole('link', { name: 'Nadia Islam-এর ড্রাইভিং লাইসেন্সের ছবি' }),
    ).toBeTruthy();

    const user = typist();
    await user.type(screen.getByPlaceholderText('মডেল, ব্র্যান্ড বা অবস্থান দিয়ে খুঁজুন'), 'Tesla');
    expect(screen.getByText('আপনার খোঁজের সাথে কোনো গাড়ি মেলেনি।')).toBeTruthy();
    expect(screen.getByText('আপনার কোনো গাড়ির মডেল, ব্র্যান্ড বা অবস্থানে “Tesla” নেই।')).toBeTruthy();
  });
});

describe('My Cars: deleting a car', { timeout: 30_000 }, () => {
  it("deletes only after 'Yes, delete it!', then shows Deleted! and the list without it", async () => {
    const axio = makeCar({ carModel: 'Toyota Axio' });
    const fit = makeCar({ carModel: 'Honda Fit' });
    let listed = [axio, fit];
    const { api } = renderMyCars(() => listed);
    api.on({
      'DELETE /api/cars/:id': ({ params }) => {
        listed = listed.filter((car) => car._id !== params.id);
        return { deletedCount: 1 };
      },
    });
    const user = typist();

    await user.click(within(await rowOf('Toyota Axio')).getByRole('button', { name: /^Delete/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/cars/:id')).toHaveLength(0);

    await user.click(within(await rowOf('Toyota Axio')).getByRole('button', { name: /^Delete/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await findToasts()).toEqual(['Deleted!Your car has been deleted.']);
    expect(api.callsTo('DELETE /api/cars/:id').map((call) => call.params.id)).toEqual([axio._id]);
    await waitFor(async () => expect(await tableModels()).toEqual(['Honda Fit']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('GET /api/cars/:email')).toHaveLength(2);
  });

  it("shows the server's refusal of a car with upcoming bookings, and keeps the car", async () => {
    const axio = makeCar({ carModel: 'Toyota Axio' });
    const refusal =
      'This car has 1 upcoming booking, until 08/12/2026. It cannot be deleted before then: mark it unavailable instead.';
    const { api } = renderMyCars([axio]);
    api.on({
      'DELETE /api/cars/:id': refuse(409, { code: 'carListing.deleteBlocked', message: refusal }),
    });
    const user = typist();

    await user.click(within(await rowOf('Toyota Axio')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    // The reason stays in the dialog until the owner has read it and closes it.
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(within(dialog).getByText('The car was not deleted')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Yes, delete it!' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await tableModels()).toEqual(['Toyota Axio']);
    expect(api.callsTo('DELETE /api/cars/:id')).toHaveLength(1);
  });
});

describe('My Cars: the loader', () => {
  it("throws a refusal of someone else's e-mail on, for the shell's not-allowed page", async () => {
    stubApi({
      'GET /api/cars/:email': refuse(403, { message: 'You can only see your own cars.' }),
      'GET /api/cars/:email/bookings': refuse(403, {
        message: 'You can only see the bookings on your own cars.',
      }),
    });
    const request = new Request('http://localhost/cars/someone%40example.com');

    const load = myCarsRoute.loader({
      request,
      params: { email: 'someone@example.com' },
      context: {},
    } as never);

    await expect(load).rejects.toBeInstanceOf(ApiError);
    await expect(load).rejects.toMatchObject({ status: 403 });
  });
});
