import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CAR_PAGE_SIZE,
  carListQuery,
  carListQueryString,
  RECENT_LISTINGS_COUNT,
  type CarListParams,
} from '@carzone/domain';
import type {
  BookedRange,
  Booking,
  Car,
  ContactMessageAnswer,
  ContactMessageInput,
  DeviceSession,
  LanguageChoice,
  OwnerBooking,
  SessionAnswer,
  SignedInUser,
  UploadedPhoto,
} from '@carzone/domain';
import { apiAddress } from './api-address';
import { ApiError, apiErrorMessage, apiRequest, apiResponse, errorReference } from './api-client';
import { showLanguage } from '../i18n/messages';
import type { ApiAnswer, ApiBody, ApiSchema } from './api-contract';

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('apiResponse', () => {
  it('answers the parsed body with the headers, and refuses as apiRequest does', async () => {
    vi.stubGlobal('fetch', async () => {
      const response = answer(200, [{ _id: 'a' }]);
      response.headers.set('X-Total-Count', '31');
      return response;
    });
    const { body, headers } = await apiResponse('/cars', { query: { q: 'x' } });
    expect(body).toEqual([{ _id: 'a' }]);
    expect(headers.get('X-Total-Count')).toBe('31');

    vi.stubGlobal('fetch', async () => answer(400, { message: 'The sort must be one of: …' }));
    await expect(apiResponse('/cars')).rejects.toMatchObject({
      status: 400,
      message: 'The sort must be one of: …',
    });
  });
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie to /api and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => answer(201, { message: 'Thanks' }));
    vi.stubGlobal('fetch', fetchMock);
    const message = { name: 'A', email: 'a@example.com', message: 'Hi' };
    await expect(apiRequest('/contact', { method: 'POST', body: message })).resolves.toEqual({
      message: 'Thanks',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify(message),
      }),
    );
  });

  it("turns a refusal into an ApiError carrying the server's message", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(400, { statusCode: 400, error: 'Bad Request', message: 'email must be an email' }),
    );
    const error = await apiRequest('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'email must be an email' });
    expect((error as ApiError).code).toBeUndefined();
  });

  it("carries the refusal's code beside its message, for a page to name it in its own words", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'booking.overlap',
        message: 'These dates are already booked',
      }),
    );
    const error = await apiRequest('/bookings').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      code: 'booking.overlap',
      message: 'These dates are already booked',
    });
  });

  it('carries the message the server gave each refused field, for a form to show by it', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter the car model. Please enter the location.',
        code: 'carListing.carModelMissing',
        fields: {
          carModel: { code: 'carListing.carModelMissing', message: 'Please enter the car model.' },
          location: { code: 'carListing.locationMissing', message: 'Please enter the location.' },
        },
      }),
    );
    const blank = {
      carModel: '',
      dailyRentalPrice: 10,
      bookingStatus: 'available',
      registrationNumber: 'DHA-1',
      location: '',
    } as const;
    const error = await apiRequest('/addCars', { method: 'POST', body: blank }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'carListing.carModelMissing',
      fields: { carModel: 'Please enter the car model.', location: 'Please enter the location.' },
      fieldCodes: {
        carModel: 'carListing.carModelMissing',
        location: 'carListing.locationMissing',
      },
    });
    for (const fields of [undefined, null, 'carModel', 7, { carModel: 'no message' }]) {
      vi.stubGlobal('fetch', async () => answer(409, { message: 'Taken', fields }));
      await expect(apiRequest('/me')).rejects.toMatchObject({ fields: {}, fieldCodes: {} });
    }
  });

  it('still fails clearly when the error body is not JSON', async () => {
    vi.stubGlobal('fetch', async () => answer(502, '<html>Bad Gateway</html>'));
    await expect(apiRequest('/cars')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed (502)',
    });
  });

  it('reports a network failure in words a person understands', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/cars')).rejects.toMatchObject({
      status: 0,
      message: 'Server error, please try again later.',
    });
  });
});

describe('apiErrorMessage', () => {
  it("shows the server's words and the network failure, and the fallback for anything else", () => {
    expect(apiErrorMessage(new ApiError(400, 'Please enter a message.'), 'Failed')).toBe(
      'Please enter a message.',
    );
    expect(
      apiErrorMessage(new ApiError(0, 'Server error, please try again later.', false), 'Failed'),
    ).toBe('Server error, please try again later.');
    expect(apiErrorMessage(new ApiError(502, 'Request failed (502)', false), 'Failed')).toBe(
      'Failed',
    );
    expect(apiErrorMessage(new TypeError('boom'), 'Failed')).toBe('Failed');
  });
});

describe('the typed routes', () => {
  it('fills in the path parameters and the query as the API names them, each encoded', async () => {
    const fetchMock = vi.fn(async () => answer(200, []));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/car/{id}/booked-ranges', { params: { id: 'a b/c' } });
    await apiRequest('/cars', {
      query: { q: 'Dhaka north', sort: 'priceAsc', minPrice: 0, maxPrice: undefined },
    });
    await apiRequest('/sessions/{id}', { method: 'DELETE', params: { id: 'x' } });
    expect(fetchMock.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      '/api/car/a%20b%2Fc/booked-ranges',
      '/api/cars?q=Dhaka%20north&sort=priceAsc&minPrice=0',
      '/api/sessions/x',
    ]);
  });

  it("writes a list's query as carListQueryString does, and the preloaded addresses as they are", () => {
    const lists: CarListParams[] = [
      {},
      { q: '  Dhaka north & co ', sort: 'priceAsc', offset: 12 },
      { sort: 'newest', limit: 12, from: '2026-12-01', to: '2026-12-04', minPrice: 0 },
      { q: "O'Brien (50%)", maxPrice: 80.5, limit: 24 },
    ];
    for (const list of lists)
      expect(apiAddress('/cars', { query: { ...carListQuery(list) } })).toBe(
        `/api/cars${carListQueryString(list)}`,
      );
    expect(apiAddress('/cars', { query: { q: undefined, limit: 6 } })).toBe('/api/cars?limit=6');
    // What the shell's server preloads (mf-catalog/module-federation.config.ts): /available's
    // first page as its loader asks for it, and Home's newest cars.
    const firstPage = carListQuery({ q: '', sort: 'newest', limit: CAR_PAGE_SIZE, offset: 0 });
    expect(apiAddress('/cars', { query: { ...firstPage } })).toBe('/api/cars');
    expect(apiAddress('/allCars', { query: { limit: RECENT_LISTINGS_COUNT } })).toBe(
      '/api/allCars?limit=6',
    );
  });

  it("answers the API's schemas, which are the domain's types", () => {
    // Checked by tsc (npm test's types step): `false` where a schema and its type part ways.
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    const same: true[] = [
      true satisfies Same<ApiSchema<'Car'>, Car>,
      true satisfies Same<ApiSchema<'Booking'>, Booking>,
      true satisfies Same<ApiSchema<'OwnerBooking'>, OwnerBooking>,
      true satisfies Same<ApiSchema<'BookedRange'>, BookedRange>,
      true satisfies Same<ApiSchema<'SignedInUser'>, SignedInUser>,
      true satisfies Same<ApiSchema<'DeviceSession'>, DeviceSession>,
      true satisfies Same<ApiSchema<'LanguageChoice'>, LanguageChoice>,
      true satisfies Same<ApiSchema<'SessionAnswer'>, SessionAnswer>,
      true satisfies Same<ApiSchema<'ContactMessageAnswer'>, ContactMessageAnswer>,
      true satisfies Same<ApiSchema<'UploadedPhoto'>, UploadedPhoto>,
      true satisfies Same<ApiAnswer<'/car/{id}'>, Car>,
      true satisfies Same<ApiAnswer<'/bookings', 'POST'>, Booking>,
      true satisfies Same<ApiBody<'/contact', 'POST'>, ContactMessageInput>,
    ];
    expect(same).not.toContain(false);
  });

  it('fails type-checking for a call the API would not accept', () => {
    // Never run: each line is a type error, and tsc fails when one of them stops being one.
    const wrongCalls = () => [
      // @ts-expect-error a path the API does not have
      apiRequest('/carz'),
      // @ts-expect-error a method the path does not take
      apiRequest('/car/{id}', { method: 'POST', params: { id: 'x' } }),
      // @ts-expect-error a path parameter left out
      apiRequest('/car/{id}'),
      // @ts-expect-error a body without the fields the API requires
      apiRequest('/bookings', { method: 'POST', body: { carId: 'x' } }),
      // @ts-expect-error a query parameter the API does not know
      apiRequest('/allCars', { query: { limitt: 6 } }),
      // @ts-expect-error a body on a route that takes none
      apiRequest('/me', { body: {} }),
      // @ts-expect-error a route whose body is not JSON (a photo's bytes: XMLHttpRequest's)
      apiRequest('/photos', { method: 'POST' }),
    ];
    expect(wrongCalls).toBeTypeOf('function');
  });
});

describe("a failed request's reference", () => {
  afterEach(() => showLanguage('en'));

  it("takes the request id from the error body, else from nginx's or the API's header", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(500, { statusCode: 500, message: 'Something broke.', requestId: 'body-id-1234' }),
    );
    await expect(apiRequest('/cars')).rejects.toMatchObject({ requestId: 'body-id-1234' });
    vi.stubGlobal('fetch', async () => {
      const response = answer(502, '<html>Bad Gateway</html>');
      response.headers.set('X-Request-Id', '0a1b2c3d4e5f60718293a4b5c6d7e8f9');
      return response;
    });
    await expect(apiRequest('/cars')).rejects.toMatchObject({
      status: 502,
      requestId: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    });
  });

  it('is shown for a failure on the server only, short, after the words, in the page language', async () => {
    const failed = (status: number, fromServer = true) =>
      new ApiError(
        status,
        fromServer ? 'Something broke.' : `Request failed (${status})`,
        fromServer,
        {},
        {},
        undefined,
        undefined,
        '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01',
      );
    expect(errorReference(failed(500))).toBe('3f2b8c1e');
    expect(apiErrorMessage(failed(500), 'Failed')).toBe('Something broke. Reference: 3f2b8c1e.');
    expect(apiErrorMessage(failed(502, false), 'Failed')).toBe('Failed Reference: 3f2b8c1e.');
    // A refusal says what to do; a network failure reached no server; no id, no reference.
    expect(apiErrorMessage(failed(409), 'Failed')).toBe('Something broke.');
    expect(errorReference(failed(0, false))).toBeNull();
    expect(errorReference(new ApiError(500, 'Something broke.'))).toBeNull();
    await showLanguage('bn');
    expect(apiErrorMessage(failed(503), 'Failed')).toBe('Something broke. রেফারেন্স: 3f2b8c1e।');
  });
});
