// Paying a booking's advance from My Bookings: the button that opens the payment at the gateway
// and sends the browser to its page, and the time left to pay.
import { formatDhakaDateTimeIn, type Booking } from '@carzone/domain';
import {
  ApiError,
  Button,
  Text,
  useLanguage,
  useRevalidator,
  useSendChange,
} from '@carzone/web-kit';
import { useEffect, useState } from 'react';
import { startAdvancePayment } from '../../lib/bookings-api.ts';
import { centsIn } from '../../lib/cents.ts';
import { useT } from '../../locales/messages.ts';

const MINUTE_MS = 60_000;

/** The attribute that names a Pay advance button's booking, for `?pay=<id>` to find it. */
export const PAY_BOOKING_ATTRIBUTE = 'data-pay-booking';

/**
 * Pay advance: asks the API for the gateway's page and sends the browser there. The button stays
 * busy while the page leaves. A refusal says the server's words (the time to pay has passed, the
 * booking no longer waits for it, the gateway is not answering); a 409 means the list is stale,
 * so it is read again.
 */
export function PayAdvanceButton({ booking }: { booking: Booking }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const { sending, send } = useSendChange();
  const [leaving, setLeaving] = useState(false);

  const pay = async () => {
    const outcome = await send(
      () =>
        startAdvancePayment(booking._id).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) void revalidator.revalidate();
          throw error;
        }),
      { failure: { title: t('The payment could not start'), description: t('Try again later.') } },
    );
    if (!outcome.sent) return;
    setLeaving(true);
    window.location.assign(outcome.answer.redirectUrl);
  };

  return (
    <Button
      size="xs"
      colorPalette="brand"
      {...{ [PAY_BOOKING_ATTRIBUTE]: booking._id }}
      aria-label={
        booking.advance
          ? t('Pay advance of {amount} for {carModel}', {
              amount: centsIn(booking.advance.amount, language),
              carModel: booking.carModel,
            })
          : undefined
      }
      loading={sending || leaving}
      loadingText={t('Opening the payment page…')}
      onClick={() => void pay()}
    >
      {t('Pay advance')}
    </Button>
  );
}

/** The time now, again every half minute: a deadline's minutes left keep counting down. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 2);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Pay within 45 minutes, by 01/12/2026, 12:45" (hours from the second hour on), the deadline in
 * Dhaka as requests' deadlines are shown; that it has passed once it has, until the list is read
 * again and the API says the booking expired.
 */
export function PaymentDeadline({ dueAt }: { dueAt: string }) {
  const t = useT();
  const language = useLanguage();
  const now = useNow();
  const minutes = Math.ceil((Date.parse(dueAt) - now) / MINUTE_MS);
  const time = formatDhakaDateTimeIn(dueAt, language);
  let text: string;
  if (minutes <= 0) text = t('The time to pay the advance has passed.');
  else if (minutes <= 60)
    text = t('Pay within {count, plural, one {# minute} other {# minutes}}, by {time}', {
      count: minutes,
      time,
    });
  else
    text = t('Pay within {count, plural, one {# hour} other {# hours}}, by {time}', {
      count: Math.floor(minutes / 60),
      time,
    });
  return (
    <Text fontSize="xs" color="orange.fg" fontWeight="medium" mt="1" maxW="16rem">
      {text}
    </Text>
  );
}
