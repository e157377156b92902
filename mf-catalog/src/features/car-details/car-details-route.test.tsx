import type { Car, OwnerRecord } from '@carzone/domain';
import type { BookingSlotProps } from '@carzone/federation/contracts';
import { ApiError, isRouteErrorResponse } from '@carzone/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCar, renderRoute, refuse, reply, stubApi } from '@carzone/web-testing';
import * as carDetailsRoute from './car-details-route.tsx';

const CAR_NOT_FOUND = "We couldn't find that car. It may have been removed.";

/** Stands in for what the shell puts in the booking slot (the booking area's Book Now). */
function StandInBookingSlot({ car }: BookingSlotProps) {
  return <button type="button">Book {car.carModel} online</button>;
}

/** The details page as the shell composes it: its route module, with the booking slot filled. */
function renderDetails(id: string) {
  return renderRoute(
    {
      path: '/car/:id',
      loader: carDetailsRoute.loader,
      Component: () => <carDetailsRoute.Component BookingSlot={StandInBookingSlot} />,
    },
    `/car/${id}`,
  );
}

/** The API knows `car` (and its owner's record) and nothing else: any other id is its 404. */
function serveCar(car: Car, ownerRecord: OwnerRecord = { bookings: 0, canceledByOwner: 0 }) {
  return stubApi({
    'GET /api/car/:id': ({ params }) =>
      params.id === car._id ? car : refuse(404, { message: 'Car not found' }),
    'GET /api/car/:id/owner-record': ownerRecord,
    'GET /api/car/:id/reviews': reply(200, [], { headers: { 'X-Total-Count': '0' } }),
  });
}

/** The API refuses every car with `status` and `message`, in its one error shape. */
function refuseCars(status: number, message: string) {
  return stubApi({
    'GET /api/car/:id': reply(status, { statusCode: status, error: 'Error', message }),
    'GET /api/car/:id/owner-record': reply(status, { statusCode: status, error: 'Error', message }),
  });
}

/** A car with its driver at $25 a day, $3 an hour of overtime and $10 a night away; `terms` the rest. */
const carWithDriver = (terms: Partial<Car>) =>
  makeCar({ driverDailyRate: 25, overtimeHourlyRate: 3, nightHaltRate: 10, ...terms });

function runLoader(id: string) {
  return carDetailsRoute.loader({
    params: { id },
    request: new Request(`http://localhost/car/${id}`),
    context: undefined,
  } as never);
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

describe('Car details', () => {
  it('says before any booking that the owner answers requests, and how often they canceled', async () => {
    const car = makeCar({ carModel: 'Toyota Noah', instantBooking: false });
    serveCar(car, { bookings: 12, canceledByOwner: 2 });
    renderDetails(car._id);
    expect(
      await screen.findByText('The owner answers each booking request within 24 hours.'),
    ).toBeTruthy();
    expect(await screen.findByText('The owner canceled 2 of their last 12 bookings.')).toBeTruthy();
  });

  it('says nothing of an owner who never canceled, nor of requests for an instant car', async () => {
    const car = makeCar({ carModel: 'Toyota Axio' });
    serveCar(car, { bookings: 12, canceledByOwner: 0 });
    renderDetails(car._id);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Axio' });
    expect(screen.queryByText(/The owner canceled/)).toBeNull();
    expect(screen.queryByText(/answers each booking request/)).toBeNull();
  });

  it('shows the car: image, model, price per day, status, description and its facts', async () => {
    const car = makeCar({
      carModel: 'Toyota Corolla',
      dailyRentalPrice: 45,
      description: 'Comfortable sedan.',
      location: 'Dhaka',
      features: 'GPS, AC',
      registrationNumber: 'DHA-GA-11-2233',
    });
    const api = serveCar(car);
    renderDetails(car._id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla' })).toBeTruthy();
    expect(api.callsTo('GET /api/car/:id').map((call) => call.params.id)).toEqual([car._id]);
    await waitFor(() => expect(document.title).toBe('Toyota Corolla | CarZone'));
    expect(screen.getByRole('img', { name: 'Toyota Corolla' }).getAttribute('src')).toBe(
      car.imageUrl,
    );
    expect(screen.getByText('$45')).toBeTruthy();
    expect(screen.getByText('/ day')).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('Comfortable sedan.')).toBeTruthy();
    expect(screen.getByText('Dhaka')).toBeTruthy();
    expect(screen.getByText('DHA-GA-11-2233')).toBeTruthy();
    const features = screen.getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GPS', 'AC']);
  });

  it('shows a self-drive car as self-drive, with its seats and district, and no driver', async () => {
    const car = makeCar({ carModel: 'Toyota Axio', seats: 5, districtName: 'Sylhet' });
    serveCar(car);
    renderDetails(car._id);

    await screen.findByRole('heading', { level: 1, name: 'Toyota Axio' });
    expect(screen.getByText('Self-drive')).toBeTruthy();
    expect(screen.getByText('5 seats')).toBeTruthy();
    expect(screen.getByText('Sylhet district')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Driver and fuel' })).toBeNull();
    expect(screen.queryByText(/driving licence/)).toBeNull();
  });

  it("shows a car with a driver: the driver's rates, the out-of-town surcharge and the fuel", async () => {
    const car = makeCar({
      carModel: 'Toyota Hiace',
      driverOption: 'with-driver',
      driverDailyRate: 20,
      overtimeHourlyRate: 2.5,
      nightHaltRate: 8,
      intercityDailySurcharge: 12,
      fuelPolicy: 'included',
      seats: 11,
      licenceRequired: false,
    });
    serveCar(car);
    renderDetails(car._id);

    const terms = await screen.findByRole('list', { name: 'Driver and fuel' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Driver: $20 a day (10 hours)',
      'Overtime: $2.50 an hour',
      'Night halt: $8 a night away',
      'Out of town: $12 a day more',
      'Fuel included',
    ]);
    expect(screen.getByText('With driver')).toBeTruthy();
    expect(screen.getByText('11 seats')).toBeTruthy();
    expect(screen.queryByText(/driving licence/)).toBeNull();
  });

  it('says a self-drive renter needs a licence, and who pays the fuel with the driver', async () => {
    const car = carWithDriver({
      driverOption: 'both',
      intercityDailySurcharge: 0,
      fuelPolicy: 'renter-pays',
      licenceRequired: true,
    });
    serveCar(car);
    renderDetails(car._id);

    expect(await screen.findByText('With driver or self-drive')).toBeTruthy();
    expect(screen.getByText('Fuel paid by the renter')).toBeTruthy();
    expect(screen.getByText('Out of town: $0 a day more')).toBeTruthy();
    expect(screen.getByText('Self-drive needs a driving licence on your profile')).toBeTruthy();
  });

  it('does not ask a licence of a car that only comes with a driver', async () => {
    const car = carWithDriver({
      driverOption: 'with-driver',
      intercityDailySurcharge: 5,
      fuelPolicy: 'included',
      licenceRequired: true,
    });
    serveCar(car);
    renderDetails(car._id);

    expect(await screen.findByText('Driver: $25 a day (10 hours)')).toBeTruthy();
    expect(screen.queryByText(/driving licence/)).toBeNull();
  });

  it("offers an available car for booking through the booking area's slot, with that car", async () => {
    const car = makeCar({ carModel: 'Honda Vezel', bookingStatus: 'available' });
    serveCar(car);
    renderDetails(car._id);

    expect(await screen.findByRole('button', { name: 'Book Honda Vezel online' })).toBeTruthy();
    expect(screen.queryByText('This car is not available for booking right now.')).toBeNull();
  });

  it.each([['unavailable' as const], ['' as const]])(
    'disables Book Now when the status is %j',
    async (status) => {
      const car = makeCar({ bookingStatus: status, description: '' });
      serveCar(car);
      renderDetails(car._id);

      const bookNow = await screen.findByRole('button', { name: 'Book Now' });
      expect((bookNow as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: /online/ })).toBeNull();
      expect(screen.getByText('Unavailable')).toBeTruthy();
      expect(screen.getByText('This car is not available for booking right now.')).toBeTruthy();
      expect(screen.getByText('No description available.')).toBeTruthy();
    },
  );

  it.each([
    [404, 'Car not found'],
    [400, 'id must be a valid car id'],
  ])('answers an API %i with a 404 data response from its loader', async (status, message) => {
    refuseCars(status, message);
    // `data(…, { status: 404 })`; the router turns it into the route error response the shell reads.
    expect(await thrownBy(runLoader('missing'))).toMatchObject({
      data: CAR_NOT_FOUND,
      init: { status: 404 },
    });
  });

  it.each([
    [404, 'Car not found'],
    [400, 'id must be a valid car id'],
  ])(
    'reaches the error boundary as a 404 route error response for an API %i',
    async (status, message) => {
      refuseCars(status, message);
      const { router } = renderDetails('does-not-exist');
      expect(await screen.findByText(`404: ${CAR_NOT_FOUND}`)).toBeTruthy();
      const routeError = Object.values(router.state.errors ?? {})[0];
      expect(isRouteErrorResponse(routeError) && routeError.status).toBe(404);
    },
  );

  it('rethrows other failures for the shell to handle', async () => {
    refuseCars(500, 'Database is down');
    const error = await thrownBy(runLoader('abc'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });
});

/** The value of the details' fact labelled `label` (a DataList item: its label, then its value). */
function factOf(label: string): HTMLElement | null {
  const item = screen.queryByText(label, { selector: 'dt' })?.parentElement;
  return (item?.querySelector('dd') as HTMLElement | null | undefined) ?? null;
}

/** Anything on the page that reads or dials as a Bangladeshi mobile number. */
function phoneNumbersShown(): string[] {
  const text = document.body.textContent ?? '';
  const numbers = text.match(/(\+?880|\b0)1\d{3}-?\d{6}/g) ?? [];
  const links = [...document.querySelectorAll('a[href^="tel:"]')].map((a) => a.outerHTML);
  return [...numbers, ...links];
}

describe('Car details: verified mobile numbers', () => {
  it('shows "Phone verified" by the owner when they have a verified number, never a number', async () => {
    const car = makeCar({ carModel: 'Toyota Axio', ownerPhoneVerified: true, name: 'Rahim' });
    serveCar(car);
    renderDetails(car._id);

    await screen.findByRole('heading', { level: 1, name: 'Toyota Axio' });
    expect(factOf('Owner')?.textContent).toBe('Phone verified');
    expect(phoneNumbersShown()).toEqual([]);
  });

  it("says nothing of the owner's number when they have none verified", async () => {
    const car = makeCar({ carModel: 'Toyota Axio', ownerPhoneVerified: false });
    serveCar(car);
    renderDetails(car._id);

    await screen.findByRole('heading', { level: 1, name: 'Toyota Axio' });
    expect(screen.queryByText('Phone verified')).toBeNull();
    expect(factOf('Owner')).toBeNull();
    expect(phoneNumbersShown()).toEqual([]);
  });

  it('says renters need a verified mobile number when the owner asks for one, with or without a driver', async () => {
    const car = makeCar({
      driverOption: 'both',
      driverDailyRate: 25,
      licenceRequired: true,
      requireVerifiedPhone: true,
    });
    serveCar(car);
    renderDetails(car._id);

    expect(await screen.findByText('Renters need a verified mobile number')).toBeTruthy();
    expect(screen.getByText('Self-drive needs a driving licence on your profile')).toBeTruthy();
    // It is not one of the driver's terms.
    expect(
      within(screen.getByRole('list', { name: 'Driver and fuel' })).queryByText(
        /verified mobile number/,
      ),
    ).toBeNull();
  });

  it.each([
    [true, ['Renters need a verified mobile number']],
    [false, []],
  ])(
    'says it for a self-drive car with no other terms only when the owner asks (%s)',
    async (requireVerifiedPhone, said) => {
      const car = makeCar({ carModel: 'Honda Fit', requireVerifiedPhone });
      serveCar(car);
      renderDetails(car._id);
      await screen.findByRole('heading', { level: 1, name: 'Honda Fit' });
      expect(
        screen.queryAllByText(/verified mobile number/).map((line) => line.textContent),
      ).toEqual(said);
    },
  );
});
