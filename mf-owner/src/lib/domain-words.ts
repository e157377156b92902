// The domain's refusals the owner's forms show (the car's rules, its trip rules, the photo's
// refusals, a block's dates and note), in the page's language. They arrive as codes (`REFUSALS`),
// from the rules run here (`validateCarListing`, the photo's size and type, `carBlockDatesProblem`)
// or with the server's answer to an upload, and are put in this area's words where they are shown:
// by code, never by their words. A code not known here (a newer server's) shows the server's words
// as they came.
import {
  CAR_BLOCK_LIMITS,
  CAR_LISTING_LIMITS,
  formatNumberIn,
  PHOTO_LIMITS,
  TRIP_RULE_LIMITS,
  type CarBlockDatesProblem,
  type CarListingFieldRefusalCode,
  type Language,
  type PhotoUploadRefusalCode,
} from '@carzone/domain';
import { useLanguage, type MessageValues, type Translate } from '@carzone/web-kit';
import { useT, type OwnerText } from '../locales/messages.ts';

/** A refusal's text in this area's catalog, and its values (numbers, in the language's digits). */
interface RefusalWords {
  text: OwnerText;
  values?: (language: Language) => MessageValues;
}

/** A block's refusal the calendar's form finds itself: of its dates, or of its note. */
export type CarBlockFormRefusalCode = `carBlock.${CarBlockDatesProblem}` | 'carBlock.noteTooLong';

/**
 * A refusal this area puts in its own words: of a listing's field, of a photo's upload, or of
 * days to block.
 */
export type OwnerRefusalCode =
  CarListingFieldRefusalCode | PhotoUploadRefusalCode | CarBlockFormRefusalCode;

const upTo =
  (max: number) =>
  (language: Language): MessageValues => ({ max: formatNumberIn(max, language) });

/** The lowest and highest a trip rule may be, in the language's digits. */
const between =
  ({ lowest, highest }: { lowest: number; highest: number }) =>
  (language: Language): MessageValues => ({
    lowest: formatNumberIn(lowest, language),
    highest: formatNumberIn(highest, language),
  });

/** The words of each refusal, by code: of every listing field, of an upload, of a block. */
const REFUSAL_WORDS = {
  'carListing.carModelMissing': { text: 'Please enter the car model.' },
  'carListing.carModelTooLong': {
    text: 'The car model can be at most {max} characters long.',
    values: upTo(CAR_LISTING_LIMITS.carModel),
  },
  'carListing.brandTooLong': {
    text: 'The brand can be at most {max} characters long.',
    values: upTo(CAR_LISTING_LIMITS.brand),
  },
  'carListing.priceMissing': { text: 'Please enter the daily rental price.' },
  'carListing.priceInvalid': {
    text: 'The daily rental price must be a number greater than 0, with at most 2 decimals.',
  },
  'carListing.priceTooHigh': {
    text: 'The daily rental price can be at most {price}.',
    values: (language) => ({
      price: `$${formatNumberIn(CAR_LISTING_LIMITS.maxDailyRentalPrice, language)}`,
    }),
  },
  'carListing.statusMissing': {
    text: 'Please choose whether the car is available or unavailable.',
  },
  'carListing.registrationNumberMissing': { text: 'Please enter the registration number.' },
  'carListing.registrationNumberTooLong': {
    text: 'The registration number can be at most {max} characters long.',
    values: upTo(CAR_LISTING_LIMITS.registrationNumber),
  },
  'carListing.locationMissing': { text: 'Please enter the location.' },
  'carListing.locationTooLong': {
    text: 'The location can be at most {max} characters long.',
    values: upTo(CAR_LISTING_LIMITS.location),
  },
  'carListing.featuresTooLong': {
    text: 'The features can be at most {max} characters long.',
    values: upTo(CAR_LISTING_LIMITS.features),
  },
  'carListing.descriptionTooLong': {
    text: 'The description can be at most {max} characters long.',
    values: upTo(CAR_LISTING_LIMITS.description),
  },
  'carListing.imageUrlInvalid': {
    text: 'The image URL must be a public web address starting with https://.',
  },
  'carListing.imageUrlTooLong': {
    text: 'The image URL can be at most {max} characters long.',
    values: upTo(CAR_LISTING_LIMITS.imageUrl),
  },
  'carListing.photoIdInvalid': {
    text: 'The uploaded photo is not valid: please upload it again.',
  },
  'carListing.photoNotFound': {
    text: 'The uploaded photo was not found: please upload it again.',
  },
  'carListing.imageUrlAndPhoto': {
    text: 'Give either an image URL or an uploaded photo, not both.',
  },
  'carListing.controlCharacters': {
    text: 'This text contains invisible control characters: please remove them.',
  },
  'carListing.minDaysInvalid': {
    text: 'The shortest trip must be a whole number of days from {lowest} to {highest}.',
    values: between(TRIP_RULE_LIMITS.minDays),
  },
  'carListing.maxDaysInvalid': {
    text: 'The longest trip must be a whole number of days from the shortest trip up to {max}.',
    values: upTo(TRIP_RULE_LIMITS.maxDays.highest),
  },
  'carListing.advanceNoticeInvalid': {
    text: 'The advance notice must be a whole number of hours from {lowest} to {highest}.',
    values: between(TRIP_RULE_LIMITS.advanceNoticeHours),
  },
  'carListing.advancePercentInvalid': {
    text: 'The advance must be 0 (none) or a whole percentage from 10 to 50 of the trip price.',
  },
  'carListing.instantBookingInvalid': {
    text: 'Choose how renters book: instant booking or requests.',
  },
  'carListing.driverOptionInvalid': {
    text: 'Choose how the car is rented: with a driver, self-drive, or both.',
  },
  'carListing.driverRateMissing': {
    text: "With a driver, give each of the driver's rates: the daily rate, overtime, night halt and out of town (0 for none).",
  },
  'carListing.driverRateInvalid': {
    text: 'A rate must be a number of 0 or more, with at most 2 decimals.',
  },
  'carListing.driverRateTooHigh': { text: 'A rate can be at most $100000.' },
  'carListing.fuelPolicyInvalid': {
    text: 'With a driver, choose who pays the fuel: included, or paid by the renter.',
  },
  'carListing.seatsInvalid': { text: 'The seats must be a whole number from 2 to 15.' },
  'carListing.districtInvalid': { text: "Choose the car's district from the list." },
  'carListing.licenceRequiredInvalid': {
    text: 'Choose whether self-drive renters must have a driving licence.',
  },
  'carListing.requireVerifiedPhoneInvalid': {
    text: 'Choose whether renters must have a verified mobile number.',
  },
  'photo.tooLarge': { text: 'The photo is too large: at most 8 MB.' },
  'photo.empty': { text: 'No photo was sent.' },
  'photo.notAPicture': { text: 'This file is not a JPEG, PNG or WebP picture.' },
  'photo.damaged': { text: 'This picture is damaged or incomplete: please choose another.' },
  'photo.tooManyPixels': {
    text: 'This picture has too many pixels to process: at most 60 megapixels.',
  },
  'photo.tooManyUploads': {
    text: 'Too many uploads: at most {count} every {minutes} minutes. Please wait and try again.',
    values: (language) => ({
      count: formatNumberIn(PHOTO_LIMITS.uploadsPerWindow, language),
      minutes: formatNumberIn(PHOTO_LIMITS.windowMinutes, language),
    }),
  },
  'carBlock.notADate': { text: 'Dates must be real calendar dates written YYYY-MM-DD.' },
  'carBlock.startInPast': {
    text: 'The start date cannot be earlier than today (Bangladesh time).',
  },
  'carBlock.endNotAfterStart': { text: 'The end date must be after the start date.' },
  'carBlock.tooLong': {
    text: 'A block can hold at most {max} days: block a long time in several parts.',
    values: upTo(CAR_BLOCK_LIMITS.nights),
  },
  'carBlock.noteTooLong': {
    text: 'The note can be at most {max} characters long.',
    values: upTo(CAR_BLOCK_LIMITS.note),
  },
} as const satisfies Record<OwnerRefusalCode, RefusalWords>;

/** The codes this area puts in its own words (for its tests). */
export const KNOWN_REFUSAL_CODES = Object.keys(REFUSAL_WORDS) as OwnerRefusalCode[];

const isKnown = (code: string): code is OwnerRefusalCode => Object.hasOwn(REFUSAL_WORDS, code);

/**
 * A refusal's code in `language`, in this area's words; a code not known here shows
 * `serverMessage` (the server's words, in the page's language already), else nothing.
 */
export function refusalWordsIn(
  code: string | null | undefined,
  translate: Translate<OwnerText>,
  language: Language,
  serverMessage?: string,
): string | undefined {
  if (!code || !isKnown(code)) return serverMessage || undefined;
  const words: RefusalWords = REFUSAL_WORDS[code];
  return translate(words.text, words.values?.(language));
}

/** `refusalWordsIn` for components, in the language the page shows (nothing stays nothing). */
export function useRefusalWords(): (
  code: string | null | undefined,
  serverMessage?: string,
) => string | undefined {
  const t = useT();
  const language = useLanguage();
  return (code, serverMessage) => refusalWordsIn(code, t, language, serverMessage);
}
