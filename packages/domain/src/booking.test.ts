import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  hasBookingEnded,
  tripStageOf,
  overlapsBookedRanges,
  quoteBooking,
} from './booking.js';

// 2026-03-01T12:00Z is 18:00 in Dhaka: today there is 2026-03-01.
const MIDDAY = new Date('2026-03-01T12:00:00Z');
const quote = (startDate: string, endDate: string, price = 40, now = MIDDAY) =>
  quoteBooking({ startDate, endDate }, price, now);

describe('quoteBooking', () => {
  it('prices whole days at the daily price plus 10 %', () => {
    expect(quote('2026-03-01', '2026-03-04')).toEqual({ ok: true, days: 3, totalPrice: 132 });
  });

  it('takes "today" from Dhaka (UTC+6): 17:59Z is still 1 March there, 18:00Z is 2 March', () => {
    const beforeMidnight = new Date('2026-03-01T17:59:00Z');
    const atMidnight = new Date('2026-03-01T18:00:00Z');
    expect(quote('2026-03-01', '2026-03-02', 40, beforeMidnight)).toMatchObject({ ok: true });
    expect(quote('2026-03-01', '2026-03-02', 40, atMidnight)).toEqual({
      ok: false,
      reason: 'startInPast',
      message: BOOKING_MESSAGES.startInPast,
    });
    expect(quote('2026-03-02', '2026-03-03', 40, atMidnight)).toMatchObject({ ok: true, days: 1 });
  });

  it('counts across month and year ends', () => {
    expect(quote('2026-03-31', '2026-04-01')).toMatchObject({ days: 1 });
    expect(quote('2026-04-30', '2026-05-02')).toMatchObject({ days: 2 });
    expect(quote('2026-12-31', '2027-01-02')).toMatchObject({ days: 2 });
    expect(quote('2027-02-28', '2027-03-01')).toMatchObject({ days: 1 });
  });

  it('counts a leap day: 2028-02-28 to 2028-03-01 is 2 days', () => {
    expect(quote('2028-02-28', '2028-03-01', 50)).toEqual({ ok: true, days: 2, totalPrice: 110 });
    expect(quote('2028-02-29', '2028-03-01')).toMatchObject({ ok: true, days: 1 });
  });

  it('rounds the total to 2 decimals', () => {
    // 3 × 33.33 × 1.1 = 109.989
    expect(quote('2026-03-10', '2026-03-13', 33.33)).toEqual({
      ok: true,
      days: 3,
      totalPrice: 109.99,
    });
    // 1 × 12.25 × 1.1 = 13.475, which binary floating point holds as 13.474999…
    expect(quote('2026-03-10', '2026-03-11', 12.25)).toMatchObject({ totalPrice: 13.48 });
    expect(quote('2026-03-10', '2026-03-17', 0.01)).toMatchObject({ totalPrice: 0.08 });
  });

  it('refuses dates that do not exist or are not written YYYY-MM-DD', () => {
    for (const [start, end] of [
      ['2026-02-30', '2026-03-02'],
      ['2026-03-10', '2027-02-29'],
      ['2026-04-31', '2026-05-02'],
      ['10/03/2026', '2026-03-12'],
      ['2026-03-10T00:00:00Z', '2026-03-12'],
      ['', '2026-03-12'],
    ] as const) {
      expect(quote(start, end), `${start} → ${end}`).toEqual({
        ok: false,
        reason: 'notADate',
        message: BOOKING_MESSAGES.notADate,
      });
    }
  });

  it('refuses an end on or before the start', () => {
    const refused = {
      ok: false,
      reason: 'endNotAfterStart',
      message: BOOKING_MESSAGES.endNotAfterStart,
    };
    expect(quote('2026-03-10', '2026-03-10')).toEqual(refused);
    expect(quote('2026-03-10', '2026-03-09')).toEqual(refused);
  });

  it('refuses a start before Dhaka’s today, even when the end is in the future', () => {
    expect(quote('2026-02-28', '2026-03-05')).toEqual({
      ok: false,
      reason: 'startInPast',
      message: BOOKING_MESSAGES.startInPast,
    });
  });
});

describe('overlapsBookedRanges', () => {
  const taken = [
    { startDate: '2026-03-10', endDate: '2026-03-13' },
    { startDate: '2026-03-31', endDate: '2026-04-02' },
  ];
  const overlaps = (startDate: string, endDate: string) =>
    overlapsBookedRanges({ startDate, endDate }, taken);

  it('finds a shared night', () => {
    expect(overlaps('2026-03-12', '2026-03-15')).toBe(true);
    expect(overlaps('2026-03-08', '2026-03-11')).toBe(true);
    expect(overlaps('2026-03-11', '2026-03-12')).toBe(true);
    expect(overlaps('2026-03-01', '2026-04-30')).toBe(true);
    expect(overlaps('2026-04-01', '2026-04-05')).toBe(true);
  });

  it('lets a booking start the day the previous one ends, and end the day the next starts', () => {
    expect(overlaps('2026-03-13', '2026-03-16')).toBe(false);
    expect(overlaps('2026-03-05', '2026-03-10')).toBe(false);
    expect(overlaps('2026-03-13', '2026-03-31')).toBe(false);
  });

  it('finds nothing in an empty list', () => {
    expect(overlapsBookedRanges({ startDate: '2026-03-10', endDate: '2026-03-13' }, [])).toBe(
      false,
    );
  });
});

describe('hasBookingEnded', () => {
  it('is true from the end date on, in Dhaka', () => {
    expect(hasBookingEnded({ endDate: '2026-03-01' }, MIDDAY)).toBe(true);
    expect(hasBookingEnded({ endDate: '2026-02-28' }, MIDDAY)).toBe(true);
    expect(hasBookingEnded({ endDate: '2026-03-02' }, MIDDAY)).toBe(false);
    expect(hasBookingEnded({ endDate: '2026-03-02' }, new Date('2026-03-01T18:00:00Z'))).toBe(true);
  });
});

describe('tripStageOf', () => {
  const confirmed = (startDate: string, endDate: string) =>
    ({ bookingStatus: 'Confirmed', startDate, endDate }) as const;

  it('is upcoming before the first day, under way from it, completed from the end date on', () => {
    expect(tripStageOf(confirmed('2026-03-02', '2026-03-04'), MIDDAY)).toBe('upcoming');
    expect(tripStageOf(confirmed('2026-03-01', '2026-03-04'), MIDDAY)).toBe('underway');
    expect(tripStageOf(confirmed('2026-02-27', '2026-03-02'), MIDDAY)).toBe('underway');
    expect(tripStageOf(confirmed('2026-02-27', '2026-03-01'), MIDDAY)).toBe('completed');
  });

  it("turns at midnight in Dhaka (18:00Z), not at the server's midnight", () => {
    const trip = confirmed('2026-03-02', '2026-03-03');
    expect(tripStageOf(trip, new Date('2026-03-01T17:59:59Z'))).toBe('upcoming');
    expect(tripStageOf(trip, new Date('2026-03-01T18:00:00Z'))).toBe('underway');
    expect(tripStageOf(trip, new Date('2026-03-02T18:00:00Z'))).toBe('completed');
  });

  it('is null for anything but a confirmed booking', () => {
    for (const bookingStatus of ['Pending', 'Canceled', 'Declined', 'Expired'] as const)
      expect(
        tripStageOf({ bookingStatus, startDate: '2026-02-20', endDate: '2026-02-22' }, MIDDAY),
      ).toBeNull();
  });
});
