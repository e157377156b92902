// Bookings of a car that asks an advance, as the API answers them to their renter.
import type { Booking, BookingAdvance } from '@carzone/domain';
import { onTestFinished } from 'vitest';
import { makeBooking } from './booking-test-kit.ts';

/**
 * A 25% advance of a $110 trip: $27.50, $82.50 left for pickup; due by 12:45 Dhaka time, 45
 * minutes after the tests' frozen clock (`overrides` for the rest).
 */
export function advanceOf(overrides: Partial<BookingAdvance> = {}): BookingAdvance {
  return {
    amount: 2750,
    currency: 'USD',
    state: 'due',
    dueAt: '2026-12-01T06:45:00.000Z',
    toPayAtPickup: 8250,
    ...overrides,
  };
}

/** A booking of `model` waiting for its advance (`advance` for another state of it). */
export function awaitingPayment(
  model: string,
  advance: Partial<BookingAdvance> = {},
  overrides: Partial<Booking> = {},
): Booking {
  return makeBooking({
    carModel: model,
    totalPrice: 110,
    bookingStatus: 'AwaitingPayment',
    advance: advanceOf(advance),
    ...overrides,
  });
}

/**
 * Element.scrollIntoView for this test (jsdom has none): answers the elements scrolled to, in
 * order.
 */
export function stubScrollIntoView(): Element[] {
  const scrolled: Element[] = [];
  const had = Object.hasOwn(Element.prototype, 'scrollIntoView');
  const real = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  onTestFinished(() => {
    if (had) Element.prototype.scrollIntoView = real;
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}
