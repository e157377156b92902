import { CAR_LISTING_MESSAGES, PHOTO_MESSAGES } from '@carzone/domain';
import { showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { t } from '../locales/messages.ts';
import { domainWordsIn, KNOWN_DOMAIN_TEXTS } from './domain-words.ts';

/** The domain's messages the car form can show under a field or for a photo. */
const FORM_MESSAGES = [
  ...Object.entries(CAR_LISTING_MESSAGES)
    // Refusals of a whole request, not of a field: the shell's pages and web-kit say those.
    .filter(
      ([key]) =>
        !['carNotFound', 'notYourCar', 'otherOwnersCars', 'otherOwnersBookings'].includes(key),
    )
    .map(([, message]) => message),
  ...Object.entries(PHOTO_MESSAGES)
    // A missing photo's picture (404), never an upload's refusal.
    .filter(([key]) => key !== 'photoNotFound')
    .map(([, message]) => message),
];

describe("the domain's words in the car form", () => {
  it('knows every message of the rules for a car and of the photo refusals', () => {
    expect([...KNOWN_DOMAIN_TEXTS].sort()).toEqual([...FORM_MESSAGES].sort());
  });

  it('says each in English exactly as the domain writes it', () => {
    for (const message of KNOWN_DOMAIN_TEXTS) {
      expect(domainWordsIn(message, t, 'en')).toBe(message);
    }
  });

  it('says them in Bangla, with Bengali digits; a text it does not know stays as it came', async () => {
    await showBangla();

    expect(domainWordsIn(CAR_LISTING_MESSAGES.carModelMissing, t, 'bn')).toBe(
      'অনুগ্রহ করে গাড়ির মডেল লিখুন।',
    );
    expect(domainWordsIn(CAR_LISTING_MESSAGES.carModelTooLong, t, 'bn')).toBe(
      'গাড়ির মডেল সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
    );
    expect(domainWordsIn(CAR_LISTING_MESSAGES.priceTooHigh, t, 'bn')).toBe(
      'দৈনিক ভাড়া সর্বোচ্চ $১০০০০০ হতে পারে।',
    );
    expect(domainWordsIn(PHOTO_MESSAGES.tooManyUploads, t, 'bn')).toBe(
      'অনেক বেশি আপলোড হয়েছে: প্রতি ১০ মিনিটে সর্বোচ্চ ২০টি। অনুগ্রহ করে কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(domainWordsIn('A newer rule.', t, 'bn')).toBe('A newer rule.');
  });
});
