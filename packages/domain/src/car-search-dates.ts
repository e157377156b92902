import { dhakaToday, isCalendarDate } from './dhaka-dates.js';

// The dates a search of cars takes (`GET /api/cars?from=&to=`): the API's query DTO, the search
// forms and the booking dialog read the same rules and words. A module of its own, so the pages
// that show no date field do not download it.

/** The words for each broken rule of a search's dates. */
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

/**
 * Why a search's dates cannot be used, as the field to blame and the words, or null when they
 * can (or neither is given). `today` is Dhaka's, YYYY-MM-DD.
 */
export function carSearchDatesProblem(
  from: string | undefined,
  to: string | undefined,
  today: string = dhakaToday(),
): { field: 'from' | 'to'; message: string } | null {
  if (from === undefined && to === undefined) return null;
  if (from === undefined) return { field: 'from', message: CAR_SEARCH_DATE_MESSAGES.datesTogether };
  if (to === undefined) return { field: 'to', message: CAR_SEARCH_DATE_MESSAGES.datesTogether };
  if (!isCalendarDate(from))
    return { field: 'from', message: CAR_SEARCH_DATE_MESSAGES.fromNotADate };
  if (!isCalendarDate(to)) return { field: 'to', message: CAR_SEARCH_DATE_MESSAGES.toNotADate };
  if (from < today) return { field: 'from', message: CAR_SEARCH_DATE_MESSAGES.fromInPast };
  if (to <= from) return { field: 'to', message: CAR_SEARCH_DATE_MESSAGES.toNotAfterFrom };
  if (to > oneYearAfter(from))
    return { field: 'to', message: CAR_SEARCH_DATE_MESSAGES.rangeTooLong };
  return null;
}
