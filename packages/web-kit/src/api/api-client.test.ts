import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage, apiRequest, apiResponse } from './api-client';

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
    const { body, headers } = await apiResponse<{ _id: string }[]>('/cars?q=x');
    expect(body).toEqual([{ _id: 'a' }]);
    expect(headers.get('X-Total-Count')).toBe('31');

    vi.stubGlobal('fetch', async () => answer(400, { message: 'The sort must be one of: …' }));
    await expect(apiResponse('/cars?sort=x')).rejects.toMatchObject({
      status: 400,
      message: 'The sort must be one of: …',
    });
  });
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie to /api and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => answer(201, { message: 'Thanks' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/contact', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({
      message: 'Thanks',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"name":"A"}' }),
    );
  });

  it("turns a refusal into an ApiError carrying the server's message", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(400, { statusCode: 400, error: 'Bad Request', message: 'email must be an email' }),
    );
    const error = await apiRequest('/contact').catch((e: unknown) => e);
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
    const error = await apiRequest('/addCars', { method: 'POST', body: {} }).catch(
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
    vi.stubGlobal('fetch', async () => answer(409, { message: 'Taken' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ fields: {} });
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
