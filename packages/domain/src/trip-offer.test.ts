import { describe, expect, it } from 'vitest';
import { totalPrice } from './money.js';
import {
  type DriverTerms,
  quoteTrip,
  SELF_DRIVE_ONLY,
  tripChoiceProblem,
  tripOfferProblems,
} from './trip-offer.js';
import { isDistrictId } from './districts.js';

const WITH_DRIVER: DriverTerms = {
  driverOption: 'both',
  driverDailyRate: 20,
  overtimeHourlyRate: 3.5,
  nightHaltRate: 10,
  intercityDailySurcharge: 15,
  fuelPolicy: 'renter-pays',
};
const car = (terms: DriverTerms = WITH_DRIVER) => ({
  ...terms,
  dailyRentalPrice: 50,
  district: 'dhaka',
});

describe('quoteTrip', () => {
  it("prices the issue's example: 2 days with a driver to another district is 198.00", () => {
    const quote = quoteTrip(car(), 2, { withDriver: true, destinationDistrict: 'coxs-bazar' });
    expect(quote.lines).toEqual([
      { kind: 'car', days: 2, rate: 50, amount: 100 },
      { kind: 'driver', days: 2, rate: 20, amount: 40 },
      { kind: 'outOfTown', days: 2, dailySurcharge: 15, nights: 1, nightHalt: 10, amount: 40 },
      { kind: 'serviceCharge', percent: 10, amount: 18 },
      { kind: 'fuel', policy: 'renter-pays' },
      { kind: 'overtime', hourlyRate: 3.5 },
    ]);
    expect(quote.totalPrice).toBe(198);
  });

  it('adds nothing for the way out when the trip stays in the car’s district', () => {
    for (const destinationDistrict of [null, 'dhaka']) {
      const quote = quoteTrip(car(), 3, { withDriver: true, destinationDistrict });
      expect(quote.lines.map((line) => line.kind)).toEqual([
        'car',
        'driver',
        'serviceCharge',
        'fuel',
        'overtime',
      ]);
      expect(quote.totalPrice).toBe(231);
    }
  });

  it('prices self-drive as the spec does, days × daily price + 10 %, whatever the destination', () => {
    for (const [days, price] of [
      [1, 50],
      [3, 35.5],
      [7, 123.45],
      [30, 19.99],
    ] as const) {
      const quote = quoteTrip(
        { ...SELF_DRIVE_ONLY, dailyRentalPrice: price, district: 'sylhet' },
        days,
        { withDriver: false, destinationDistrict: 'dhaka' },
      );
      expect(quote.lines.map((line) => line.kind)).toEqual(['car', 'serviceCharge']);
      expect(quote.totalPrice).toBe(totalPrice(days, price));
    }
  });

  it('keeps the total the exact sum of the lines, to the cent', () => {
    const quote = quoteTrip(
      {
        ...WITH_DRIVER,
        driverDailyRate: 0.1,
        intercityDailySurcharge: 0.2,
        nightHaltRate: 0.3,
        dailyRentalPrice: 0.7,
        district: 'dhaka',
      },
      3,
      { withDriver: true, destinationDistrict: 'bogura' },
    );
    const sum = quote.lines.reduce(
      (total, line) => total + ('amount' in line ? Math.round(line.amount * 100) : 0),
      0,
    );
    expect(Math.round(quote.totalPrice * 100)).toBe(sum);
    expect(quote.totalPrice).toBe(3.96);
  });
});

describe('tripChoiceProblem', () => {
  it('refuses a driver the car does not offer, and self-drive of a car rented with its driver', () => {
    expect(tripChoiceProblem({ driverOption: 'self-drive' }, { withDriver: true })).toBe(
      'driverNotOffered',
    );
    expect(tripChoiceProblem({ driverOption: 'with-driver' }, { withDriver: false })).toBe(
      'selfDriveNotOffered',
    );
    expect(tripChoiceProblem({ driverOption: 'both' }, { withDriver: false })).toBeNull();
    expect(tripChoiceProblem({ driverOption: 'both' }, { withDriver: true })).toBeNull();
  });
});

describe('tripOfferProblems', () => {
  it('takes a listing that says nothing of its offer: self-drive, 5 seats, Dhaka', () => {
    expect(tripOfferProblems({})).toEqual({});
  });

  it('asks a with-driver listing for every rate and the fuel, 0 allowed', () => {
    expect(tripOfferProblems({ driverOption: 'with-driver' })).toEqual({
      driverDailyRate: 'driverRateMissing',
      overtimeHourlyRate: 'driverRateMissing',
      nightHaltRate: 'driverRateMissing',
      intercityDailySurcharge: 'driverRateMissing',
      fuelPolicy: 'fuelPolicyInvalid',
    });
    expect(
      tripOfferProblems({
        driverOption: 'both',
        driverDailyRate: 20,
        overtimeHourlyRate: 0,
        nightHaltRate: 10.5,
        intercityDailySurcharge: 0,
        fuelPolicy: 'included',
      }),
    ).toEqual({});
  });

  it('refuses negative, fractional-cent, too high and non-number rates, and bad choices', () => {
    expect(
      tripOfferProblems(
        {
          driverOption: 'chauffeur',
          driverDailyRate: -1,
          overtimeHourlyRate: 1.005,
          nightHaltRate: 100_001,
          intercityDailySurcharge: '15',
          fuelPolicy: 'free',
          seats: 16,
          district: 'atlantis',
          licenceRequired: 'yes',
          requireVerifiedPhone: 1,
        },
        undefined,
        isDistrictId,
      ),
    ).toEqual({
      driverOption: 'driverOptionInvalid',
      driverDailyRate: 'driverRateInvalid',
      overtimeHourlyRate: 'driverRateInvalid',
      nightHaltRate: 'driverRateTooHigh',
      intercityDailySurcharge: 'driverRateInvalid',
      fuelPolicy: 'fuelPolicyInvalid',
      seats: 'seatsInvalid',
      district: 'districtInvalid',
      licenceRequired: 'licenceRequiredInvalid',
      requireVerifiedPhone: 'requireVerifiedPhoneInvalid',
    });
    // Without the list, a district is only checked for an id's form.
    expect(tripOfferProblems({ district: 'Not An Id' })).toEqual({ district: 'districtInvalid' });
    expect(tripOfferProblems({ seats: 1 })).toEqual({ seats: 'seatsInvalid' });
    expect(tripOfferProblems({ seats: 4.5 })).toEqual({ seats: 'seatsInvalid' });
  });

  it('keeps the rates a car has when an update only turns its driver on', () => {
    const kept = {
      ...SELF_DRIVE_ONLY,
      driverDailyRate: 20,
      overtimeHourlyRate: 2,
      nightHaltRate: 8,
      intercityDailySurcharge: 12,
      fuelPolicy: 'included' as const,
      seats: 7,
      district: 'sylhet',
      licenceRequired: true,
      requireVerifiedPhone: true,
    };
    expect(tripOfferProblems({ driverOption: 'with-driver' }, kept)).toEqual({});
  });
});
