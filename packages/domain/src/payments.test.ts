import { describe, expect, it } from 'vitest';
import {
  advanceOf,
  cancellationRefund,
  isAdvancePercent,
  isFreeCancellation,
  paymentDueAt,
  toMinorUnits,
  toPayAtPickup,
} from './payments.js';

/** An instant in Dhaka (UTC+06:00), written as Dhaka's clock reads it. */
const dhaka = (dateTime: string) => new Date(`${dateTime}+06:00`);

describe('the advance an owner asks', () => {
  it('is none, or a whole percentage from 10 to 50', () => {
    for (const percent of [0, 10, 25, 50]) expect(isAdvancePercent(percent)).toBe(true);
    for (const percent of [5, 9, 51, 100, 12.5, -10, Number.NaN, '25', null])
      expect(isAdvancePercent(percent)).toBe(false);
  });

  it('is priced in cents from the trip total, the rest paid at pickup', () => {
    expect(advanceOf(110, 25)).toBe(2750);
    expect(toPayAtPickup(110, 2750)).toBe(8250);
    // 33.33 % of $99.99 is $33.33 and a third of a cent: rounded to the cent.
    expect(advanceOf(99.99, 33)).toBe(3300);
    expect(advanceOf(0.1 + 0.2, 50)).toBe(15);
    expect(advanceOf(110, 0)).toBe(0);
    expect(toMinorUnits(1234.56)).toBe(123456);
  });
});

describe('the payment deadline', () => {
  const now = dhaka('2026-12-10T10:00:00');

  it('is PAYMENT_MINUTES after booking for a trip days away', () => {
    expect(paymentDueAt(now, { startDate: '2026-12-14', pickupTime: null }, 60)).toEqual(
      dhaka('2026-12-10T11:00:00'),
    );
  });

  it('is never after the trip starts', () => {
    expect(paymentDueAt(now, { startDate: '2026-12-10', pickupTime: '10:30' }, 60)).toEqual(
      dhaka('2026-12-10T10:30:00'),
    );
    expect(
      paymentDueAt(dhaka('2026-12-09T23:30:00'), { startDate: '2026-12-10', pickupTime: null }, 60),
    ).toEqual(dhaka('2026-12-10T00:00:00'));
  });

  it('gives the whole window to a trip the calendar has already begun', () => {
    expect(paymentDueAt(now, { startDate: '2026-12-10', pickupTime: null }, 60)).toEqual(
      dhaka('2026-12-10T11:00:00'),
    );
    expect(paymentDueAt(now, { startDate: '2026-12-10', pickupTime: '09:00' }, 60)).toEqual(
      dhaka('2026-12-10T11:00:00'),
    );
  });
});

describe('the one cancellation policy', () => {
  // A $40-a-day car, a $27.50 advance, the trip from 15 December (Dhaka).
  const booking = { advancePaid: 2750, dailyRentalPrice: 40, startDate: '2026-12-15' };

  it('gives the renter the whole advance 24 hours or more before the first day in Dhaka', () => {
    const dayBefore = dhaka('2026-12-14T00:00:00');
    expect(isFreeCancellation('2026-12-15', dayBefore)).toBe(true);
    expect(cancellationRefund(booking, 'renter', dayBefore)).toEqual({
      refundAmount: 2750,
      keptAmount: 0,
    });
    expect(cancellationRefund(booking, 'renter', dhaka('2026-12-01T12:00:00')).keptAmount).toBe(0);
  });

  it('lets the owner keep one day of the car price when the renter cancels later', () => {
    const aSecondLate = dhaka('2026-12-14T00:00:01');
    expect(isFreeCancellation('2026-12-15', aSecondLate)).toBe(false);
    // One day is $40, more than the advance: the owner keeps all of it.
    expect(cancellationRefund(booking, 'renter', aSecondLate)).toEqual({
      refundAmount: 0,
      keptAmount: 2750,
    });
    const bigAdvance = { ...booking, advancePaid: 10_000 };
    expect(cancellationRefund(bigAdvance, 'renter', dhaka('2026-12-15T09:00:00'))).toEqual({
      refundAmount: 6000,
      keptAmount: 4000,
    });
  });

  it('keeps to the policy after the start too, though the trip can no longer be canceled then', () => {
    const bigAdvance = { ...booking, advancePaid: 10_000 };
    expect(cancellationRefund(bigAdvance, 'renter', dhaka('2026-12-16T10:00:00')).keptAmount).toBe(
      4000,
    );
  });

  it('gives the whole advance back when the owner or staff end the booking, whenever', () => {
    for (const side of ['owner', 'staff'] as const)
      expect(cancellationRefund(booking, side, dhaka('2026-12-15T09:00:00'))).toEqual({
        refundAmount: 2750,
        keptAmount: 0,
      });
  });

  it('refunds nothing of nothing paid', () => {
    expect(
      cancellationRefund({ ...booking, advancePaid: 0 }, 'renter', dhaka('2026-12-15T09:00:00')),
    ).toEqual({ refundAmount: 0, keptAmount: 0 });
  });
});
