import { describe, expect, it } from 'vitest';
import {
  drivingLicenceProblems,
  licenceCoversTrip,
  normalizeLicenceNumber,
} from './driving-licence.js';

// 2026-11-29 at noon in Dhaka.
const NOW = new Date('2026-11-29T06:00:00Z');

describe('drivingLicenceProblems', () => {
  it('keeps a licence as printed, in capitals, and one to the last day of ten years', () => {
    expect(
      drivingLicenceProblems({ number: 'dk0123456c00001', expiresOn: '2026-11-29' }, NOW),
    ).toEqual({});
    expect(drivingLicenceProblems({ number: 'DK 01-23/45', expiresOn: '2036-11-29' }, NOW)).toEqual(
      {},
    );
    expect(normalizeLicenceNumber('  dk  0123 456 ')).toBe('DK 0123 456');
  });

  it.each([
    ['1234', 'licence.numberInvalid'],
    ['ABCDEFGH', 'licence.numberInvalid'],
    ['-DK01234', 'licence.numberInvalid'],
    ['DK01234-', 'licence.numberInvalid'],
    ['DK0123_456', 'licence.numberInvalid'],
    ['D'.repeat(20) + '1', 'licence.numberInvalid'],
    [12345, 'licence.numberInvalid'],
  ])('refuses the number %j', (number, code) => {
    expect(drivingLicenceProblems({ number, expiresOn: '2030-01-01' }, NOW)).toEqual({
      number: code,
    });
  });

  it.each([
    ['2026-11-28', 'licence.expired'],
    ['2036-11-30', 'licence.expiresTooFar'],
    ['2027-02-29', 'licence.expiresOnInvalid'],
    ['29/11/2027', 'licence.expiresOnInvalid'],
    [undefined, 'licence.expiresOnInvalid'],
  ])('refuses the expiry %j', (expiresOn, code) => {
    expect(drivingLicenceProblems({ number: 'DK0123456', expiresOn }, NOW)).toEqual({
      expiresOn: code,
    });
  });
});

describe('licenceCoversTrip', () => {
  it('needs a licence valid on the day the car goes back', () => {
    expect(licenceCoversTrip(null, '2027-01-03')).toBe('missing');
    expect(licenceCoversTrip('2027-01-02', '2027-01-03')).toBe('expiresBeforeTripEnd');
    expect(licenceCoversTrip('2027-01-03', '2027-01-03')).toBe('covers');
  });
});
