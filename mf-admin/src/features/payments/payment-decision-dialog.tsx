// Accept a held payment (confirmed: the booking is Confirmed and both sides are mailed), or refuse
// it with the reason its renter reads (the booking is canceled and the payment refunded whole). A
// payment another member of staff decided meanwhile is refused (`payment.notHeld`) in the API's
// words; the page is read again once it is done.
import type { HeldPayment } from '@carzone/domain';
import { useLanguage, useSendChange } from '@carzone/web-kit';
import { useState } from 'react';
import { ConsoleDialog } from '../../components/console-dialog.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { acceptPayment, refusePayment } from '../../lib/payments-api.ts';
import { useT } from '../../locales/messages.ts';
import { centsIn } from './payment-words.ts';
import { STAFF_REASON_MAX_LENGTH } from './refund-rules.ts';

export type PaymentDecision = 'accept' | 'refuse';

export function PaymentDecisionDialog({
  payment,
  decision,
  onClose,
}: {
  payment: HeldPayment;
  decision: PaymentDecision;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { sending, send } = useSendChange();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const accepting = decision === 'accept';
  const words = {
    model: payment.carModel,
    amount: centsIn(payment.amount, language),
    renter: payment.renterEmail,
  };

  const submit = async (): Promise<boolean> => {
    const text = reason.trim();
    if (!accepting) {
      const problem = !text
        ? t('Say why: the renter reads it.')
        : text.length > STAFF_REASON_MAX_LENGTH
          ? t('At most {max} characters.', { max: STAFF_REASON_MAX_LENGTH })
          : null;
      setReasonError(problem);
      if (problem) return false;
    }
    const outcome = await send(
      () => (accepting ? acceptPayment(payment.paymentId) : refusePayment(payment.paymentId, text)),
      {
        failure: { title: t('The payment could not be decided.') },
        done: {
          title: accepting
            ? t('The payment is accepted: the booking of {model} is confirmed.', words)
            : t('The payment is refused: {amount} goes back to {renter}.', words),
        },
        refresh: true,
      },
    );
    if (!outcome.sent) setReasonError(outcome.fields.reason ?? null);
    return outcome.sent;
  };

  return (
    <ConsoleDialog
      title={
        accepting
          ? t('Accept {amount} for {model}?', words)
          : t('Refuse {amount} for {model}?', words)
      }
      lead={
        accepting
          ? t('The booking is confirmed, and the renter and the owner are told.')
          : t('The booking is canceled and the whole payment goes back to {renter}.', words)
      }
      busy={sending}
      action={
        accepting
          ? {
              label: t('Accept payment'),
              busyLabel: t('Accepting the payment...'),
              palette: 'brand',
            }
          : { label: t('Refuse and refund'), busyLabel: t('Refusing...'), palette: 'red' }
      }
      submit={submit}
      confirmation={accepting}
      onClose={onClose}
    >
      {!accepting && (
        <TextAreaField
          label={t('Reason (the renter reads it)')}
          required
          value={reason}
          error={reasonError}
          onChange={setReason}
        />
      )}
    </ConsoleDialog>
  );
}
