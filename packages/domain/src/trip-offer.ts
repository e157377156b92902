import { SURCHARGE_RATE } from './money.js';

// Trips the way Bangladesh rents: what a listing offers (its driver and the driver's
// rates, its seats, its district, whether self-drive needs a licence), and what a trip costs, a
// car with its driver or self-driven, in its own district or to another. The owner's forms and
// the API check a listing by these rules; the server prices a trip line by line
// (`GET /api/car/:id/quote`, the booking it stores), the dialog shows the same lines, and the
// e-mails say them. Money is counted in whole cents, so lines never drift from their total.

/** Whether a car is rented with its driver, self-driven, or either as the renter chooses. */
export const DRIVER_OPTIONS = ['self-drive', 'with-driver', 'both'] as const;
export type DriverOption = (typeof DRIVER_OPTIONS)[number];

/** Who pays the fuel of a trip with a driver: settled on the road, never in the total. */
export const FUEL_POLICIES = ['included', 'renter-pays'] as const;
export type FuelPolicy = (typeof FUEL_POLICIES)[number];

/** What a listing says of its driver; the rates are null for a self-drive-only car. */
export interface DriverTerms {
  driverOption: DriverOption;
  /** The driver's day of 10 hours. */
  driverDailyRate: number | null;
  /** Each hour past 10 in a day, paid to the driver on the road. */
  overtimeHourlyRate: number | null;
  /** Each night the driver spends away from the car's district. */
  nightHaltRate: number | null;
  /** Each day of a trip to another district. */
  intercityDailySurcharge: number | null;
  fuelPolicy: FuelPolicy | null;
}

/** Existing cars, and listings sent without driver terms: self-drive only, the spec's flow. */
export const SELF_DRIVE_ONLY: DriverTerms = {
  driverOption: 'self-drive',
  driverDailyRate: null,
  overtimeHourlyRate: null,
  nightHaltRate: null,
  intercityDailySurcharge: null,
  fuelPolicy: null,
};

/** What a listing offers besides its driver; existing cars and listings sent without: these. */
export interface TripOffer extends DriverTerms {
  /** Seats, the driver's included. */
  seats: number;
  /** The id of one of Bangladesh's districts (`@carzone/domain/districts`). */
  district: string;
  /** A self-drive renter must have a driving licence on their profile, valid to the trip's end. */
  licenceRequired: boolean;
  /** A renter must have a verified mobile number (phone-numbers.ts) to book or ask for the car. */
  requireVerifiedPhone: boolean;
}

export const TRIP_OFFER_LIMITS = {
  seats: { lowest: 2, highest: 15 },
  /** The highest rate a listing may ask (per day, hour or night), as for the daily price. */
  maxRate: 100_000,
} as const;

/** A car that says nothing of its seats has the common car's. */
export const DEFAULT_SEATS = 5;

/** The English of each refusal of a listing's offer (`REFUSALS['carListing.…'].en`). */
export const TRIP_OFFER_MESSAGES = {
  driverOptionInvalid: 'Choose how the car is rented: with a driver, self-drive, or both.',
  driverRateMissing:
    "With a driver, give each of the driver's rates: the daily rate, overtime, night halt and out of town (0 for none).",
  driverRateInvalid: 'A rate must be a number of 0 or more, with at most 2 decimals.',
  // Written out, as the front ends' catalogs key it: TRIP_OFFER_LIMITS.maxRate is 100000.
  driverRateTooHigh: 'A rate can be at most $100000.',
  fuelPolicyInvalid: 'With a driver, choose who pays the fuel: included, or paid by the renter.',
  seatsInvalid: 'The seats must be a whole number from 2 to 15.',
  districtInvalid: "Choose the car's district from the list.",
  licenceRequiredInvalid: 'Choose whether self-drive renters must have a driving licence.',
  requireVerifiedPhoneInvalid: 'Choose whether renters must have a verified mobile number.',
} as const;

export type TripOfferProblem = keyof typeof TRIP_OFFER_MESSAGES;

/** The longest pickup place a booking takes. */
export const PICKUP_PLACE_MAX_LENGTH = 200;

/**
 * What a renter says of a trip when booking (`POST /api/bookings`), each optional so the spec's
 * booking still books: with the car's driver or not (self-drive unless said), when and where to
 * pick up (a time of day in Dhaka, HH:MM, on the first day; a place within the car's district),
 * and the district the trip goes to (null for a trip that stays in the car's).
 */
export interface TripChoicesInput {
  withDriver: boolean;
  pickupTime: string | null;
  pickupPlace: string;
  destinationDistrict: string | null;
}

/** A time of day written HH:MM, 00:00 to 23:59. */
export function isPickupTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** One price line as the API answers it: its kind, its words in the reader's language, its amount. */
export interface PriceLine {
  kind: QuoteLine['kind'];
  label: string;
  /** What the line adds to the total; absent for what is settled on the road (fuel, overtime). */
  amount?: number;
}

/** The English of each refusal of a trip's choices (`REFUSALS['booking.…'].en`). */
export const TRIP_CHOICE_MESSAGES = {
  pickupTimeInvalid: 'The pickup time must be a time of day written HH:MM (Bangladesh time).',
  // Written out, as the front ends' catalogs key it: PICKUP_PLACE_MAX_LENGTH is 200.
  pickupPlaceTooLong: 'The pickup place can be at most 200 characters long.',
  pickupPlaceNotText: 'The pickup place must be text.',
  driverNotOffered: 'This car is rented without a driver: choose self-drive.',
  selfDriveNotOffered: 'This car is rented with its driver only: choose with a driver.',
  withDriverInvalid: 'Say whether the trip is with a driver: true or false.',
  destinationUnknown: 'Choose the destination district from the list.',
  // Written out, as the front ends' catalogs key it: MAX_TRIP_TOTAL is 99999999.99.
  totalTooHigh:
    'This trip would cost more than $99999999.99, the most one booking can: choose fewer days.',
} as const;

/**
 * The most one trip may cost in all, service charge included: what a booking's total keeps (10
 * digits, 2 of them cents). The rates' own limits allow more (a year out of town at the highest
 * rates), so the quote and the booking refuse a trip above it rather than fail to store it.
 */
export const MAX_TRIP_TOTAL = 99_999_999.99;

/** Whether a priced trip costs more than a booking may (MAX_TRIP_TOTAL). */
export const tripTotalTooHigh = ({ totalPrice }: Pick<TripQuote, 'totalPrice'>): boolean =>
  totalPrice > MAX_TRIP_TOTAL;

/** The terms a with-driver listing must give, in the order its form asks them. */
export const DRIVER_RATE_FIELDS = [
  'driverDailyRate',
  'overtimeHourlyRate',
  'nightHaltRate',
  'intercityDailySurcharge',
] as const satisfies readonly (keyof DriverTerms)[];

export const offersDriver = (terms: Pick<DriverTerms, 'driverOption'>) =>
  terms.driverOption !== 'self-drive';
export const offersSelfDrive = (terms: Pick<DriverTerms, 'driverOption'>) =>
  terms.driverOption !== 'with-driver';

/** What the renter chose for a trip. */
export interface TripChoices {
  withDriver: boolean;
  /** Another district the trip goes to; null (or the car's own) for a trip that stays in it. */
  destinationDistrict: string | null;
}

/**
 * One line of a trip's price. Those with an `amount` add up to the total; fuel and overtime are
 * words, paid on the road. The numbers are kept, so each language can say the line its way.
 */
export type QuoteLine =
  | { kind: 'car'; days: number; rate: number; amount: number }
  | { kind: 'driver'; days: number; rate: number; amount: number }
  | {
      kind: 'outOfTown';
      days: number;
      dailySurcharge: number;
      nights: number;
      nightHalt: number;
      amount: number;
    }
  | { kind: 'serviceCharge'; percent: number; amount: number }
  | { kind: 'fuel'; policy: FuelPolicy }
  | { kind: 'overtime'; hourlyRate: number };

export interface TripQuote {
  lines: QuoteLine[];
  /** The sum of the lines' amounts, to 2 decimals. */
  totalPrice: number;
}

/** Why a choice cannot be priced on this car. */
export type TripChoiceProblem = 'driverNotOffered' | 'selfDriveNotOffered';

const cents = (amount: number) => Math.round((amount + Number.EPSILON) * 100);
const dollars = (amountInCents: number) => amountInCents / 100;

/**
 * The choice the car cannot take, if any: a driver the listing does not offer, or self-drive of a
 * car only rented with its driver.
 */
export function tripChoiceProblem(
  terms: Pick<DriverTerms, 'driverOption'>,
  { withDriver }: Pick<TripChoices, 'withDriver'>,
): TripChoiceProblem | null {
  if (withDriver && !offersDriver(terms)) return 'driverNotOffered';
  if (!withDriver && !offersSelfDrive(terms)) return 'selfDriveNotOffered';
  return null;
}

/**
 * A trip's price, line by line, for `days` days of a car kept in `carDistrict`:
 * - the car: days × its daily price;
 * - with a driver, the driver: days × the driver's daily rate;
 * - with a driver to another district: days × the intercity surcharge + (days − 1) nights away ×
 *   the night halt rate (the last day comes home);
 * - the service charge (SURCHARGE_RATE) on their sum;
 * - with a driver, in words: who pays the fuel, and the driver's overtime rate.
 * A self-drive trip is the spec's price: days × daily price + 10 %. The caller checks the choice
 * first (tripChoiceProblem); a rate the listing lacks counts as 0.
 */
export function quoteTrip(
  car: DriverTerms & { dailyRentalPrice: number; district: string },
  days: number,
  choices: TripChoices,
): TripQuote {
  const rate = (value: number | null) => cents(value ?? 0);
  const lines: QuoteLine[] = [
    {
      kind: 'car',
      days,
      rate: car.dailyRentalPrice,
      amount: dollars(days * rate(car.dailyRentalPrice)),
    },
  ];
  if (choices.withDriver) {
    lines.push({
      kind: 'driver',
      days,
      rate: car.driverDailyRate ?? 0,
      amount: dollars(days * rate(car.driverDailyRate)),
    });
    const away =
      choices.destinationDistrict !== null && choices.destinationDistrict !== car.district;
    if (away) {
      const nights = days - 1;
      lines.push({
        kind: 'outOfTown',
        days,
        dailySurcharge: car.intercityDailySurcharge ?? 0,
        nights,
        nightHalt: car.nightHaltRate ?? 0,
        amount: dollars(
          days * rate(car.intercityDailySurcharge) + nights * rate(car.nightHaltRate),
        ),
      });
    }
  }
  const subtotal = lines.reduce(
    (sum, line) => sum + ('amount' in line ? cents(line.amount) : 0),
    0,
  );
  const charge = Math.round(subtotal * SURCHARGE_RATE);
  lines.push({
    kind: 'serviceCharge',
    percent: Math.round(SURCHARGE_RATE * 100),
    amount: dollars(charge),
  });
  if (choices.withDriver) {
    lines.push({ kind: 'fuel', policy: car.fuelPolicy ?? 'renter-pays' });
    lines.push({ kind: 'overtime', hourlyRate: car.overtimeHourlyRate ?? 0 });
  }
  return { lines, totalPrice: dollars(subtotal + charge) };
}

/** Whole cents, none below 0: a rate's rule (0 is "none", as a surcharge may be). */
function isValidRate(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return false;
  const inCents = value * 100;
  return Math.abs(Math.round(inCents) - inCents) <= 8 * Number.EPSILON * Math.max(inCents, 1);
}

/** A district id's form (a slug of its English name: "coxs-bazar"), without the list itself. */
const looksLikeDistrictId = (value: unknown) =>
  typeof value === 'string' && /^[a-z]+(-[a-z]+)*$/.test(value);

/**
 * The rule each offer field of a listing breaks, by field. `sent`: what the form or the request
 * gives (a field left out keeps `kept`'s value on an update, the default on a new car); the
 * driver's rates and the fuel are needed once the car is offered with its driver.
 * `isKnownDistrict`: the API passes `isDistrictId` (`@carzone/domain/districts`); this module
 * does not import the list, so pages that only show a car's offer never load it.
 */
export function tripOfferProblems(
  sent: Partial<Record<keyof TripOffer, unknown>>,
  kept: TripOffer = {
    ...SELF_DRIVE_ONLY,
    seats: DEFAULT_SEATS,
    district: 'dhaka',
    licenceRequired: false,
    requireVerifiedPhone: false,
  },
  isKnownDistrict: (value: unknown) => boolean = looksLikeDistrictId,
): Partial<Record<keyof TripOffer, TripOfferProblem>> {
  const problems: Partial<Record<keyof TripOffer, TripOfferProblem>> = {};
  const given = <K extends keyof TripOffer>(field: K): unknown =>
    sent[field] === undefined ? kept[field] : sent[field];

  const option = given('driverOption');
  if (!(DRIVER_OPTIONS as readonly unknown[]).includes(option))
    problems.driverOption = 'driverOptionInvalid';
  const withDriver = option === 'with-driver' || option === 'both';
  for (const field of DRIVER_RATE_FIELDS) {
    const rate = given(field);
    if (rate === null || rate === undefined || (typeof rate === 'number' && Number.isNaN(rate))) {
      if (withDriver) problems[field] = 'driverRateMissing';
    } else if (!isValidRate(rate)) problems[field] = 'driverRateInvalid';
    else if (rate > TRIP_OFFER_LIMITS.maxRate) problems[field] = 'driverRateTooHigh';
  }
  const fuel = given('fuelPolicy');
  if (
    fuel === null || fuel === undefined
      ? withDriver
      : !(FUEL_POLICIES as readonly unknown[]).includes(fuel)
  )
    problems.fuelPolicy = 'fuelPolicyInvalid';

  const seats = given('seats');
  if (
    typeof seats !== 'number' ||
    !Number.isInteger(seats) ||
    seats < TRIP_OFFER_LIMITS.seats.lowest ||
    seats > TRIP_OFFER_LIMITS.seats.highest
  )
    problems.seats = 'seatsInvalid';
  if (!isKnownDistrict(given('district'))) problems.district = 'districtInvalid';
  if (typeof given('licenceRequired') !== 'boolean')
    problems.licenceRequired = 'licenceRequiredInvalid';
  if (typeof given('requireVerifiedPhone') !== 'boolean')
    problems.requireVerifiedPhone = 'requireVerifiedPhoneInvalid';
  return problems;
}
