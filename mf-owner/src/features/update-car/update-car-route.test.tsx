import { CAR_LISTING_MESSAGES, type Car, type CarListingInput } from '@carzone/domain';
import { REFUSALS } from '@carzone/domain/refusals';
import { TEST_CAR_SELF_DRIVE } from '@carzone/domain/testing';
import { ApiError } from '@carzone/web-kit';
import { makeCar, renderRoute, reply, stubApi } from '@carzone/web-testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_OFFER,
  errorMessageOf,
  findToasts,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as updateCarRoute from './update-car-route.tsx';

prepareOwnerArea();

const AXIO = makeCar({
  carModel: 'Toyota Axio',
  brand: 'Toyota',
  dailyRentalPrice: 45,
  bookingStatus: 'available',
  registrationNumber: 'DHAKA-GA-12-3456',
  features: 'GPS, AC',
  description: 'Clean and quiet.',
  imageUrl: 'https://example.com/axio.jpg',
  thumbnailUrl: 'https://example.com/axio.jpg',
  photoId: null,
  location: 'Gulshan, Dhaka',
  email: OWNER.email,
  minDays: 2,
  maxDays: 30,
  advanceNoticeHours: 12,
  instantBooking: false,
});

function renderUpdate(car: Car, put: Parameters<typeof reply> | null = null) {
  const api = stubApi({
    'GET /api/update/:id': ({ params }) => (params.id === car._id ? car : reply(404, {})),
    ...(put ? { 'PUT /api/update/:id': reply(...put) } : {}),
  });
  const view = renderRoute({ path: '/update/:id', ...updateCarRoute }, `/update/${car._id}`, {
    signedInAs: OWNER,
  });
  return { api, ...view };
}

const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('Update car', { timeout: 30_000 }, () => {
  it("is pre-filled with the car's values, the e-mail read-only and no name", async () => {
    renderUpdate(AXIO);

    await screen.findByRole('button', { name: 'Update Car' });
    await waitFor(() => expect(document.title).toBe('Update Car | CarZone'));
    expect(screen.getByRole('heading', { level: 1, name: 'Update Car' })).toBeTruthy();
    expect(control('Car Model').value).toBe('Toyota Axio');
    expect(control('Brand').value).toBe('Toyota');
    expect(control('Daily Rental Price').value).toBe('45');
    expect((control('Availability') as unknown as HTMLSelectElement).value).toBe('available');
    expect(control('Registration Number').value).toBe('DHAKA-GA-12-3456');
    expect(control('Features').value).toBe('GPS, AC');
    expect(control('Description').value).toBe('Clean and quiet.');
    expect(control('Location').value).toBe('Gulshan, Dhaka');
    expect(control('Shortest trip').value).toBe('2');
    expect(control('Longest trip').value).toBe('30');
    expect(control('Book ahead').value).toBe('12');
    // A car pictured by a web address opens on that address.
    expect(
      screen.getByRole('button', { name: 'Use an image URL' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(control('Image URL').value).toBe('https://example.com/axio.jpg');
    expect(control('Email').value).toBe('owner@example.com');
    expect(control('Email').readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });

  it("sends the changes with PUT, then says so and goes to the owner's cars", async () => {
    const { api, router } = renderUpdate(AXIO, [200, { modifiedCount: 1 }]);
    const user = typist();
    await screen.findByRole('button', { name: 'Update Car' });
    await user.clear(control('Daily Rental Price'));
    await user.type(control('Daily Rental Price'), '50');
    await user.selectOptions(control('Availability'), 'unavailable');
    await user.clear(control('Book ahead'));
    await user.type(control('Book ahead'), '48');

    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(await findToasts()).toEqual(['Data updated Successfully']);
    const [put] = api.callsTo('PUT /api/update/:id');
    expect(put?.params.id).toBe(AXIO._id);
    expect(put?.body).toEqual({
      carModel: 'Toyota Axio',
      brand: 'Toyota',
      dailyRentalPrice: 50,
      bookingStatus: 'unavailable',
      registrationNumber: 'DHAKA-GA-12-3456',
      features: 'GPS, AC',
      description: 'Clean and quiet.',
      imageUrl: 'https://example.com/axio.jpg',
      location: 'Gulshan, Dhaka',
      // The rules always go as the form shows them: the car's, and the one changed.
      minDays: 2,
      maxDays: 30,
      advanceNoticeHours: 48,
      instantBooking: false,
      // The car's advance (none), as the form shows it.
      advancePercent: 0,
      // The car's offer, kept as it was (makeCar's: self-drive only, no licence and no verified
      // mobile number asked).
      ...TEST_CAR_SELF_DRIVE,
      licenceRequired: false,
      requireVerifiedPhone: false,
    } satisfies CarListingInput);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars/owner%40example.com'));
  });

  it('keeps an uploaded photo by its id, and can switch the picture to a web address', async () => {
    const withPhoto = makeCar({
      ...AXIO,
      _id: 'car-with-photo',
      photoId: 'photo-1',
      imageUrl: '/api/photos/photo-1.webp',
      thumbnailUrl: '/api/photos/photo-1-thumb.webp',
    });
    const { api } = renderUpdate(withPhoto, [200, { modifiedCount: 1 }]);
    const user = typist();
    await screen.findByRole('button', { name: 'Update Car' });

    expect(
      screen.getByRole('button', { name: 'Upload a photo' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      (await screen.findByRole('img', { name: "Preview of the car's photo" })).getAttribute('src'),
    ).toBe('/api/photos/photo-1-thumb.webp');
    // The API's copy of the photo is not an address the owner gave.
    await user.click(screen.getByRole('button', { name: 'Use an image URL' }));
    expect(control('Image URL').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Upload a photo' }));

    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(await findToasts()).toEqual(['Data updated Successfully']);
    const sent = api.callsTo('PUT /api/update/:id')[0]?.body as CarListingInput;
    expect(sent.photoId).toBe('photo-1');
    expect(sent).not.toHaveProperty('imageUrl');
  });

  it("shows the server's refusal under its fields and stays on the form", async () => {
    const message = CAR_LISTING_MESSAGES.imageUrlInvalid;
    const { router } = renderUpdate(AXIO, [
      400,
      {
        statusCode: 400,
        error: 'Bad Request',
        code: 'carListing.imageUrlInvalid',
        message,
        fields: { imageUrl: { code: 'carListing.imageUrlInvalid', message } },
      },
    ]);
    const user = typist();
    await screen.findByRole('button', { name: 'Update Car' });

    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(await findToasts()).toEqual([`Something went wrong!${message}`]);
    const field = control('Image URL');
    await waitFor(() => expect(errorMessageOf(field)).toBe(message));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe(`/update/${AXIO._id}`);
  });
});

describe('Update car: the trip rules', { timeout: 30_000 }, () => {
  it("refuses a longest trip under the car's shortest before sending, by the table's words", async () => {
    const { api } = renderUpdate(AXIO, [200, { modifiedCount: 1 }]);
    const user = typist();
    await screen.findByRole('button', { name: 'Update Car' });
    await user.clear(control('Longest trip'));
    await user.type(control('Longest trip'), '1');

    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    const field = control('Longest trip');
    await waitFor(() =>
      expect(errorMessageOf(field)).toBe(REFUSALS['carListing.maxDaysInvalid'].en),
    );
    expect(document.activeElement).toBe(field);
    expect(api.callsTo('PUT /api/update/:id')).toHaveLength(0);
  });
});

describe('Update car: the driver and trip', { timeout: 30_000 }, () => {
  const WITH_DRIVER = makeCar({
    ...AXIO,
    _id: 'car-with-driver',
    location: 'Zindabazar, Sylhet',
    ...DRIVER_OFFER,
    district: 'sylhet',
    districtName: 'Sylhet',
    districtNameBn: 'সিলেট',
    licenceRequired: false,
  });
  const select = (label: string) => control(label) as unknown as HTMLSelectElement;
  const licence = () =>
    screen.getByLabelText(
      'Self-drive renters must have a driving licence on their profile',
    ) as HTMLInputElement;

  it("shows the car's offer and sends it back as it was, the district kept as the location changes", async () => {
    const { api } = renderUpdate(WITH_DRIVER, [200, { modifiedCount: 1 }]);
    const user = typist();
    await screen.findByRole('button', { name: 'Update Car' });

    expect(select('How the car is rented').value).toBe('both');
    expect(control("Driver's daily rate").value).toBe('15');
    expect(control('Overtime').value).toBe('2.5');
    expect(control('Night halt').value).toBe('8');
    expect(control('Out of town').value).toBe('0');
    expect(select('Fuel').value).toBe('included');
    expect(control('Seats').value).toBe('7');
    expect(select('District').value).toBe('sylhet');
    // A car listed without asking a licence keeps its choice.
    expect(licence().checked).toBe(false);
    await user.clear(control('Location'));
    await user.type(control('Location'), 'Agrabad, Chattogram');
    expect(select('District').value).toBe('sylhet');

    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(await findToasts()).toEqual(['Data updated Successfully']);
    expect(api.callsTo('PUT /api/update/:id')[0]?.body).toMatchObject({
      location: 'Agrabad, Chattogram',
      ...DRIVER_OFFER,
      district: 'sylhet',
      licenceRequired: false,
    } satisfies Partial<CarListingInput>);
  });

  it('asks a self-drive car offered with a driver for the rates, and sends them', async () => {
    const { api } = renderUpdate(AXIO, [200, { modifiedCount: 1 }]);
    const user = typist();
    await screen.findByRole('button', { name: 'Update Car' });
    expect(select('How the car is rented').value).toBe('self-drive');
    expect(screen.queryByLabelText(/^Driver's daily rate/)).toBeNull();

    await user.selectOptions(select('How the car is rented'), 'with-driver');
    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    const field = control("Driver's daily rate");
    await waitFor(() =>
      expect(errorMessageOf(field)).toBe(REFUSALS['carListing.driverRateMissing'].en),
    );
    expect(api.callsTo('PUT /api/update/:id')).toHaveLength(0);
    await user.type(field, '12');
    await user.type(control('Overtime'), '2');
    await user.type(control('Night halt'), '5');
    await user.type(control('Out of town'), '3');
    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(await findToasts()).toEqual(['Data updated Successfully']);
    expect(api.callsTo('PUT /api/update/:id')[0]?.body).toMatchObject({
      driverOption: 'with-driver',
      driverDailyRate: 12,
      overtimeHourlyRate: 2,
      nightHaltRate: 5,
      intercityDailySurcharge: 3,
      fuelPolicy: 'renter-pays',
      // Only with a driver: no licence to ask.
      licenceRequired: false,
    });
  });
});

describe('Update car: a verified mobile number', { timeout: 30_000 }, () => {
  const ASKS_PHONE = makeCar({ ...AXIO, _id: 'car-asks-phone', requireVerifiedPhone: true });
  const phoneRule = () =>
    screen.getByRole('checkbox', {
      name: 'Renters must have a verified mobile number',
    }) as HTMLInputElement;

  it("shows the car's choice and sends it back as it was", async () => {
    const { api } = renderUpdate(ASKS_PHONE, [200, { modifiedCount: 1 }]);
    const user = typist();
    await screen.findByRole('button', { name: 'Update Car' });
    expect(phoneRule().checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(await findToasts()).toEqual(['Data updated Successfully']);
    expect(api.callsTo('PUT /api/update/:id')[0]?.body).toMatchObject({
      requireVerifiedPhone: true,
    } satisfies Partial<CarListingInput>);
  });

  it('sends false once the owner unchecks it', async () => {
    const { api } = renderUpdate(ASKS_PHONE, [200, { modifiedCount: 1 }]);
    const user = typist();
    await screen.findByRole('button', { name: 'Update Car' });

    await user.click(phoneRule());
    expect(phoneRule().checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(await findToasts()).toEqual(['Data updated Successfully']);
    expect(api.callsTo('PUT /api/update/:id')[0]?.body).toMatchObject({
      requireVerifiedPhone: false,
    } satisfies Partial<CarListingInput>);
  });
});

describe('Update car: loader and action', () => {
  const refusal = (statusCode: number, message: string) =>
    reply(statusCode, { statusCode, error: 'Refused', message });

  it("throws someone else's car (403), a missing one (404) and a malformed id (400) as the same not found", async () => {
    stubApi({
      'GET /api/update/:id': ({ params }) =>
        params.id === 'theirs'
          ? refusal(403, CAR_LISTING_MESSAGES.notYourCar)
          : params.id === 'not-a-car'
            ? refusal(400, 'The car id must be a UUID.')
            : refusal(404, CAR_LISTING_MESSAGES.carNotFound),
    });
    const load = (id: string) =>
      updateCarRoute.loader({
        request: new Request(`http://localhost/update/${id}`),
        params: { id },
        context: {},
      } as never);

    for (const id of ['theirs', 'gone', 'not-a-car']) {
      await expect(load(id), id).rejects.toMatchObject({
        init: { status: 404 },
        data: updateCarRoute.CAR_NOT_FOUND,
      });
    }
  });

  it('throws a 401 from the save on, for the shell to send the visitor to sign in and back', async () => {
    stubApi({ 'PUT /api/update/:id': refusal(401, 'Please sign in to continue.') });
    const save = updateCarRoute.action({
      request: new Request(`http://localhost/update/${AXIO._id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ carModel: 'Toyota Axio' }),
      }),
      params: { id: AXIO._id },
      context: {},
    } as never);

    await expect(save).rejects.toBeInstanceOf(ApiError);
    await expect(save).rejects.toMatchObject({ status: 401 });
  });

  it("throws a save refused as someone else's car (403) or gone (404) as not found", async () => {
    stubApi({
      'PUT /api/update/:id': ({ params }) =>
        params.id === 'theirs'
          ? refusal(403, CAR_LISTING_MESSAGES.notYourCar)
          : refusal(404, CAR_LISTING_MESSAGES.carNotFound),
    });
    for (const id of ['theirs', 'gone']) {
      const save = updateCarRoute.action({
        request: new Request(`http://localhost/update/${id}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ carModel: 'Toyota Axio' }),
        }),
        params: { id },
        context: {},
      } as never);
      await expect(save, id).rejects.toMatchObject({
        init: { status: 404 },
        data: updateCarRoute.CAR_NOT_FOUND,
      });
    }
  });
});
