import type { Booking, RefundState } from '@carzone/domain';
import { Stack, Text, useLanguage } from '@carzone/web-kit';
import { centsIn } from '../../lib/cents.ts';
import { useT, type BookingText } from '../../locales/messages.ts';

const REFUND_WORDS: Record<RefundState, BookingText> = {
  pending: 'Refund {amount}: on its way',
  done: 'Refund {amount}: done',
  failed: "Refund {amount}: delayed, CarZone's staff are on it",
};

/**
 * A booking's money beside its price lines: the advance paid and, while the trip is still on,
 * what is left to pay at pickup; a refund and how far it is. Nothing for a booking without either.
 */
export function BookingPaymentLines({ booking }: { booking: Booking }) {
  const t = useT();
  const language = useLanguage();
  const { advance, refund } = booking;
  const paid = advance?.state === 'paid' ? advance : null;
  if (!paid && !refund) return null;
  // Only a confirmed booking has a trip stage; one whose car is back owes nothing at pickup.
  const tripStillOn = booking.tripStage !== null && booking.tripStage !== 'completed';
  return (
    <Stack gap="0.5">
      {paid && (
        <Text>{t('Advance paid {amount}', { amount: centsIn(paid.amount, language) })}</Text>
      )}
      {paid && tripStillOn && (
        <Text>
          {t('To pay at pickup {amount}', { amount: centsIn(paid.toPayAtPickup, language) })}
        </Text>
      )}
      {refund && (
        <Text color={refund.status === 'failed' ? 'orange.fg' : undefined}>
          {t(REFUND_WORDS[refund.status], { amount: centsIn(refund.amount, language) })}
        </Text>
      )}
    </Stack>
  );
}

/** Whether a booking has payment lines to show. */
export const hasPaymentLines = (booking: Booking) =>
  booking.advance?.state === 'paid' || booking.refund !== null;
