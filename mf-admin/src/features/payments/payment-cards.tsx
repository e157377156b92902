// One row of each of the payments page's lists, as finance staff read it. A held payment: its
// car, renter, trip dates, amount, how and when it was paid; Accept payment, Refuse and refund,
// Refund by hand. A refund to follow: its car, renter, amount, state, why it was made, how many
// times it was tried and what the gateway last said; Try again once the gateway refused it, and
// Refund by hand. Each button names its row for a screen reader.
import {
  formatCalendarDateIn,
  formatDhakaDateTimeIn,
  formatNumberIn,
  type HeldPayment,
  type RefundToFollow,
} from '@carzone/domain';
import { Badge, Button, useLanguage, useSendChange, VisuallyHidden } from '@carzone/web-kit';
import { ListCard } from '../../components/list-card.tsx';
import { retryRefund } from '../../lib/payments-api.ts';
import { useT } from '../../locales/messages.ts';
import { centsIn, REFUND_REASON_WORDS, REFUND_STATE_WORDS } from './payment-words.ts';

export function HeldPaymentCard({
  payment,
  onAccept,
  onRefuse,
  onRefund,
}: {
  payment: HeldPayment;
  onAccept: () => void;
  onRefuse: () => void;
  onRefund: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const named = (
    <VisuallyHidden>
      ({payment.carModel}, {payment.renterEmail})
    </VisuallyHidden>
  );
  return (
    <ListCard
      title={payment.carModel}
      badge={<Badge colorPalette="orange">{centsIn(payment.amount, language)}</Badge>}
      lines={[
        t('Renter: {email}', { email: payment.renterEmail }),
        t('{start} to {end}', {
          start: formatCalendarDateIn(payment.startDate, language),
          end: formatCalendarDateIn(payment.endDate, language),
        }),
        t('Paid with {how}', { how: payment.cardType || t('an unnamed method') }),
        t('Paid {when}', { when: formatDhakaDateTimeIn(payment.paidAt, language) }),
      ]}
      actions={
        <>
          <Button size="sm" colorPalette="brand" onClick={onAccept}>
            {t('Accept payment')} {named}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRefuse}>
            {t('Refuse and refund')} {named}
          </Button>
          <Button size="sm" variant="ghost" onClick={onRefund}>
            {t('Refund by hand')} {named}
          </Button>
        </>
      }
    />
  );
}

export function RefundCard({ refund, onRefund }: { refund: RefundToFollow; onRefund: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { sending, send } = useSendChange();
  const named = (
    <VisuallyHidden>
      ({refund.carModel}, {refund.renterEmail})
    </VisuallyHidden>
  );
  const retry = () =>
    send(() => retryRefund(refund.refundId), {
      failure: { title: t('The refund could not be tried again.') },
      done: { title: t('The refund will be tried again.') },
      refresh: true,
    });
  return (
    <ListCard
      title={refund.carModel}
      badge={
        <Badge colorPalette={refund.state === 'failed' ? 'red' : 'orange'}>
          {t(REFUND_STATE_WORDS[refund.state])}
        </Badge>
      }
      lines={[
        t('Renter: {email}', { email: refund.renterEmail }),
        t('Refund of {amount}: {reason}', {
          amount: centsIn(refund.amount, language),
          reason: t(REFUND_REASON_WORDS[refund.reason]),
        }),
        t('Attempts: {count}', { count: formatNumberIn(refund.attempts, language) }),
        ...(refund.lastError ? [t('The gateway said: {error}', { error: refund.lastError })] : []),
        t('Queued {when}', { when: formatDhakaDateTimeIn(refund.createdAt, language) }),
      ]}
      actions={
        <>
          {refund.state === 'failed' && (
            <Button
              size="sm"
              colorPalette="brand"
              loading={sending}
              loadingText={t('Trying...')}
              onClick={() => void retry()}
            >
              {t('Try again')} {named}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onRefund}>
            {t('Refund by hand')} {named}
          </Button>
        </>
      }
    />
  );
}
