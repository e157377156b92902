// My Bookings as the gateway's page sends the browser back to it
// (`/bookings?payment=<outcome>&booking=<id>`, from the API's return route): how the payment
// went, at the top; and as a booking's e-mail opens it (`/bookings?pay=<id>`): at that booking's
// Pay advance.
import type { Booking } from '@carzone/domain';
import { Alert, useRevalidator, useSearchParams } from '@carzone/web-kit';
import { useEffect, useRef, type RefObject } from 'react';
import { PAY_PARAM } from '../../lib/pay-href.ts';
import { useT, type BookingText } from '../../locales/messages.ts';
import { PAY_BOOKING_ATTRIBUTE } from './pay-advance.tsx';

/** Each outcome the API's return route names, and how it is said. */
const OUTCOMES = {
  paid: { status: 'success', text: 'Advance paid: your booking is confirmed.' },
  held: {
    status: 'info',
    text: 'Payment received: CarZone is reviewing it before your booking is confirmed.',
  },
  failed: {
    status: 'warning',
    text: 'The payment did not go through. You can try again before the deadline.',
  },
  canceled: {
    status: 'warning',
    text: 'You left the payment page. You can pay before the deadline.',
  },
  refunded: {
    status: 'info',
    text: 'This booking was no longer waiting for a payment: your payment is being refunded.',
  },
  pending: {
    status: 'info',
    text: 'We are confirming your payment with the gateway. This page will show it once it is confirmed.',
  },
  rejected: {
    status: 'error',
    text: 'We could not confirm this payment. If money left your account, contact CarZone.',
  },
} as const satisfies Record<string, { status: string; text: BookingText }>;

type PaymentOutcome = keyof typeof OUTCOMES;

const isOutcome = (value: string | null): value is PaymentOutcome =>
  value !== null && Object.hasOwn(OUTCOMES, value);

/** While the gateway's confirmation is awaited, the list is read again this often, this long. */
const PENDING_POLL_MS = 5_000;
const PENDING_POLL_LIMIT_MS = 2 * 60_000;

/**
 * The outcome to say: the return route's, unless it was still being confirmed and the booking
 * now says it was (paid, or held for review).
 */
function outcomeNow(named: PaymentOutcome, booking: Booking | undefined): PaymentOutcome {
  if (named !== 'pending') return named;
  const state = booking?.advance?.state;
  return state === 'paid' || state === 'held' ? state : 'pending';
}

/**
 * How the payment went, at the top of My Bookings (a status message, read out when it comes);
 * while it is still being confirmed, the list is read again every few seconds until it says.
 */
export function PaymentReturnMessage({ bookings }: { bookings: readonly Booking[] }) {
  const t = useT();
  const [search] = useSearchParams();
  const named = search.get('payment');
  const booking = bookings.find((each) => each._id === search.get('booking'));
  const outcome = isOutcome(named) ? outcomeNow(named, booking) : null;
  const revalidator = useRevalidator();
  const waiting = outcome === 'pending' && booking !== undefined;
  // The latest revalidate, for the timer: the revalidator itself changes as each reading starts.
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });

  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > PENDING_POLL_LIMIT_MS) clearInterval(timer);
      else void revalidate.current();
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  if (!outcome) return null;
  const { status, text } = OUTCOMES[outcome];
  return (
    <Alert.Root status={status} role="status" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Description>{t(text)}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * `?pay=<id>` (or a payment that failed or was left, with `booking=<id>`): that booking's Pay
 * advance scrolled into view and focused, once, in the view the screen shows (the table or the
 * cards; both are in the page).
 */
export function useFocusPayButton(list: RefObject<HTMLElement | null>) {
  const [search] = useSearchParams();
  const payment = search.get('payment');
  const id =
    search.get(PAY_PARAM) ??
    (payment === 'failed' || payment === 'canceled' ? search.get('booking') : null);
  const focused = useRef<string | null>(null);

  useEffect(() => {
    if (!id || focused.current === id || !list.current) return;
    const buttons = [
      ...list.current.querySelectorAll<HTMLButtonElement>(`[${PAY_BOOKING_ATTRIBUTE}]`),
    ].filter((button) => button.getAttribute(PAY_BOOKING_ATTRIBUTE) === id);
    const shown = buttons.find((button) => button.getClientRects().length > 0) ?? buttons[0];
    if (!shown) return;
    focused.current = id;
    shown.scrollIntoView({ block: 'center' });
    shown.focus({ preventScroll: true });
  });
}
