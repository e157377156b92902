// The My Cars page (/cars/:email), exposed as `./my-cars-route`; the shell's guard lets only a
// signed-in user reach it, and the server only the owner of that e-mail.
import type { OwnerBooking } from '@carzone/domain';
import {
  type ActionFunctionArgs,
  ApiError,
  apiErrorMessage,
  type LoaderFunctionArgs,
  showToast,
  useLoaderData,
} from '@carzone/web-kit';
import { deleteCar, fetchOwnerBookings, fetchOwnerCars } from '../../lib/owner-cars-api.ts';
import { withoutBookings } from '../../lib/owner-bookings.ts';
import { t } from '../../locales/messages.ts';
import { MyCars } from './my-cars.tsx';

export interface MyCarsLoad {
  /** The answer as it came: the page says so when it is not a list of cars. */
  cars: unknown;
  /** The upcoming bookings on those cars; null when they could not be loaded. */
  bookings: OwnerBooking[] | null;
}

/**
 * The owner's cars and the upcoming bookings on them, fetched together: without its bookings the
 * page can still list the cars. A refusal of the cars is not caught: the shell shows a 401 as sign
 * in and back, a 403 (another owner's e-mail) as not allowed.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<MyCarsLoad> {
  const email = params.email ?? '';
  const [cars, bookings] = await Promise.all([
    fetchOwnerCars(email, request.signal),
    fetchOwnerBookings(email, request.signal).then(
      (answer) => (Array.isArray(answer) ? answer : null),
      withoutBookings,
    ),
  ]);
  return { cars, bookings };
}

/** What the delete dialog learns from the action; the list itself is loaded again either way. */
export type DeleteOutcome = { deleted: true } | { deleted: false; reason: string };

/**
 * Deletes one car ('Yes, delete it!'). The server refuses a car with upcoming bookings (409) with
 * a message that says until when: the dialog keeps it in view and the car stays. A 401 is thrown
 * on, for the shell to send the visitor to sign in and back.
 */
export async function action({ request }: ActionFunctionArgs): Promise<DeleteOutcome> {
  const { carId } = (await request.json()) as { carId: string };
  try {
    const { deletedCount } = await deleteCar(carId);
    if (!deletedCount) return { deleted: false, reason: t('It may have been deleted already.') };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    return { deleted: false, reason: apiErrorMessage(error, t('Please try again later.')) };
  }
  showToast('success', t('Deleted!'), t('Your car has been deleted.'));
  return { deleted: true };
}

export function Component() {
  const { cars, bookings } = useLoaderData() as MyCarsLoad;
  return <MyCars cars={cars} bookings={bookings} />;
}
