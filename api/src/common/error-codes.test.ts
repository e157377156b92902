import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@carzone/domain';
import { body, toApiError } from './api-error.js';
import { catalogedCodes, errorCodeOf, statusCodeWord } from './error-codes.js';
import { TooManyRequestsException } from '../rate-limits/too-many-requests.js';
import { ConflictException, NotFoundException } from '@nestjs/common';

describe('error codes', () => {
  it('names a catalogued message by its catalogue and key', () => {
    expect(errorCodeOf(409, BOOKING_MESSAGES.overlap)).toBe('booking.overlap');
    expect(toApiError(new ConflictException(BOOKING_MESSAGES.overlap))).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'booking.overlap',
      message: 'These dates are already booked',
    });
  });

  it('falls back to the status in words for a message of no catalogue', () => {
    expect(statusCodeWord(404)).toBe('not_found');
    expect(statusCodeWord(429)).toBe('too_many_requests');
    expect(toApiError(new NotFoundException('Something unheard of'))).toMatchObject({
      code: 'not_found',
    });
    expect(body(500, 'Something went wrong on our side. Please try again later.')).toMatchObject({
      code: 'internal_server_error',
    });
  });

  it('keeps the code an exception was thrown with: a rate limit whatever its wait', () => {
    expect(toApiError(new TooManyRequestsException('bookings', 45))).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'rateLimit.bookings',
      message: 'Too many booking requests. Try again in 45 seconds.',
    });
  });

  it('gives every catalogued text one code, and no two texts the same code', () => {
    const codes = [...catalogedCodes().values()];
    expect(codes.length).toBeGreaterThan(50);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
  });
});
