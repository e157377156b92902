import type { Booking, CancellationQuote } from '@carzone/domain';
import { Text, useLanguage } from '@carzone/web-kit';
import { useEffect, useState } from 'react';
import { fetchCancellationQuote } from '../../lib/bookings-api.ts';
import { centsIn } from '../../lib/cents.ts';
import { useT } from '../../locales/messages.ts';

type QuoteState =
  { kind: 'loading' } | { kind: 'quoted'; quote: CancellationQuote } | { kind: 'failed' };

/** A booking whose advance was paid (or is held for review): cancelling it gives some back. */
export const hasPaidAdvance = (booking: Booking) =>
  booking.advance?.state === 'paid' || booking.advance?.state === 'held';

/**
 * What cancelling now gives back of a paid advance, asked of the API as the dialog opens (the one
 * cancellation policy, by the server's clock): "You get back $X", and what the owner keeps when
 * it is less than 24 hours before the first day. Said by the policy if the answer does not come.
 */
export function CancellationRefund({ booking }: { booking: Booking }) {
  const t = useT();
  const language = useLanguage();
  const [state, setState] = useState<QuoteState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchCancellationQuote(booking._id, controller.signal).then(
      (quote) => setState({ kind: 'quoted', quote }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [booking._id]);

  if (state.kind === 'loading')
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('Working out your refund…')}
      </Text>
    );
  if (state.kind === 'failed')
    return (
      <Text fontSize="sm">
        {t(
          "Your refund will follow the cancellation policy: the whole advance back 24 hours or more before the first day; later, all of it but one day's price.",
        )}
      </Text>
    );
  const { refundAmount, keptAmount } = state.quote;
  return (
    <>
      <Text fontWeight="medium">
        {t('You get back {amount}', { amount: centsIn(refundAmount, language) })}
      </Text>
      {keptAmount > 0 && (
        <Text fontSize="sm">
          {t(
            "The owner keeps {amount} (one day's price): you are cancelling less than 24 hours before the first day.",
            { amount: centsIn(keptAmount, language) },
          )}
        </Text>
      )}
    </>
  );
}
