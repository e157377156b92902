import { describe, expect, it } from 'vitest';
import {
  BOOKING_REQUEST_MESSAGES,
  DEFAULT_REQUEST_ANSWER_MINUTES,
  earliestBookableStart,
  isRequestOverdue,
  requestExpiresAt,
  requestStartsTooSoon,
  shownBookingStatus,
  STATUS_REASON_MAX_LENGTH,
} from './booking-requests.js';
import { DEFAULT_TRIP_RULES } from './trip-rules.js';

// 10:00 on 1 December 2026 in Dhaka (UTC+6).
const NOW = new Date('2026-12-01T04:00:00Z');

describe('requestExpiresAt', () => {
  it('gives the owner their time to answer when the trip starts later than that', () => {
    expect(requestExpiresAt('2026-12-10', NOW).toISOString()).toBe(
      new Date(NOW.getTime() + DEFAULT_REQUEST_ANSWER_MINUTES * 60_000).toISOString(),
    );
    expect(requestExpiresAt('2026-12-10', NOW, 60).toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it("ends when the trip's first day begins in Dhaka, if that comes first", () => {
    // Tomorrow begins at 00:00 in Dhaka, 14 hours from now: before the owner's day is up.
    expect(requestExpiresAt('2026-12-02', NOW).toISOString()).toBe('2026-12-01T18:00:00.000Z');
  });
});

describe('requestStartsTooSoon and earliestBookableStart', () => {
  it('keeps a request from starting today, and lets it start tomorrow', () => {
    expect(requestStartsTooSoon('2026-12-01', NOW)).toBe(true);
    expect(requestStartsTooSoon('2026-12-02', NOW)).toBe(false);
    expect(earliestBookableStart({ ...DEFAULT_TRIP_RULES, instantBooking: false }, NOW)).toBe(
      '2026-12-02',
    );
  });

  it('lets an instant car start today, and a longer notice decide for either', () => {
    expect(earliestBookableStart({ ...DEFAULT_TRIP_RULES, instantBooking: true }, NOW)).toBe(
      '2026-12-01',
    );
    expect(earliestBookableStart(DEFAULT_TRIP_RULES, NOW)).toBe('2026-12-01');
    const notice = { ...DEFAULT_TRIP_RULES, advanceNoticeHours: 48 };
    expect(earliestBookableStart({ ...notice, instantBooking: false }, NOW)).toBe('2026-12-04');
  });
});

describe('a request past its deadline', () => {
  const pending = (expiresAt: string | null) => ({ bookingStatus: 'Pending' as const, expiresAt });

  it('is shown Expired from the moment its deadline comes', () => {
    expect(isRequestOverdue(pending('2026-12-01T04:00:00.000Z'), NOW)).toBe(true);
    expect(shownBookingStatus(pending('2026-12-01T04:00:00.000Z'), NOW)).toBe('Expired');
    expect(shownBookingStatus(pending('2026-12-01T04:00:01.000Z'), NOW)).toBe('Pending');
  });

  it('leaves every other status, and a request without a deadline, as they are', () => {
    expect(shownBookingStatus(pending(null), NOW)).toBe('Pending');
    for (const bookingStatus of ['Confirmed', 'Canceled', 'Declined', 'Expired'] as const)
      expect(shownBookingStatus({ bookingStatus, expiresAt: '2020-01-01T00:00:00Z' }, NOW)).toBe(
        bookingStatus,
      );
  });
});

it('says the longest reason by its number', () => {
  expect(BOOKING_REQUEST_MESSAGES.reasonTooLong).toContain(String(STATUS_REASON_MAX_LENGTH));
});
