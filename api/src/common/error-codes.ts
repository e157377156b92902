// The stable, machine-readable `code` every error answer carries beside its English `message`:
// a front end shows its own words for the code (in the visitor's language) and falls back to the
// message for a code it does not know. Codes never change once published; messages may.
import { STATUS_CODES } from 'node:http';
import {
  BOOKING_MESSAGES,
  CAR_LIST_MESSAGES,
  CAR_LISTING_MESSAGES,
  CONTACT_MESSAGES,
  LANGUAGE_MESSAGES,
  PHOTO_MESSAGES,
  PROFILE_PHOTO_MESSAGES,
} from '@carzone/domain';
import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import { MESSAGES as AUTH_MESSAGES } from '../auth/auth.service.js';
import { NOT_TEXT_MESSAGES } from '../cars/dto/car-listing.dto.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database/database-unavailable.js';
import { HEALTH_MESSAGES } from '../health/health.service.js';
import { CROSS_SITE_MESSAGE } from './http-guards.js';
import { JSON_BODY_MESSAGES } from './json-body-guard.js';
import { CLIENT_ERROR_MESSAGES } from './router-errors.js';
import { NOT_AN_OBJECT_MESSAGE } from './validation.pipe.js';

type Catalogue = Readonly<Record<string, unknown>>;

/**
 * Each catalogue of messages and the prefix of its codes (`booking.overlap`). A text found in
 * two catalogues takes the code of the first listed: the more general ones come first.
 */
function catalogues(): [prefix: string, messages: Catalogue][] {
  return [
    ['request', CLIENT_ERROR_MESSAGES],
    ['request', { crossSite: CROSS_SITE_MESSAGE, notAnObject: NOT_AN_OBJECT_MESSAGE }],
    ['jsonBody', JSON_BODY_MESSAGES],
    ['service', { unavailable: DATABASE_UNAVAILABLE_MESSAGE }],
    ['health', HEALTH_MESSAGES],
    ['auth', AUTH_MESSAGES],
    ['carList', CAR_LIST_MESSAGES],
    ['carSearchDates', CAR_SEARCH_DATE_MESSAGES],
    ['carListing', CAR_LISTING_MESSAGES],
    ['carListingNotText', NOT_TEXT_MESSAGES],
    ['photo', PHOTO_MESSAGES],
    ['profilePhoto', PROFILE_PHOTO_MESSAGES],
    ['booking', BOOKING_MESSAGES],
    ['contact', CONTACT_MESSAGES],
    ['language', LANGUAGE_MESSAGES],
  ];
}

let codesByMessage: Map<string, string> | undefined;

/** Every catalogued message (fixed texts only: the ones made from values get explicit codes). */
export function catalogedCodes(): ReadonlyMap<string, string> {
  // Built on first use, not at import: the catalogues' modules import this one's importers.
  if (!codesByMessage) {
    codesByMessage = new Map();
    for (const [prefix, messages] of catalogues())
      for (const [key, text] of Object.entries(messages))
        if (typeof text === 'string' && !codesByMessage.has(text))
          codesByMessage.set(text, `${prefix}.${key}`);
  }
  return codesByMessage;
}

/** A status in words as a code: 404 → `not_found`, 429 → `too_many_requests`. */
export function statusCodeWord(statusCode: number): string {
  return (STATUS_CODES[statusCode] ?? 'error').toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/**
 * The code of an error answer: the one it was thrown with, else its message's in the
 * catalogues, else its status in words.
 */
export function errorCodeOf(statusCode: number, message: string, explicit?: string): string {
  return explicit ?? catalogedCodes().get(message) ?? statusCodeWord(statusCode);
}
