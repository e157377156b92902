import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CarListingInput, validateCarListing } from './car-listing.js';
import { REFUSALS, type RefusalCode } from './refusals.js';
import {
  DEFAULT_TRIP_RULES,
  earliestStartDate,
  TRIP_RULE_LIMITS,
  TRIP_RULE_MESSAGES,
  tripRuleBroken,
  tripRulesProblems,
  type TripRules,
} from './trip-rules.js';

// Dhaka is UTC+6 all year, without daylight saving: 09:00Z is 15:00 there, 18:00Z its midnight.
/** 15:00 on 28 November in Dhaka. */
const AFTERNOON = new Date('2026-11-28T09:00:00Z');
/** 23:59 on 28 November in Dhaka: one minute before 29 November begins there. */
const BEFORE_MIDNIGHT = new Date('2026-11-28T17:59:00Z');
/** 00:00 on 29 November in Dhaka, to the millisecond. */
const AT_MIDNIGHT = new Date('2026-11-28T18:00:00Z');

const rules = (overrides: Partial<TripRules> = {}): TripRules => ({
  ...DEFAULT_TRIP_RULES,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the trip rules’ limits and defaults', () => {
  it('allow 1 to 30 days for the shortest trip, 1 to 365 for the longest, 0 to 168 hours notice', () => {
    expect(TRIP_RULE_LIMITS).toEqual({
      minDays: { lowest: 1, highest: 30 },
      maxDays: { lowest: 1, highest: 365 },
      advanceNoticeHours: { lowest: 0, highest: 168 },
    });
  });

  it('default to one day or more, up to a year, starting today', () => {
    expect(DEFAULT_TRIP_RULES).toEqual({ minDays: 1, maxDays: 365, advanceNoticeHours: 0 });
  });
});

describe('earliestStartDate', () => {
  it("is Dhaka's today without notice, already tomorrow there when UTC is still on the evening before", () => {
    expect(earliestStartDate({ advanceNoticeHours: 0 }, AFTERNOON)).toBe('2026-11-28');
    expect(earliestStartDate({ advanceNoticeHours: 0 }, BEFORE_MIDNIGHT)).toBe('2026-11-28');
    expect(earliestStartDate({ advanceNoticeHours: 0 }, AT_MIDNIGHT)).toBe('2026-11-29');
    // 2026-11-28T20:00Z is 02:00 on 29 November in Dhaka, while UTC is still on the 28th.
    expect(earliestStartDate({ advanceNoticeHours: 0 }, new Date('2026-11-28T20:00:00Z'))).toBe(
      '2026-11-29',
    );
  });

  it('at 15:00 with 24 h notice is the 30th: the 29th begins only 9 h later, the 30th 33 h later', () => {
    expect(earliestStartDate({ advanceNoticeHours: 24 }, AFTERNOON)).toBe('2026-11-30');
  });

  it('at 15:00 with 9 h notice is the 29th, which begins exactly 9 h later ("at least")', () => {
    expect(earliestStartDate({ advanceNoticeHours: 9 }, AFTERNOON)).toBe('2026-11-29');
  });

  it('at 15:00 with 10 h notice is the 30th: the 29th begins 1 h too soon', () => {
    expect(earliestStartDate({ advanceNoticeHours: 10 }, AFTERNOON)).toBe('2026-11-30');
  });

  it('at 15:00 with 1 h notice is the 29th, 9 h away; with 33 h the 30th, exactly 33 h away; with 34 h the 1st', () => {
    expect(earliestStartDate({ advanceNoticeHours: 1 }, AFTERNOON)).toBe('2026-11-29');
    expect(earliestStartDate({ advanceNoticeHours: 33 }, AFTERNOON)).toBe('2026-11-30');
    expect(earliestStartDate({ advanceNoticeHours: 34 }, AFTERNOON)).toBe('2026-12-01');
  });

  it('at 23:59 on the 28th: 1 h notice skips the 29th (1 min away); 24 h gives the 30th (24 h 1 min away); 48 h gives 1 December (48 h 1 min away)', () => {
    expect(earliestStartDate({ advanceNoticeHours: 1 }, BEFORE_MIDNIGHT)).toBe('2026-11-30');
    expect(earliestStartDate({ advanceNoticeHours: 24 }, BEFORE_MIDNIGHT)).toBe('2026-11-30');
    expect(earliestStartDate({ advanceNoticeHours: 48 }, BEFORE_MIDNIGHT)).toBe('2026-12-01');
  });

  it('at exactly 00:00 on the 29th: 24 h gives the 30th and 48 h 1 December, each beginning exactly that far ahead', () => {
    expect(earliestStartDate({ advanceNoticeHours: 24 }, AT_MIDNIGHT)).toBe('2026-11-30');
    expect(earliestStartDate({ advanceNoticeHours: 48 }, AT_MIDNIGHT)).toBe('2026-12-01');
  });

  it('one millisecond after 00:00 on the 29th, 24 h notice misses the 30th by that millisecond', () => {
    const justAfter = new Date('2026-11-28T18:00:00.001Z');
    expect(earliestStartDate({ advanceNoticeHours: 24 }, justAfter)).toBe('2026-12-01');
  });

  it('at the longest notice, 168 h (a week), from 15:00 on the 28th is 6 December, 177 h away', () => {
    // From 15:00 on the 28th: 29 Nov begins 9 h later, 30 Nov 33 h, 1 Dec 57 h, 2 Dec 81 h,
    // 3 Dec 105 h, 4 Dec 129 h, 5 Dec 153 h (too soon), 6 Dec 177 h.
    expect(earliestStartDate({ advanceNoticeHours: 168 }, AFTERNOON)).toBe('2026-12-06');
    // 168 h from 00:00 on the 29th is exactly 00:00 on 6 December.
    expect(earliestStartDate({ advanceNoticeHours: 168 }, AT_MIDNIGHT)).toBe('2026-12-06');
  });

  it('crosses the end of a year and a leap day', () => {
    // 15:00 on 31 December in Dhaka: 1 January begins 9 h later, 2 January 33 h later.
    const newYearsEve = new Date('2026-12-31T09:00:00Z');
    expect(earliestStartDate({ advanceNoticeHours: 9 }, newYearsEve)).toBe('2027-01-01');
    expect(earliestStartDate({ advanceNoticeHours: 24 }, newYearsEve)).toBe('2027-01-02');
    // 15:00 on 28 February 2028 in Dhaka: the 29th (a leap day) begins 9 h later, 1 March 33 h.
    const leapEve = new Date('2028-02-28T09:00:00Z');
    expect(earliestStartDate({ advanceNoticeHours: 9 }, leapEve)).toBe('2028-02-29');
    expect(earliestStartDate({ advanceNoticeHours: 24 }, leapEve)).toBe('2028-03-01');
  });

  it('takes now from the clock when not given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AFTERNOON);
    expect(earliestStartDate({ advanceNoticeHours: 0 })).toBe('2026-11-28');
    expect(earliestStartDate({ advanceNoticeHours: 24 })).toBe('2026-11-30');
  });
});

describe('tripRuleBroken', () => {
  const trip = (startDate: string, endDate: string) => ({ startDate, endDate });

  it('lets a one-night trip starting today through under the default rules', () => {
    expect(tripRuleBroken(trip('2026-11-28', '2026-11-29'), DEFAULT_TRIP_RULES, AFTERNOON)).toBe(
      null,
    );
    // A year, the longest the defaults allow, also passes; a year and a day does not.
    expect(tripRuleBroken(trip('2026-11-28', '2027-11-28'), DEFAULT_TRIP_RULES, AFTERNOON)).toBe(
      null,
    );
    expect(tripRuleBroken(trip('2026-11-28', '2027-11-29'), DEFAULT_TRIP_RULES, AFTERNOON)).toEqual(
      { rule: 'tooLong', values: { maxDays: 365 } },
    );
  });

  it('breaks none of its rules for dates that are not real YYYY-MM-DD dates', () => {
    // Rules every one of these trips would otherwise break (too short, too little notice).
    const strict = rules({ minDays: 5, maxDays: 5, advanceNoticeHours: 168 });
    for (const [start, end] of [
      ['2026-02-30', '2026-03-02'],
      ['2026-11-28', '2026-11-31'],
      ['2026-1-5', '2026-01-06'],
      ['28/11/2026', '2026-11-29'],
      ['', '2026-11-29'],
      ['2026-11-28', ''],
      ['2026-11-28T00:00:00Z', '2026-11-29'],
    ] as const)
      expect(tripRuleBroken(trip(start, end), strict, AFTERNOON), `${start} → ${end}`).toBe(null);
  });

  it('breaks none of its rules when the end is not after the start', () => {
    const strict = rules({ minDays: 5, advanceNoticeHours: 168 });
    expect(tripRuleBroken(trip('2026-11-29', '2026-11-29'), strict, AFTERNOON)).toBe(null);
    expect(tripRuleBroken(trip('2026-11-30', '2026-11-29'), strict, AFTERNOON)).toBe(null);
  });

  it('refuses a start before the earliest start date, saying the hours and that date', () => {
    // At 15:00 on the 28th, 24 h notice: the earliest start is the 30th.
    const notice = rules({ advanceNoticeHours: 24 });
    expect(tripRuleBroken(trip('2026-11-29', '2026-12-02'), notice, AFTERNOON)).toEqual({
      rule: 'tooLittleNotice',
      values: { hours: 24, earliest: '2026-11-30' },
    });
    expect(tripRuleBroken(trip('2026-11-28', '2026-12-02'), notice, AFTERNOON)).toEqual({
      rule: 'tooLittleNotice',
      values: { hours: 24, earliest: '2026-11-30' },
    });
    expect(tripRuleBroken(trip('2026-11-30', '2026-12-02'), notice, AFTERNOON)).toBe(null);
    expect(tripRuleBroken(trip('2026-12-10', '2026-12-12'), notice, AFTERNOON)).toBe(null);
  });

  it('lets a trip start on a day that begins exactly the notice ahead (9 h at 15:00)', () => {
    const notice = rules({ advanceNoticeHours: 9 });
    expect(tripRuleBroken(trip('2026-11-29', '2026-11-30'), notice, AFTERNOON)).toBe(null);
    expect(
      tripRuleBroken(
        trip('2026-11-29', '2026-11-30'),
        rules({ advanceNoticeHours: 10 }),
        AFTERNOON,
      ),
    ).toEqual({ rule: 'tooLittleNotice', values: { hours: 10, earliest: '2026-11-30' } });
  });

  it('does not hold a change of dates that keeps its start to the notice', () => {
    const notice = rules({ advanceNoticeHours: 48 });
    const tooSoon = trip('2026-11-29', '2026-12-03');
    expect(tripRuleBroken(tooSoon, notice, AFTERNOON)).toEqual({
      rule: 'tooLittleNotice',
      values: { hours: 48, earliest: '2026-12-01' },
    });
    expect(tripRuleBroken(tooSoon, notice, AFTERNOON, { keepsStart: true })).toBe(null);
    expect(tripRuleBroken(tooSoon, notice, AFTERNOON, { keepsStart: false })).toEqual({
      rule: 'tooLittleNotice',
      values: { hours: 48, earliest: '2026-12-01' },
    });
  });

  it('still holds a change of dates that keeps its start to the shortest and longest trip', () => {
    const strict = rules({ minDays: 3, maxDays: 7, advanceNoticeHours: 48 });
    // A trip under way (it began on the 26th) whose end moves: notice no longer applies.
    expect(
      tripRuleBroken(trip('2026-11-26', '2026-11-28'), strict, AFTERNOON, { keepsStart: true }),
    ).toEqual({ rule: 'tooShort', values: { minDays: 3 } });
    expect(
      tripRuleBroken(trip('2026-11-26', '2026-12-04'), strict, AFTERNOON, { keepsStart: true }),
    ).toEqual({ rule: 'tooLong', values: { maxDays: 7 } });
    expect(
      tripRuleBroken(trip('2026-11-26', '2026-12-03'), strict, AFTERNOON, { keepsStart: true }),
    ).toBe(null);
  });

  it('refuses a trip shorter than the shortest, in nights, and lets exactly the shortest through', () => {
    const three = rules({ minDays: 3 });
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-02'), three, AFTERNOON)).toEqual({
      rule: 'tooShort',
      values: { minDays: 3 },
    });
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-03'), three, AFTERNOON)).toEqual({
      rule: 'tooShort',
      values: { minDays: 3 },
    });
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-04'), three, AFTERNOON)).toBe(null);
    // Nights across a month's and a year's end: 30 Dec → 2 Jan is 3.
    expect(tripRuleBroken(trip('2026-12-30', '2027-01-02'), three, AFTERNOON)).toBe(null);
    expect(tripRuleBroken(trip('2026-12-31', '2027-01-02'), three, AFTERNOON)).toEqual({
      rule: 'tooShort',
      values: { minDays: 3 },
    });
  });

  it('refuses a trip longer than the longest and lets exactly the longest through', () => {
    const week = rules({ maxDays: 7 });
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-08'), week, AFTERNOON)).toBe(null);
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-09'), week, AFTERNOON)).toEqual({
      rule: 'tooLong',
      values: { maxDays: 7 },
    });
    // 2028 is a leap year: 25 Feb → 3 Mar is 7 nights, 4 Mar 8.
    expect(tripRuleBroken(trip('2028-02-25', '2028-03-03'), week, AFTERNOON)).toBe(null);
    expect(tripRuleBroken(trip('2028-02-25', '2028-03-04'), week, AFTERNOON)).toEqual({
      rule: 'tooLong',
      values: { maxDays: 7 },
    });
  });

  it('lets a trip through when the shortest and the longest are the same and it is that long', () => {
    const exactlyTwo = rules({ minDays: 2, maxDays: 2 });
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-03'), exactlyTwo, AFTERNOON)).toBe(null);
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-02'), exactlyTwo, AFTERNOON)).toEqual({
      rule: 'tooShort',
      values: { minDays: 2 },
    });
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-04'), exactlyTwo, AFTERNOON)).toEqual({
      rule: 'tooLong',
      values: { maxDays: 2 },
    });
  });

  it('says the notice first, before the length, when a trip breaks both', () => {
    const strict = rules({ minDays: 3, maxDays: 4, advanceNoticeHours: 24 });
    expect(tripRuleBroken(trip('2026-11-29', '2026-11-30'), strict, AFTERNOON)).toEqual({
      rule: 'tooLittleNotice',
      values: { hours: 24, earliest: '2026-11-30' },
    });
    expect(tripRuleBroken(trip('2026-11-29', '2026-12-20'), strict, AFTERNOON)).toEqual({
      rule: 'tooLittleNotice',
      values: { hours: 24, earliest: '2026-11-30' },
    });
    // Kept start: the length is what is left to say.
    expect(
      tripRuleBroken(trip('2026-11-29', '2026-11-30'), strict, AFTERNOON, { keepsStart: true }),
    ).toEqual({ rule: 'tooShort', values: { minDays: 3 } });
  });

  it("counts the notice from Dhaka's clock around its midnight", () => {
    const day = rules({ advanceNoticeHours: 24 });
    // At 23:59 on the 28th the 30th begins 24 h 1 min later: allowed; the 29th is not.
    expect(tripRuleBroken(trip('2026-11-30', '2026-12-01'), day, BEFORE_MIDNIGHT)).toBe(null);
    expect(tripRuleBroken(trip('2026-11-29', '2026-12-01'), day, BEFORE_MIDNIGHT)).toEqual({
      rule: 'tooLittleNotice',
      values: { hours: 24, earliest: '2026-11-30' },
    });
    // At 00:00 on the 29th, 48 h: the 1st of December is the earliest, the 30th is refused.
    const twoDays = rules({ advanceNoticeHours: 48 });
    expect(tripRuleBroken(trip('2026-12-01', '2026-12-02'), twoDays, AT_MIDNIGHT)).toBe(null);
    expect(tripRuleBroken(trip('2026-11-30', '2026-12-02'), twoDays, AT_MIDNIGHT)).toEqual({
      rule: 'tooLittleNotice',
      values: { hours: 48, earliest: '2026-12-01' },
    });
  });

  it('takes now from the clock when not given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AFTERNOON);
    expect(
      tripRuleBroken(trip('2026-11-29', '2026-11-30'), rules({ advanceNoticeHours: 24 })),
    ).toEqual({ rule: 'tooLittleNotice', values: { hours: 24, earliest: '2026-11-30' } });
    expect(
      tripRuleBroken(trip('2026-11-30', '2026-12-01'), rules({ advanceNoticeHours: 24 })),
    ).toBe(null);
  });
});

describe('tripRulesProblems', () => {
  it('accepts the defaults, nothing at all, and each limit itself', () => {
    expect(tripRulesProblems({})).toEqual({});
    expect(tripRulesProblems(DEFAULT_TRIP_RULES)).toEqual({});
    expect(tripRulesProblems({ minDays: 1, maxDays: 1, advanceNoticeHours: 0 })).toEqual({});
    expect(tripRulesProblems({ minDays: 30, maxDays: 365, advanceNoticeHours: 168 })).toEqual({});
    expect(tripRulesProblems({ minDays: 30, maxDays: 30 })).toEqual({});
  });

  it('refuses a shortest trip that is not a whole number of days from 1 to 30', () => {
    for (const minDays of [0, 31, -1, 2.5, 1.000001, '3', Number.NaN, Infinity, true])
      expect(tripRulesProblems({ minDays }), String(minDays)).toEqual({
        minDays: 'minDaysInvalid',
      });
  });

  it('refuses a longest trip that is not a whole number of days from 1 to 365', () => {
    for (const maxDays of [0, 366, -1, 2.5, 364.5, '3', Number.NaN, Infinity, false])
      expect(tripRulesProblems({ maxDays }), String(maxDays)).toEqual({
        maxDays: 'maxDaysInvalid',
      });
  });

  it('refuses a notice that is not a whole number of hours from 0 to 168', () => {
    for (const advanceNoticeHours of [-1, 169, 0.5, 24.5, '24', Number.NaN, -Infinity])
      expect(tripRulesProblems({ advanceNoticeHours }), String(advanceNoticeHours)).toEqual({
        advanceNoticeHours: 'advanceNoticeInvalid',
      });
  });

  it('refuses a longest trip shorter than the shortest, on the longest, and accepts them equal', () => {
    expect(tripRulesProblems({ minDays: 10, maxDays: 9 })).toEqual({ maxDays: 'maxDaysInvalid' });
    expect(tripRulesProblems({ minDays: 10, maxDays: 10 })).toEqual({});
    expect(tripRulesProblems({ minDays: 10, maxDays: 11 })).toEqual({});
  });

  it('compares the longest with the shortest only when the shortest itself is fine', () => {
    // 31 is out of range: the longest trip, 2, is judged on its own and is fine.
    expect(tripRulesProblems({ minDays: 31, maxDays: 2 })).toEqual({ minDays: 'minDaysInvalid' });
    expect(tripRulesProblems({ minDays: 2.5, maxDays: 1 })).toEqual({ minDays: 'minDaysInvalid' });
    expect(tripRulesProblems({ minDays: '20', maxDays: 3 })).toEqual({ minDays: 'minDaysInvalid' });
  });

  it('gives the current value to each field left out', () => {
    const current = { minDays: 3, maxDays: 10, advanceNoticeHours: 24 };
    expect(tripRulesProblems({}, current)).toEqual({});
    expect(tripRulesProblems({ maxDays: 2 }, current)).toEqual({ maxDays: 'maxDaysInvalid' });
    expect(tripRulesProblems({ maxDays: 3 }, current)).toEqual({});
    expect(tripRulesProblems({ minDays: 11 }, current)).toEqual({ maxDays: 'maxDaysInvalid' });
    expect(tripRulesProblems({ minDays: 10 }, current)).toEqual({});
    expect(tripRulesProblems({ advanceNoticeHours: 0 }, current)).toEqual({});
    expect(tripRulesProblems({ minDays: undefined, maxDays: 2 }, current)).toEqual({
      maxDays: 'maxDaysInvalid',
    });
  });

  it('uses the defaults for fields left out when there is no current car: 1 day up to 365', () => {
    expect(tripRulesProblems({ maxDays: 1 })).toEqual({});
    expect(tripRulesProblems({ minDays: 30 })).toEqual({});
    expect(tripRulesProblems({ advanceNoticeHours: 168 })).toEqual({});
  });

  it('reports every broken field at once', () => {
    expect(tripRulesProblems({ minDays: 0, maxDays: 400, advanceNoticeHours: 200 })).toEqual({
      minDays: 'minDaysInvalid',
      maxDays: 'maxDaysInvalid',
      advanceNoticeHours: 'advanceNoticeInvalid',
    });
    expect(tripRulesProblems({ minDays: 5, maxDays: 4, advanceNoticeHours: -1 })).toEqual({
      maxDays: 'maxDaysInvalid',
      advanceNoticeHours: 'advanceNoticeInvalid',
    });
  });
});

describe('validateCarListing with trip rules', () => {
  const listing = (overrides: Partial<CarListingInput> = {}): CarListingInput => ({
    carModel: 'Axio',
    dailyRentalPrice: 40,
    bookingStatus: 'available',
    registrationNumber: 'DHA-1',
    location: 'Dhaka',
    ...overrides,
  });

  it('accepts a valid listing with no trip rules, and with valid ones', () => {
    expect(validateCarListing(listing())).toEqual({});
    expect(
      validateCarListing(listing({ minDays: 2, maxDays: 14, advanceNoticeHours: 12 })),
    ).toEqual({});
    expect(
      validateCarListing(listing({ minDays: 30, maxDays: 365, advanceNoticeHours: 168 })),
    ).toEqual({});
  });

  it('reports each broken trip rule by its refusal code, keyed by the field', () => {
    expect(validateCarListing(listing({ minDays: 0 }))).toEqual({
      minDays: 'carListing.minDaysInvalid',
    });
    expect(validateCarListing(listing({ maxDays: 366 }))).toEqual({
      maxDays: 'carListing.maxDaysInvalid',
    });
    expect(validateCarListing(listing({ advanceNoticeHours: 169 }))).toEqual({
      advanceNoticeHours: 'carListing.advanceNoticeInvalid',
    });
    expect(validateCarListing(listing({ minDays: 7, maxDays: 6 }))).toEqual({
      maxDays: 'carListing.maxDaysInvalid',
    });
    expect(
      validateCarListing(listing({ minDays: 1.5, maxDays: 0, advanceNoticeHours: 2.5 })),
    ).toEqual({
      minDays: 'carListing.minDaysInvalid',
      maxDays: 'carListing.maxDaysInvalid',
      advanceNoticeHours: 'carListing.advanceNoticeInvalid',
    });
  });

  it('reports the trip rules alongside the other fields’ refusals', () => {
    expect(validateCarListing(listing({ carModel: ' ', minDays: 31 }))).toEqual({
      carModel: 'carListing.carModelMissing',
      minDays: 'carListing.minDaysInvalid',
    });
  });
});

describe('the trip rules’ refusals', () => {
  it('say the limits in their English', () => {
    expect(TRIP_RULE_MESSAGES.minDaysInvalid).toBe(
      'The shortest trip must be a whole number of days from 1 to 30.',
    );
    expect(TRIP_RULE_MESSAGES.maxDaysInvalid).toBe(
      'The longest trip must be a whole number of days from the shortest trip up to 365.',
    );
    expect(TRIP_RULE_MESSAGES.advanceNoticeInvalid).toBe(
      'The advance notice must be a whole number of hours from 0 to 168.',
    );
  });

  const codes: [RefusalCode, keyof typeof TRIP_RULE_MESSAGES][] = [
    ['booking.tooShort', 'tooShort'],
    ['booking.tooLong', 'tooLong'],
    ['booking.tooLittleNotice', 'tooLittleNotice'],
    ['carListing.minDaysInvalid', 'minDaysInvalid'],
    ['carListing.maxDaysInvalid', 'maxDaysInvalid'],
    ['carListing.advanceNoticeInvalid', 'advanceNoticeInvalid'],
  ];

  it("are in the refusal table, the English the rule's own text, the Bangla its own", () => {
    for (const [code, rule] of codes) {
      expect(REFUSALS[code].en, code).toBe(TRIP_RULE_MESSAGES[rule]);
      expect(REFUSALS[code].bn.trim(), code).not.toBe('');
      expect(REFUSALS[code].bn, code).not.toBe(REFUSALS[code].en);
    }
  });

  it('give every trip rule message a code', () => {
    expect(codes.map(([, rule]) => rule).sort()).toEqual(Object.keys(TRIP_RULE_MESSAGES).sort());
  });

  it('keep in the Bangla the values a booking refusal says', () => {
    expect(REFUSALS['booking.tooShort'].bn).toContain('{minDays');
    expect(REFUSALS['booking.tooLong'].bn).toContain('{maxDays');
    expect(REFUSALS['booking.tooLittleNotice'].bn).toContain('{hours');
    expect(REFUSALS['booking.tooLittleNotice'].bn).toContain('{earliest}');
  });
});
