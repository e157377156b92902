import {
  formatCalendarDateIn,
  localeOf,
  type CarBlock,
  type Language,
  type OwnerBooking,
} from '@carzone/domain';

// The month view of a car's calendar, worked out apart from its look: which days a month has,
// how they fall in weeks, and what each day is for the owner. A booking and a block hold nights
// as the API counts them, [startDate, endDate): the car is free again on the end date.

/** A month, YYYY-MM. */
export type CalendarMonth = string;

/** The month a YYYY-MM-DD date falls in. */
export const monthOf = (date: string): CalendarMonth => date.slice(0, 7);

/** The month `count` months after `month` (before it, when negative). */
export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + monthNumber - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** What a day is for the owner: gone by, booked, kept by them, or free to book. */
export type DayState =
  | { kind: 'past' }
  | { kind: 'booked'; booking: OwnerBooking }
  | { kind: 'blocked'; block: CarBlock }
  | { kind: 'free' };

export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  state: DayState;
}

/** The car's upcoming bookings and blocks, and Dhaka's today (YYYY-MM-DD). */
export interface CalendarFacts {
  today: string;
  bookings: readonly OwnerBooking[];
  blocks: readonly CarBlock[];
}

const holds = (range: { startDate: string; endDate: string }, date: string) =>
  range.startDate <= date && date < range.endDate;

function stateOf(date: string, { today, bookings, blocks }: CalendarFacts): DayState {
  if (date < today) return { kind: 'past' };
  const booking = bookings.find((each) => holds(each, date));
  if (booking) return { kind: 'booked', booking };
  const block = blocks.find((each) => holds(each, date));
  return block ? { kind: 'blocked', block } : { kind: 'free' };
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The month's weeks, seven places each from the week's first day, `null` for a place outside the
 * month, each day with what it is.
 */
export function monthWeeks(
  month: CalendarMonth,
  weekStart: number,
  facts: CalendarFacts,
): (CalendarDay | null)[][] {
  const first = utcDate(`${month}-01`);
  const daysInMonth = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  const places: (CalendarDay | null)[] = Array.from(
    { length: (first.getUTCDay() - weekStart + 7) % 7 },
    () => null,
  );
  for (let day = 1; day <= daysInMonth; day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    places.push({ date, state: stateOf(date, facts) });
  }
  while (places.length % 7) places.push(null);
  return Array.from({ length: places.length / 7 }, (_, week) =>
    places.slice(week * 7, week * 7 + 7),
  );
}

/** A booking or a block that holds nights of a month, for the list under it. */
export type MonthRange =
  | { kind: 'booking'; startDate: string; endDate: string; booking: OwnerBooking }
  | { kind: 'block'; startDate: string; endDate: string; block: CarBlock };

/** The bookings and blocks that hold at least one night of `month`, by their first night. */
export function rangesInMonth(
  month: CalendarMonth,
  { bookings, blocks }: Pick<CalendarFacts, 'bookings' | 'blocks'>,
): MonthRange[] {
  const start = `${month}-01`;
  const end = `${addMonths(month, 1)}-01`;
  const ranges: MonthRange[] = [
    ...bookings.map((booking) => ({ kind: 'booking' as const, ...pick(booking), booking })),
    ...blocks.map((block) => ({ kind: 'block' as const, ...pick(block), block })),
  ];
  return ranges
    .filter((range) => range.startDate < end && range.endDate > start)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

const pick = ({ startDate, endDate }: { startDate: string; endDate: string }) => ({
  startDate,
  endDate,
});

/** "December 2026", "ডিসেম্বর ২০২৬": the month's name in the language. */
export const monthNameIn = (month: CalendarMonth, language: Language): string =>
  new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(`${month}-01`));

/** The week's days' names from its first day, short ("Mon", "সোম") and whole ("Monday"). */
export function weekDayNamesIn(
  language: Language,
  weekStart: number,
): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' });
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(1970, 0, 4 + ((weekStart + index) % 7)));
    return { short: short.format(day), long: long.format(day) };
  });
}

/**
 * "05/12/2026 – 08/12/2026" ("০৫/১২/২০২৬ – ০৮/১২/২০২৬" in Bangla): the first night to the day the
 * car is free again.
 */
export const rangeDatesIn = (range: { startDate: string; endDate: string }, language: Language) =>
  `${formatCalendarDateIn(range.startDate, language)} – ${formatCalendarDateIn(range.endDate, language)}`;
