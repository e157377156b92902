/** Bangladesh has one time zone and no daylight saving: calendar dates are Dhaka's. */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Bangladesh Standard Time, UTC+06:00 all year (its one daylight saving, in 2009, was undone). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** "dd/mm/yyyy, HH:mm" in Bangladesh time, with a locale's digits. */
export const DHAKA_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: DHAKA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // Not `hour12: false`: with it Node writes the hour after midnight as 24 in Bangla, the browser
  // as 00, and a page the server rendered would differ from the browser's.
  hourCycle: 'h23',
};

/**
 * Today's calendar date in Dhaka, as YYYY-MM-DD. By its fixed offset, not `Intl`: a page's first
 * `Intl` object costs the browser about 50 ms (200 ms on a phone), and the date fields of a first
 * screen ask for today as React takes it over (docs/performance.md).
 */
export function dhakaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whole days from start to end (end minus start, rounded up); NaN when either is not a date. */
export function rentalDays(startDate: string, endDate: string): number {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return Number.NaN;
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.ceil(ms / DAY_MS);
}

/**
 * "dd/mm/yyyy" (en-GB) for a calendar date written YYYY-MM-DD: the day itself, which no time zone
 * can shift. Anything else comes back as it was.
 */
export function formatCalendarDate(date: string): string {
  return isCalendarDate(date)
    ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
    : date;
}

/** The calendar date `days` after `date` (both YYYY-MM-DD); negative `days` go back. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const TYPED_DATE = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/**
 * A date typed as d/m/yyyy or dd/mm/yyyy (how the date fields show them) as YYYY-MM-DD, or null
 * for anything else, a day that does not exist (31/02/2026) included.
 */
export function parseTypedDate(text: string): string | null {
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** "dd/mm/yyyy, HH:mm" in Bangladesh time, as the available-cars cards show it. */
export function formatDhakaDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-GB', DHAKA_DATE_TIME).format(date);
}

/** How many whole 24-hour days ago a car was listed, or null for today (or no date). */
export function listingAgeDays(createdAt: string, now: Date = new Date()): number | null {
  const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS);
  return !Number.isFinite(days) || days <= 0 ? null : days;
}

/** "Today" or "Added N day(s) ago", counted in whole 24-hour units. */
export function listingAgeLabel(createdAt: string, now: Date = new Date()): string {
  const days = listingAgeDays(createdAt, now);
  return days === null ? 'Today' : `Added ${days} day(s) ago`;
}
