import { expect } from 'vitest';

/** How every code of the API's error answers reads: `booking.overlap`, `not_found`. */
export const ERROR_CODE_SHAPE = /^(?:[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*|[a-z]+(?:_[a-z]+)*)$/;

/**
 * Any code of that shape, for the helpers that check whole error bodies; which code a refusal
 * gets is checked in common/error-codes.test.ts and by the tests of the refusals a front end
 * names (a booking's overlap, a rate limit, a signed-out caller).
 */
export const anErrorCode = expect.stringMatching(ERROR_CODE_SHAPE) as unknown;
