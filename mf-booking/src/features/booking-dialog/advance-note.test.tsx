import type { Car } from '@carzone/domain';
import {
  freezeDhakaClock,
  makeCar,
  makeSessionUser,
  renderRoute,
  reply,
  showBangla,
  stubApi,
  typeDate,
  typist,
  type RouteAnswer,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceOf } from '../../testing/advance-bookings.ts';
import { findToasts, makeBooking, outputText, quoteOf } from '../../testing/booking-test-kit.ts';
import BookingDialog from './booking-dialog.tsx';

freezeDhakaClock();

const POLICY =
  "Free cancellation until 24 hours before the first day: the whole advance back. Later, the owner keeps one day's price from the advance.";

/** Book Now on the car's page, signed in as a renter, the trip of 5 to 7 December in the address. */
function renderBooking(car: Car, post?: RouteAnswer) {
  const api = stubApi({
    'GET /api/car/:id/booked-ranges': [],
    'GET /api/car/:id/quote': quoteOf(car),
    ...(post === undefined ? {} : { 'POST /api/bookings': post }),
  });
  const view = renderRoute(
    { path: '/car/:id', Component: () => <BookingDialog car={car} /> },
    { pathname: `/car/${car._id}`, search: '?from=2026-12-05&to=2026-12-07' },
    { signedInAs: makeSessionUser({ email: 'renter@example.com' }) },
  );
  return { api, ...view };
}

async function openDialog(name = 'Confirm Booking') {
  const user = typist();
  await user.click(screen.getByRole('button', { name: /Book Now|এখনই বুক করুন/ }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

/** A car at $50 a day: two days, $110 with the service charge. */
const carAsking = (advancePercent: number, overrides: Partial<Car> = {}) =>
  makeCar({ carModel: 'Toyota Axio', dailyRentalPrice: 50, advancePercent, ...overrides });

describe('Confirm Booking: the advance a car asks', { timeout: 30_000 }, () => {
  it('says the advance of the total, paid now, the rest at pickup, and the policy', async () => {
    renderBooking(carAsking(25));
    const { dialog } = await openDialog();
    await waitFor(() => expect(outputText(dialog, 'Total Price')).toBe('$110.00'));
    expect(within(dialog).getByText('Advance: 25% ($27.50) now, the rest at pickup')).toBeTruthy();
    expect(within(dialog).getByText(POLICY)).toBeTruthy();
  });

  it('says it is paid once the owner accepts, and the share alone while there is no total', async () => {
    renderBooking(carAsking(10, { instantBooking: false }));
    const { user, dialog } = await openDialog('Request to Book');
    expect(
      await within(dialog).findByText(
        'Advance: 10% ($11.00) once the owner accepts, the rest at pickup',
      ),
    ).toBeTruthy();
    await typeDate(user, dialog, 'Start Date', '06/12/2026');
    expect(
      await within(dialog).findByText(
        'Advance: 10% of the total once the owner accepts, the rest at pickup',
      ),
    ).toBeTruthy();
  });

  it('says nothing of an advance for a car that asks none', async () => {
    renderBooking(carAsking(0));
    const { dialog } = await openDialog();
    await waitFor(() => expect(outputText(dialog, 'Total Price')).toBe('$110.00'));
    expect(within(dialog).queryByText(/Advance/)).toBeNull();
    expect(within(dialog).queryByText(POLICY)).toBeNull();
  });

  it('asks to pay the advance and opens My Bookings at its Pay advance', async () => {
    const car = carAsking(25);
    const booking = makeBooking({
      _id: 'b-advance',
      carId: car._id,
      carModel: car.carModel,
      bookingStatus: 'AwaitingPayment',
      advance: advanceOf(),
    });
    const { router } = renderBooking(car, reply(201, booking));
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(outputText(dialog, 'Total Price')).toBe('$110.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await findToasts()).toEqual([
      'Pay the advance to confirmYou booked Toyota Axio: pay the advance before its deadline to confirm the booking.',
    ]);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/bookings?pay=b-advance',
      ),
    );
  });

  it('says it in Bangla, the amount in Bengali digits', async () => {
    await showBangla();
    renderBooking(carAsking(25));
    const { dialog } = await openDialog('বুকিং নিশ্চিত করুন');
    await waitFor(() => expect(outputText(dialog, 'মোট দাম')).toBe('$১১০.০০'));
    expect(within(dialog).getByText('অগ্রিম: ২৫% ($২৭.৫০) এখন, বাকিটা পিকআপের সময়')).toBeTruthy();
  });
});
