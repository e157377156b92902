// A renter's driving licence, kept on their profile: its number and expiry as printed,
// and a photo of it that only its holder and the owners of cars they are to drive may see. An
// owner may ask self-drive renters for one (`licenceRequired` on the listing, trip-offer.ts); a
// self-drive booking of such a car needs a licence valid until the car goes back.
import { dhakaToday, isCalendarDate } from './dhaka-dates.js';
import type { RefusalCode } from './refusals.js';

/** A licence as its holder, and the owner of a car they are to drive, reads it. */
export interface DrivingLicence {
  /** As printed, in capitals: `DK0123456C00001`. */
  number: string;
  /** The last day it is valid, YYYY-MM-DD. */
  expiresOn: string;
  /**
   * The photo's private address (its holder and those owners only), or null before one is sent;
   * to a car's owner, null too on a request they have not accepted yet.
   */
  photoUrl: string | null;
}

/** `GET /api/me/licence`: the caller's licence, or nothing yet (every field null). */
export type OwnLicence =
  DrivingLicence | { number: null; expiresOn: null; photoUrl: string | null };

/** `PUT /api/me/licence`. */
export interface DrivingLicenceInput {
  number: string;
  expiresOn: string;
}

export const DRIVING_LICENCE_LIMITS = {
  numberMinLength: 5,
  numberMaxLength: 20,
  /** Bangladesh issues licences for at most ten years; a later date is a typing mistake. */
  maxYearsValid: 10,
} as const;

/** The English of each broken rule (`REFUSALS['licence.…'].en`, `REFUSALS['booking.licence…']`). */
export const DRIVING_LICENCE_MESSAGES = {
  numberInvalid: `Enter the licence number as printed on it: ${DRIVING_LICENCE_LIMITS.numberMinLength} to ${DRIVING_LICENCE_LIMITS.numberMaxLength} letters and digits.`,
  expiresOnInvalid: 'Enter the date the licence expires, as printed on it.',
  expired: 'This licence has expired. Add one that is still valid.',
  expiresTooFar: `A licence is valid for at most ${DRIVING_LICENCE_LIMITS.maxYearsValid} years: check the expiry date.`,
  licenceNotFound: 'Add your licence number and expiry date first.',
  licenceMissing:
    "This car's owner asks self-drive renters for a driving licence. Add yours on your profile, then book again.",
  licenceExpiresBeforeTripEnd:
    'Your driving licence expires on {expiresOn}, before this trip ends. Add a licence valid until {endDate} on your profile.',
} as const;

export type DrivingLicenceRefusalCode = Extract<RefusalCode, `licence.${string}`>;

/** Letters, digits, and the spaces, dashes and slashes some licences print between them. */
const NUMBER_CHARACTERS = /^[A-Z0-9][A-Z0-9 /-]*[A-Z0-9]$/;

/** A typed number as it is kept: trimmed, in capitals, runs of spaces made one. */
export function normalizeLicenceNumber(typed: string): string {
  return typed.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** The last day a licence issued today could be valid: today, ten years on (compared as text). */
function latestExpiry(today: string): string {
  return `${Number(today.slice(0, 4)) + DRIVING_LICENCE_LIMITS.maxYearsValid}${today.slice(4)}`;
}

/**
 * Each broken rule of a licence as typed, by field, as a refusal's code; empty when it can be
 * kept. The number is read as `normalizeLicenceNumber` keeps it.
 */
export function drivingLicenceProblems(
  input: { number?: unknown; expiresOn?: unknown },
  now: Date = new Date(),
): Partial<Record<keyof DrivingLicenceInput, DrivingLicenceRefusalCode>> {
  const problems: Partial<Record<keyof DrivingLicenceInput, DrivingLicenceRefusalCode>> = {};
  const number = typeof input.number === 'string' ? normalizeLicenceNumber(input.number) : '';
  if (
    number.length < DRIVING_LICENCE_LIMITS.numberMinLength ||
    number.length > DRIVING_LICENCE_LIMITS.numberMaxLength ||
    !NUMBER_CHARACTERS.test(number) ||
    !/[0-9]/.test(number)
  )
    problems.number = 'licence.numberInvalid';
  const expiresOn = input.expiresOn;
  if (typeof expiresOn !== 'string' || !isCalendarDate(expiresOn))
    problems.expiresOn = 'licence.expiresOnInvalid';
  else if (expiresOn < dhakaToday(now)) problems.expiresOn = 'licence.expired';
  else if (expiresOn > latestExpiry(dhakaToday(now))) problems.expiresOn = 'licence.expiresTooFar';
  return problems;
}

/**
 * Whether a licence expiring on `expiresOn` (null: none) lets its holder drive a self-drive trip that ends (the car goes back) on
 * `endDate`: valid on that day too.
 */
export function licenceCoversTrip(
  expiresOn: string | null,
  endDate: string,
): 'covers' | 'missing' | 'expiresBeforeTripEnd' {
  if (expiresOn === null) return 'missing';
  return expiresOn >= endDate ? 'covers' : 'expiresBeforeTripEnd';
}
