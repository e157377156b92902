// A booking's conversation (/messages/booking/:bookingId), exposed as `./booking-thread-route`:
// the link My Bookings and the owner's pages give. Its loader opens (or finds) the conversation of
// the booking's car and renter and goes there; the API answers 404 to anyone but the two, which
// the shell shows as its not-found page.
import { type LoaderFunctionArgs, redirect, routes } from '@carzone/web-kit';
import { openBookingThread, readOfAddress } from '../../lib/messages-api.ts';

export async function loader({ params, request }: LoaderFunctionArgs): Promise<Response> {
  const { threadId } = await readOfAddress(
    openBookingThread(params.bookingId ?? '', request.signal),
  );
  return redirect(routes.messageThread.getHref(threadId));
}

/** Never shown: the loader has gone on to the conversation. */
export function Component() {
  return null;
}
