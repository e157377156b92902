// What the booking area's component tests share besides web-testing's date helpers: reading
// toasts and the total, a renter's booking as the API sends it, the stand-in quote.
import {
  quoteBooking,
  quoteTrip,
  TRIP_CHOICE_MESSAGES,
  tripChoiceProblem,
  type Booking,
  type Car,
  type QuoteLine,
} from '@carzone/domain';
import { TEST_BOOKING } from '@carzone/domain/testing';
import { reply, type RouteAnswer, type StubRequest } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';

/** The text of the output labelled `label` (the dialog's total). */
export function outputText(container: HTMLElement, label: string): string {
  return within(container).getByRole('status', { name: label }).textContent ?? '';
}

/** The toasts on the page now, each as its title and text together. */
export async function findToasts(): Promise<string[]> {
  const toasts = await screen.findAllByTestId('toast');
  return toasts.map((toast) => toast.textContent ?? '');
}

let nextBooking = 1;

/**
 * A renter's booking as the API sends it (My Bookings, the answer to Confirm Booking): a confirmed
 * self-drive trip of 5 to 8 December 2026 in Dhaka at $40 a day, $132, booked on 1 December at
 * 02:30 Dhaka time, without a pickup, a destination or price lines, with an id of its own (its car
 * named after it); `overrides` for the rest.
 */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const id = `booking-${nextBooking++}`;
  return {
    ...TEST_BOOKING,
    _id: id,
    carModel: `Car of ${id}`,
    // A confirmed trip is upcoming unless the test says; a booking of another status has no stage.
    tripStage:
      overrides.bookingStatus && overrides.bookingStatus !== 'Confirmed' ? null : 'upcoming',
    ...overrides,
  };
}

/** Words for each kind of price line, as the stand-in quote says them (the server's are its own). */
const LINE_WORDS: Record<QuoteLine['kind'], string> = {
  car: 'Car',
  driver: 'Driver',
  outOfTown: 'Out of town',
  serviceCharge: 'Service charge (10%)',
  fuel: 'Fuel: paid by the renter',
  overtime: "Driver's overtime, paid on the road",
};

/**
 * A stand-in for `GET /api/car/:id/quote`: the domain's price of the asked trip, its lines worded
 * by LINE_WORDS; a choice the car does not offer refused as the server does.
 */
export function quoteOf(car: Car) {
  return ({ query }: StubRequest): RouteAnswer => {
    const dates = { startDate: query.get('from') ?? '', endDate: query.get('to') ?? '' };
    const withDriver = query.get('withDriver') === 'true';
    const problem = tripChoiceProblem(car, { withDriver });
    if (problem)
      return reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: `booking.${problem}`,
        message: TRIP_CHOICE_MESSAGES[problem],
      });
    const days = quoteBooking(dates, car.dailyRentalPrice);
    if (!days.ok)
      return reply(400, { statusCode: 400, error: 'Bad Request', message: 'Bad dates' });
    const quote = quoteTrip(car, days.days, {
      withDriver,
      destinationDistrict: query.get('destination'),
    });
    return {
      lines: quote.lines.map((line) => ({
        kind: line.kind,
        label: LINE_WORDS[line.kind],
        ...('amount' in line ? { amount: line.amount } : {}),
      })),
      totalPrice: quote.totalPrice,
    };
  };
}
