// The domain's words the car form shows (its rules' messages, the photo's refusals), in the page's
// language. They arrive as English text, from the rules run here or in the server's answer, and are
// translated where they are shown; a text not known here (a newer server's) is shown as it came.
import {
  CAR_LISTING_LIMITS,
  CAR_LISTING_MESSAGES,
  formatNumberIn,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  type Language,
} from '@carzone/domain';
import { useLanguage, type MessageValues, type Translate } from '@carzone/web-kit';
import { useT, type OwnerText } from '../locales/messages.ts';

/** A text's key, and its values (numbers, in the language's digits). */
interface DomainWords {
  text: OwnerText;
  values?: (language: Language) => MessageValues;
}

const upTo =
  (max: number) =>
  (language: Language): MessageValues => ({ max: formatNumberIn(max, language) });

/** The domain's texts that are their own key. */
const AS_WRITTEN: readonly OwnerText[] = [
  CAR_LISTING_MESSAGES.carModelMissing,
  CAR_LISTING_MESSAGES.priceMissing,
  CAR_LISTING_MESSAGES.priceInvalid,
  CAR_LISTING_MESSAGES.statusMissing,
  CAR_LISTING_MESSAGES.registrationNumberMissing,
  CAR_LISTING_MESSAGES.locationMissing,
  CAR_LISTING_MESSAGES.imageUrlInvalid,
  CAR_LISTING_MESSAGES.photoIdInvalid,
  CAR_LISTING_MESSAGES.photoNotFound,
  CAR_LISTING_MESSAGES.imageUrlAndPhoto,
  CAR_LISTING_MESSAGES.controlCharacters,
  PHOTO_MESSAGES.tooLarge,
  PHOTO_MESSAGES.empty,
  PHOTO_MESSAGES.notAPicture,
  PHOTO_MESSAGES.damaged,
  PHOTO_MESSAGES.tooManyPixels,
];

/** The domain's texts with a limit in them: the English as it comes, and its key with the limit. */
const WITH_LIMITS: readonly (readonly [string, DomainWords])[] = [
  [
    CAR_LISTING_MESSAGES.carModelTooLong,
    {
      text: 'The car model can be at most {max} characters long.',
      values: upTo(CAR_LISTING_LIMITS.carModel),
    },
  ],
  [
    CAR_LISTING_MESSAGES.brandTooLong,
    {
      text: 'The brand can be at most {max} characters long.',
      values: upTo(CAR_LISTING_LIMITS.brand),
    },
  ],
  [
    CAR_LISTING_MESSAGES.priceTooHigh,
    {
      text: 'The daily rental price can be at most {price}.',
      values: (language) => ({
        price: `$${formatNumberIn(CAR_LISTING_LIMITS.maxDailyRentalPrice, language)}`,
      }),
    },
  ],
  [
    CAR_LISTING_MESSAGES.registrationNumberTooLong,
    {
      text: 'The registration number can be at most {max} characters long.',
      values: upTo(CAR_LISTING_LIMITS.registrationNumber),
    },
  ],
  [
    CAR_LISTING_MESSAGES.locationTooLong,
    {
      text: 'The location can be at most {max} characters long.',
      values: upTo(CAR_LISTING_LIMITS.location),
    },
  ],
  [
    CAR_LISTING_MESSAGES.featuresTooLong,
    {
      text: 'The features can be at most {max} characters long.',
      values: upTo(CAR_LISTING_LIMITS.features),
    },
  ],
  [
    CAR_LISTING_MESSAGES.descriptionTooLong,
    {
      text: 'The description can be at most {max} characters long.',
      values: upTo(CAR_LISTING_LIMITS.description),
    },
  ],
  [
    CAR_LISTING_MESSAGES.imageUrlTooLong,
    {
      text: 'The image URL can be at most {max} characters long.',
      values: upTo(CAR_LISTING_LIMITS.imageUrl),
    },
  ],
  [
    PHOTO_MESSAGES.tooManyUploads,
    {
      text: 'Too many uploads: at most {count} every {minutes} minutes. Please wait and try again.',
      values: (language) => ({
        count: formatNumberIn(PHOTO_LIMITS.uploadsPerWindow, language),
        minutes: formatNumberIn(PHOTO_LIMITS.windowMinutes, language),
      }),
    },
  ],
];

const DOMAIN_WORDS: ReadonlyMap<string, DomainWords> = new Map([
  ...AS_WRITTEN.map((text) => [text, { text }] as const),
  ...WITH_LIMITS,
]);

/** The English texts this area knows from the domain (for its tests). */
export const KNOWN_DOMAIN_TEXTS: readonly string[] = [...DOMAIN_WORDS.keys()];

/** A domain message in `language`; any other text as it is. */
export function domainWordsIn(
  message: string,
  translate: Translate<OwnerText>,
  language: Language,
): string {
  const words = DOMAIN_WORDS.get(message);
  return words ? translate(words.text, words.values?.(language)) : message;
}

/** `domainWordsIn` for components, in the language the page shows (nothing stays nothing). */
export function useDomainWords(): (message: string | null | undefined) => string | undefined {
  const t = useT();
  const language = useLanguage();
  return (message) => (message ? domainWordsIn(message, t, language) : undefined);
}
