import { REFUSALS, type RefusalCode } from '@carzone/domain/refusals';
import { showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { t } from '../locales/messages.ts';
import { KNOWN_REFUSAL_CODES, refusalWordsIn } from './domain-words.ts';

/**
 * The refusals the car form can show under a field or for a photo, and the calendar's form for
 * the days to block, by code.
 */
const FORM_REFUSALS = (Object.keys(REFUSALS) as RefusalCode[]).filter(
  (code) =>
    (code.startsWith('carListing.') || code.startsWith('photo.') || code.startsWith('carBlock.')) &&
    // Refusals of a whole request, not of a field: the shell's pages and web-kit say those.
    ![
      'carListing.carNotFound',
      'carListing.notYourCar',
      'carListing.otherOwnersCars',
      'carListing.otherOwnersBookings',
      'carListing.deleteBlocked',
      // A missing photo's picture (404), never an upload's refusal.
      'photo.photoNotFound',
      // What only the server can find (the car's bookings and blocks, a note that is not text, a
      // block gone or a malformed id): the calendar shows the server's words as they come.
      'carBlock.overBooking',
      'carBlock.overBlock',
      'carBlock.noteNotText',
      'carBlock.blockNotFound',
      'carBlock.idInvalid',
    ].includes(code),
);

describe("the domain's refusals in the owner's forms, by code", () => {
  it("knows every refusal of a car's fields, of a photo upload and of days to block", () => {
    expect([...KNOWN_REFUSAL_CODES].sort()).toEqual([...FORM_REFUSALS].sort());
  });

  /** Each code whose words here are not the refusal table's in `language`. */
  const differing = (language: 'en' | 'bn') =>
    KNOWN_REFUSAL_CODES.filter(
      (code) => refusalWordsIn(code, t, language) !== REFUSALS[code][language],
    ).map((code) => `${code}: ${refusalWordsIn(code, t, language)} ≠ ${REFUSALS[code][language]}`);

  it("says each as the refusal table's English on an English page", () => {
    expect(differing('en')).toEqual([]);
  });

  it("says each as the table's Bangla on a Bangla page, values in Bengali digits", async () => {
    await showBangla();
    expect(differing('bn')).toEqual([]);
    expect(refusalWordsIn('carListing.carModelTooLong', t, 'bn')).toBe(
      'গাড়ির মডেল সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
    );
    expect(refusalWordsIn('carListing.priceTooHigh', t, 'bn')).toBe(
      'দৈনিক ভাড়া সর্বোচ্চ $১০০০০০ হতে পারে।',
    );
    expect(refusalWordsIn('carListing.minDaysInvalid', t, 'bn')).toBe(
      'সবচেয়ে ছোট ট্রিপ অবশ্যই ১ থেকে ৩০-এর মধ্যে পূর্ণ সংখ্যার দিন হতে হবে।',
    );
    expect(refusalWordsIn('carBlock.tooLong', t, 'bn')).toBe(
      'একবারে সর্বোচ্চ ৩৬৬ দিন বন্ধ রাখা যায়: লম্বা সময় কয়েক ভাগে বন্ধ রাখুন।',
    );
  });

  it("shows a code it does not know in the server's words, and nothing without either", () => {
    expect(refusalWordsIn('carListing.newerRule', t, 'en', 'A newer rule.')).toBe('A newer rule.');
    expect(refusalWordsIn(undefined, t, 'en', 'Words of ours.')).toBe('Words of ours.');
    expect(refusalWordsIn('carListing.newerRule', t, 'en')).toBeUndefined();
    expect(refusalWordsIn(undefined, t, 'en')).toBeUndefined();
  });
});
