import { dhakaToday, isCalendarDate } from './dhaka-dates.js';
import type { RefusalCode } from './refusals.js';

// The dates a search of cars takes (`GET /api/cars?from=&to=`): the API's query DTO, the search
// forms and the booking dialog read the same rules. A module of its own, so the pages that show no
// date field do not download it.

/** The English of each broken rule of a search's dates (`REFUSALS['carSearchDates.…'].en`). */
export const CAR_SEARCH_DATE_MESSAGES = {
  datesTogether: 'Give both dates (from and to), or neither.',
  fromNotADate: 'The from date must be a real calendar date written YYYY-MM-DD.',
  toNotADate: 'The to date must be a real calendar date written YYYY-MM-DD.',
  toNotAfterFrom: 'The to date must be after the from date.',
  fromInPast: 'The from date cannot be earlier than today (Bangladesh time).',
  rangeTooLong: 'The dates can be at most a year apart.',
} as const;

/** The same day one year later (29 February goes to 1 March), as YYYY-MM-DD. */
export function oneYearAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

/** A broken rule of a search's dates, by its refusal's code (`REFUSALS`), as the API refuses it. */
export type SearchDatesRefusalCode = Extract<RefusalCode, `carSearchDates.${string}`>;

/**
 * Which date a search's dates are refused on, and why: the rule's key in CAR_SEARCH_DATE_MESSAGES
 * and its refusal's code (`carSearchDates.<reason>`), which a front end puts in its own words.
 */
export interface SearchDatesProblem {
  field: 'from' | 'to';
  reason: keyof typeof CAR_SEARCH_DATE_MESSAGES;
  code: SearchDatesRefusalCode;
}

const problem = (
  field: SearchDatesProblem['field'],
  reason: SearchDatesProblem['reason'],
): SearchDatesProblem => ({ field, reason, code: `carSearchDates.${reason}` });

/**
 * Why a search's dates cannot be used, as the field to blame and the rule, or null when they can
 * (or neither is given). `today` is Dhaka's, YYYY-MM-DD.
 */
export function carSearchDatesProblem(
  from: string | undefined,
  to: string | undefined,
  today: string = dhakaToday(),
): SearchDatesProblem | null {
  if (from === undefined && to === undefined) return null;
  if (from === undefined) return problem('from', 'datesTogether');
  if (to === undefined) return problem('to', 'datesTogether');
  if (!isCalendarDate(from)) return problem('from', 'fromNotADate');
  if (!isCalendarDate(to)) return problem('to', 'toNotADate');
  if (from < today) return problem('from', 'fromInPast');
  if (to <= from) return problem('to', 'toNotAfterFrom');
  if (to > oneYearAfter(from)) return problem('to', 'rangeTooLong');
  return null;
}
