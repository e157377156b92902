import { describe, expect, it } from 'vitest';
import {
  CAR_LISTING_MESSAGES,
  type CarListingInput,
  isValidDailyRentalPrice,
  PHOTO_MESSAGES,
  photoAddresses,
  validateCarListing,
} from './car-listing.js';
import { REFUSALS } from './refusals.js';

const listing = (overrides: Partial<CarListingInput> = {}): CarListingInput => ({
  carModel: 'Axio',
  brand: 'Toyota',
  dailyRentalPrice: 45.5,
  bookingStatus: 'available',
  registrationNumber: 'DHA-GA-11-2233',
  features: 'AC, GPS',
  description: 'Clean and quiet.',
  imageUrl: 'https://images.example.com/axio.jpg',
  location: 'Banani, Dhaka',
  ...overrides,
});

describe('validateCarListing', () => {
  it("reports each broken rule by its refusal's code, whose English is the rule's", () => {
    for (const [rule, english] of Object.entries(CAR_LISTING_MESSAGES))
      expect(REFUSALS[`carListing.${rule as keyof typeof CAR_LISTING_MESSAGES}`].en).toBe(english);
    for (const [rule, english] of Object.entries(PHOTO_MESSAGES))
      expect(REFUSALS[`photo.${rule as keyof typeof PHOTO_MESSAGES}`].en).toBe(english);
  });

  it('accepts a complete listing, and one with only the required fields', () => {
    expect(validateCarListing(listing())).toEqual({});
    expect(
      validateCarListing({
        carModel: 'Axio',
        dailyRentalPrice: 30,
        bookingStatus: 'unavailable',
        registrationNumber: 'DHA-1',
        location: 'Dhaka',
      }),
    ).toEqual({});
  });

  it('names each missing required field, after trimming', () => {
    const errors = validateCarListing(
      listing({ carModel: '  ', registrationNumber: '', location: '\t' }),
    );
    expect(errors).toEqual({
      carModel: 'carListing.carModelMissing',
      registrationNumber: 'carListing.registrationNumberMissing',
      location: 'carListing.locationMissing',
    });
  });

  it('refuses a status other than available or unavailable (the empty placeholder too)', () => {
    expect(
      validateCarListing(listing({ bookingStatus: '' as CarListingInput['bookingStatus'] })),
    ).toEqual({ bookingStatus: 'carListing.statusMissing' });
  });

  it.each([
    [0, 'carListing.priceInvalid'],
    [1e-9, 'carListing.priceInvalid'],
    [0.004, 'carListing.priceInvalid'],
    [-5, 'carListing.priceInvalid'],
    [10.555, 'carListing.priceInvalid'],
    [45.000000001, 'carListing.priceInvalid'],
    [99_999.991, 'carListing.priceInvalid'],
    [Number.NaN, 'carListing.priceMissing'],
    [Number.POSITIVE_INFINITY, 'carListing.priceInvalid'],
    [100_000.01, 'carListing.priceTooHigh'],
  ])('refuses the daily price %s', (price, message) => {
    expect(validateCarListing(listing({ dailyRentalPrice: price }))).toEqual({
      dailyRentalPrice: message,
    });
  });

  it('takes prices with up to 2 decimals, floating-point noise included', () => {
    for (const price of [0.01, 19.99, 0.1 + 0.2, 1.1 + 2.2, 100_000]) {
      expect(isValidDailyRentalPrice(price), String(price)).toBe(price <= 100_000);
    }
    expect(isValidDailyRentalPrice('45')).toBe(false);
  });

  it('takes every whole-cent price up to the limit, as JSON brings it', () => {
    for (let cents = 1; cents <= 10_000_000; cents += 997) {
      const price = JSON.parse((cents / 100).toFixed(2)) as number;
      expect(isValidDailyRentalPrice(price), String(price)).toBe(true);
    }
  });

  it('refuses text longer than its limit', () => {
    const errors = validateCarListing(
      listing({ carModel: 'x'.repeat(101), description: 'y'.repeat(2001), brand: 'z'.repeat(61) }),
    );
    expect(errors).toEqual({
      carModel: 'carListing.carModelTooLong',
      description: 'carListing.descriptionTooLong',
      brand: 'carListing.brandTooLong',
    });
  });

  it('takes only public https image URLs, and not together with an uploaded photo', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/x.png',
      'ftp://a/b',
      'http://images.example.com/axio.jpg',
      'https://192.168.0.1/axio.jpg',
    ]) {
      expect(validateCarListing(listing({ imageUrl: bad })), bad).toEqual({
        imageUrl: 'carListing.imageUrlInvalid',
      });
    }
    expect(
      validateCarListing(listing({ photoId: '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01' })),
    ).toEqual({ imageUrl: 'carListing.imageUrlAndPhoto' });
    expect(
      validateCarListing(
        listing({ imageUrl: '', photoId: '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01' }),
      ),
    ).toEqual({});
  });

  it('refuses control characters (a NUL byte, a right-to-left override) in any text', () => {
    expect(
      validateCarListing(listing({ carModel: 'Axio\u0000', description: 'ok\u202Egnp' })),
    ).toEqual({
      carModel: 'carListing.controlCharacters',
      description: 'carListing.controlCharacters',
    });
    expect(validateCarListing(listing({ description: 'Line one\nLine two\tend' }))).toEqual({});
  });
});

describe('photoAddresses', () => {
  it('names the picture and its thumbnail under /api/photos', () => {
    expect(photoAddresses('abc')).toEqual({
      imageUrl: '/api/photos/abc.webp',
      thumbnailUrl: '/api/photos/abc-thumb.webp',
    });
  });
});
