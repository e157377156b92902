// The payments (/admin/payments), exposed as `./payments-route`, for finance staff and admins
// (the API refuses support with 403, which the shell shows as not allowed): the payments the
// gateway's risk check held, to accept or refuse with a reason, and the refunds to follow (refused
// by the gateway, or not done within an hour), a refused one to try again; a refund by hand of any
// booking's paid advance, from a row or by the booking's id. Oldest first, as the API answers.
import type { HeldPayment, PaymentsQueue } from '@carzone/domain';
import { Heading, type LoaderFunctionArgs, Stack, Text, useLoaderData } from '@carzone/web-kit';
import { useId, useState, type ReactNode } from 'react';
import { ConsolePage } from '../../components/console-page.tsx';
import { fetchPaymentsQueue } from '../../lib/payments-api.ts';
import { useT } from '../../locales/messages.ts';
import { HeldPaymentCard, RefundCard } from './payment-cards.tsx';
import { type PaymentDecision, PaymentDecisionDialog } from './payment-decision-dialog.tsx';
import { RefundByHandDialog } from './refund-by-hand.tsx';
import { RefundByHandForm } from './refund-by-hand-form.tsx';

export async function loader({ request }: LoaderFunctionArgs): Promise<PaymentsQueue> {
  return fetchPaymentsQueue(request.signal);
}

/** A headed list, or a line saying it is empty. */
function Section({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {title}
      </Heading>
      {count === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" aria-labelledby={headingId} gap="3" listStyleType="none">
          {children}
        </Stack>
      )}
    </Stack>
  );
}

type Acting =
  | { decision: PaymentDecision; payment: HeldPayment }
  | { refundOf: { bookingId: string; carModel: string; renterEmail: string } };

export function Component() {
  const { held, refunds } = useLoaderData() as PaymentsQueue;
  const t = useT();
  const [acting, setActing] = useState<Acting | null>(null);
  const close = () => setActing(null);
  return (
    <ConsolePage
      title={t('Payments')}
      lead={t(
        "Payments the gateway held for review, and refunds that did not go through, the oldest first. Accept or refuse a held payment; try a refused refund again, or refund a booking's advance by hand.",
      )}
    >
      <Section
        title={t('Held for review')}
        empty={t('No payment is held for review.')}
        count={held.length}
      >
        {held.map((payment) => (
          <HeldPaymentCard
            key={payment.paymentId}
            payment={payment}
            onAccept={() => setActing({ decision: 'accept', payment })}
            onRefuse={() => setActing({ decision: 'refuse', payment })}
            onRefund={() => setActing({ refundOf: payment })}
          />
        ))}
      </Section>
      <Section
        title={t('Refunds to follow')}
        empty={t('No refund to follow: every refund went through in time.')}
        count={refunds.length}
      >
        {refunds.map((refund) => (
          <RefundCard
            key={refund.refundId}
            refund={refund}
            onRefund={() => setActing({ refundOf: refund })}
          />
        ))}
      </Section>
      <RefundByHandForm />
      {acting &&
        ('decision' in acting ? (
          <PaymentDecisionDialog
            payment={acting.payment}
            decision={acting.decision}
            onClose={close}
          />
        ) : (
          <RefundByHandDialog booking={acting.refundOf} onClose={close} />
        ))}
    </ConsolePage>
  );
}
