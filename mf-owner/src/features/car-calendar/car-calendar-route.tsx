// The calendar of one of the owner's cars (/my-cars/:id/calendar), exposed as
// `./car-calendar-route`; the shell's guard lets only a signed-in user reach it, and the server
// only the car's owner.
import type { Car, CarBlock, NewCarBlockInput, OwnerBooking } from '@carzone/domain';
import {
  type ActionFunctionArgs,
  ApiError,
  apiErrorMessage,
  type LoaderFunctionArgs,
  sessionStore,
  showToast,
  useLoaderData,
} from '@carzone/web-kit';
import { asCarNotFound } from '../../lib/car-not-found.ts';
import { withoutBookings } from '../../lib/owner-bookings.ts';
import {
  blockCarDays,
  fetchCarBlocks,
  fetchCarForUpdate,
  fetchOwnerBookings,
  unblockCarDays,
} from '../../lib/owner-cars-api.ts';
import { t } from '../../locales/messages.ts';
import { CarCalendar } from './car-calendar.tsx';

export interface CarCalendarLoad {
  car: Car;
  /** The days the owner keeps the car for themselves that end after Dhaka's today, by start. */
  blocks: CarBlock[];
  /** The upcoming bookings on this car; null when they could not be loaded. */
  bookings: OwnerBooking[] | null;
}

/**
 * The car (as the update form loads it), its blocks and the owner's upcoming bookings, fetched
 * together; the bookings of the owner's other cars are left out. A car that is gone or someone
 * else's is the not-found page, as for the update form; a 401 is not caught: the shell shows it as
 * sign in and back. Without its bookings the page still shows the blocks, and says so.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<CarCalendarLoad> {
  const id = params.id ?? '';
  const car = fetchCarForUpdate(id, request.signal);
  // The owner is the session's; a page opened without one in hand (the harness) asks the car.
  const email = sessionStore.getState().user?.email;
  const ownerBookings = email
    ? fetchOwnerBookings(email, request.signal)
    : car.then((found) => fetchOwnerBookings(found.email, request.signal));
  try {
    const [found, blocks, bookings] = await Promise.all([
      car,
      fetchCarBlocks(id, request.signal),
      ownerBookings.then(
        (answer) =>
          Array.isArray(answer) ? answer.filter((booking) => booking.carId === id) : null,
        withoutBookings,
      ),
    ]);
    return { car: found, blocks, bookings };
  } catch (error) {
    throw asCarNotFound(error, [400, 403, 404]);
  }
}

/** What the calendar's forms send to the action: days to block, or a block to lift. */
export type CalendarChange =
  ({ intent: 'block' } & Required<NewCarBlockInput>) | { intent: 'unblock'; blockId: string };

/**
 * How a change went; the page is loaded again either way. A refusal carries the server's words
 * (in the page's language already): the block form keeps them in view, an unblock says them in a
 * toast.
 */
export type CalendarOutcome =
  | { intent: CalendarChange['intent']; done: true }
  | { intent: CalendarChange['intent']; done: false; reason: string };

/**
 * Blocks days ('Block these days') or lifts a block ('Unblock'). The server refuses days over a
 * booking or another block (409) with a message naming their dates, and days its rules refuse
 * (400); a block already gone is 404 `carBlock.blockNotFound`. A 401 is thrown on, for the shell
 * to send the visitor to sign in and back; a car that is gone or someone else's, as not found.
 */
export async function action({ params, request }: ActionFunctionArgs): Promise<CalendarOutcome> {
  const change = (await request.json()) as CalendarChange;
  const id = params.id ?? '';
  try {
    if (change.intent === 'unblock') {
      await unblockCarDays(id, change.blockId);
      showToast('success', t('Days unblocked'));
    } else {
      const { startDate, endDate, note } = change;
      await blockCarDays(id, { startDate, endDate, ...(note ? { note } : {}) });
      showToast('success', t('Days blocked'));
    }
    return { intent: change.intent, done: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    if (error.code !== 'carBlock.blockNotFound') {
      const missing = asCarNotFound(error, [403, 404]);
      if (missing !== error) throw missing;
    }
    const reason = apiErrorMessage(error, t('Please try again later.'));
    if (change.intent === 'unblock') showToast('error', t('The days were not unblocked'), reason);
    return { intent: change.intent, done: false, reason };
  }
}

export function Component() {
  const { car, blocks, bookings } = useLoaderData() as CarCalendarLoad;
  return <CarCalendar car={car} blocks={blocks} bookings={bookings} />;
}
