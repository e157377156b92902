// The My Bookings page (/bookings), exposed as `./my-bookings-route`; the shell's guard lets only
// a signed-in user reach it.
import { type LoaderFunctionArgs, useLoaderData } from '@carzone/web-kit';
import { fetchMyBookings } from '../../lib/bookings-api.ts';
import { MyBookings } from './my-bookings.tsx';

export interface MyBookingsLoad {
  /** The answer as it came: the page says so when it is not a list of bookings. */
  bookings: unknown;
}

/**
 * The signed-in user's bookings, newest first. A refusal is not caught: the shell shows a 401 as
 * sign in and back, and any other failure as the area's fallback.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<MyBookingsLoad> {
  return { bookings: await fetchMyBookings(request.signal) };
}

export function Component() {
  const { bookings } = useLoaderData() as MyBookingsLoad;
  return <MyBookings bookings={bookings} />;
}
