import { addCalendarDays, dhakaToday, isCalendarDate, rentalDays } from './dhaka-dates.js';

// What an owner decides about how their car is rented: how short and how long a trip
// may be, and how long ahead it must be booked. The owner's forms, the booking dialog, the API's
// bookings, changes of dates and date search all read these rules from here. The defaults let
// any trip of the spec's flow through: one day or more, up to a year, starting today.

/** A car's trip rules, as the API answers them with the car and the owner's forms send them. */
export interface TripRules {
  /** The shortest trip, in days (nights, as a booking counts them). */
  minDays: number;
  /** The longest trip, in days; never below `minDays`. */
  maxDays: number;
  /**
   * How many hours before its first day begins (00:00 in Dhaka) a trip must be booked; 0 lets a
   * trip start today.
   */
  advanceNoticeHours: number;
}

export const TRIP_RULE_LIMITS = {
  minDays: { lowest: 1, highest: 30 },
  maxDays: { lowest: 1, highest: 365 },
  advanceNoticeHours: { lowest: 0, highest: 168 },
} as const;

export const DEFAULT_TRIP_RULES: TripRules = {
  minDays: TRIP_RULE_LIMITS.minDays.lowest,
  maxDays: TRIP_RULE_LIMITS.maxDays.highest,
  advanceNoticeHours: TRIP_RULE_LIMITS.advanceNoticeHours.lowest,
};

/** The English of each refusal these rules give (`REFUSALS['…'].en`), with placeholders. */
export const TRIP_RULE_MESSAGES = {
  minDaysInvalid: `The shortest trip must be a whole number of days from ${TRIP_RULE_LIMITS.minDays.lowest} to ${TRIP_RULE_LIMITS.minDays.highest}.`,
  maxDaysInvalid: `The longest trip must be a whole number of days from the shortest trip up to ${TRIP_RULE_LIMITS.maxDays.highest}.`,
  advanceNoticeInvalid: `The advance notice must be a whole number of hours from ${TRIP_RULE_LIMITS.advanceNoticeHours.lowest} to ${TRIP_RULE_LIMITS.advanceNoticeHours.highest}.`,
  tooShort:
    'This car is rented for at least {minDays, plural, one {# day} other {# days}}: choose a longer trip.',
  tooLong:
    'This car is rented for at most {maxDays, plural, one {# day} other {# days}}: choose a shorter trip.',
  tooLittleNotice:
    'This car must be booked {hours, plural, one {# hour} other {# hours}} ahead: the earliest start date is {earliest}.',
} as const;

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The instant a Dhaka calendar day begins (its 00:00 in Bangladesh time). */
function startOfDhakaDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - DHAKA_OFFSET_MS;
}

/**
 * Hours from `now` until `date` begins in Dhaka (negative once it has begun): the most notice a car
 * may ask and still be booked from that day. The date search compares each car's with it.
 */
export function hoursUntilDayBegins(date: string, now: Date = new Date()): number {
  return (startOfDhakaDay(date) - now.getTime()) / HOUR_MS;
}

/**
 * The first day a trip booked `now` may start on: Dhaka's today without notice; with notice, the
 * first day that begins at least that many hours from now.
 */
export function earliestStartDate(
  { advanceNoticeHours }: Pick<TripRules, 'advanceNoticeHours'>,
  now: Date = new Date(),
): string {
  const today = dhakaToday(now);
  if (advanceNoticeHours <= 0) return today;
  const earliestInstant = now.getTime() + advanceNoticeHours * HOUR_MS;
  let day = dhakaToday(new Date(earliestInstant));
  if (startOfDhakaDay(day) < earliestInstant) day = addCalendarDays(day, 1);
  return day;
}

/** A rule a trip breaks, with the values its refusal says (`booking.<rule>`). */
export type BrokenTripRule =
  | { rule: 'tooShort'; values: { minDays: number } }
  | { rule: 'tooLong'; values: { maxDays: number } }
  | { rule: 'tooLittleNotice'; values: { hours: number; earliest: string } };

/**
 * The first rule of the car's that [startDate, endDate) breaks, with the values its refusal says,
 * or null. Dates that are not dates, or out of order, are the booking rule's to refuse
 * (`quoteBooking`): they break none of these. `keepsStart`: a change of dates that keeps its
 * first day is not held to the notice, which the booking met when it was made.
 */
export function tripRuleBroken(
  { startDate, endDate }: { startDate: string; endDate: string },
  rules: TripRules,
  now: Date = new Date(),
  { keepsStart = false }: { keepsStart?: boolean } = {},
): BrokenTripRule | null {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return null;
  const days = rentalDays(startDate, endDate);
  if (!(days > 0)) return null;
  if (!keepsStart) {
    const earliest = earliestStartDate(rules, now);
    if (startDate < earliest)
      return { rule: 'tooLittleNotice', values: { hours: rules.advanceNoticeHours, earliest } };
  }
  if (days < rules.minDays) return { rule: 'tooShort', values: { minDays: rules.minDays } };
  if (days > rules.maxDays) return { rule: 'tooLong', values: { maxDays: rules.maxDays } };
  return null;
}

/** True for a whole number from `lowest` to `highest`. */
const isWholeIn = (value: unknown, lowest: number, highest: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= lowest && value <= highest;

/** The rule an owner's trip rules break, by the key of its words. */
export type TripRulesProblem = 'minDaysInvalid' | 'maxDaysInvalid' | 'advanceNoticeInvalid';

/**
 * Which of an owner's trip rules is refused, by field, as the API refuses it (an empty object
 * when all may be saved). A field left out keeps its value (`current`; the defaults for a new car).
 */
export function tripRulesProblems(
  input: Partial<Record<keyof TripRules, unknown>>,
  current: TripRules = DEFAULT_TRIP_RULES,
): Partial<Record<keyof TripRules, TripRulesProblem>> {
  const problems: Partial<Record<keyof TripRules, TripRulesProblem>> = {};
  const minDays = input.minDays ?? current.minDays;
  const maxDays = input.maxDays ?? current.maxDays;
  const notice = input.advanceNoticeHours ?? current.advanceNoticeHours;
  const {
    minDays: minLimits,
    maxDays: maxLimits,
    advanceNoticeHours: noticeLimits,
  } = TRIP_RULE_LIMITS;
  if (!isWholeIn(minDays, minLimits.lowest, minLimits.highest)) problems.minDays = 'minDaysInvalid';
  if (
    !isWholeIn(maxDays, maxLimits.lowest, maxLimits.highest) ||
    (problems.minDays === undefined && maxDays < (minDays as number))
  )
    problems.maxDays = 'maxDaysInvalid';
  if (!isWholeIn(notice, noticeLimits.lowest, noticeLimits.highest))
    problems.advanceNoticeHours = 'advanceNoticeInvalid';
  return problems;
}
