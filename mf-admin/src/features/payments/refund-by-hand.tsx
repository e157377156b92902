// A refund by hand, full or part, of a booking's paid advance: the amount in dollars and the
// reason the audit log keeps, checked as the API would before anything is sent (a positive amount
// of at most two decimals, a reason of 1 to 1,000 characters), then the call. The API's refusals
// (nothing left to refund, more than is left) show in its words; the page is read again once the
// refund is queued. The page's form and each row's dialog share it.
import { useLanguage, useSendChange } from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { useState } from 'react';
import { ConsoleDialog } from '../../components/console-dialog.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { refundByHand } from '../../lib/payments-api.ts';
import { useT } from '../../locales/messages.ts';
import { centsIn } from './payment-words.ts';
import { refundCents, STAFF_REASON_MAX_LENGTH } from './refund-rules.ts';

export interface RefundProblems {
  bookingId?: string | null;
  amount?: string | null;
  reason?: string | null;
}

/** The refund's fields and `refund(bookingId)`, true once it was sent. */
export function useRefundByHand() {
  const t = useT();
  const language = useLanguage();
  const { sending, send } = useSendChange();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<RefundProblems>({});

  const refund = async (bookingId: string): Promise<boolean> => {
    const cents = refundCents(amount);
    const text = reason.trim();
    const found: RefundProblems = {
      bookingId: bookingId ? null : t("Give the booking's id."),
      amount:
        cents === null
          ? t('Give an amount in dollars above 0, with at most 2 decimals, as 12.50.')
          : null,
      reason: !text
        ? t('Say why: it is kept in the audit log.')
        : text.length > STAFF_REASON_MAX_LENGTH
          ? t('At most {max} characters.', { max: STAFF_REASON_MAX_LENGTH })
          : null,
    };
    setProblems(found);
    if (cents === null || found.bookingId || found.reason) return false;
    const outcome = await send(() => refundByHand(bookingId, { amount: cents, reason: text }), {
      failure: { title: t('The refund could not be made.') },
      done: {
        title: t('A refund of {amount} is on its way.', { amount: centsIn(cents, language) }),
      },
      refresh: true,
    });
    if (outcome.sent) {
      setAmount('');
      setReason('');
    } else {
      setProblems({ amount: outcome.fields.amount, reason: outcome.fields.reason });
    }
    return outcome.sent;
  };

  return { sending, amount, setAmount, reason, setReason, problems, refund };
}

/** The amount and the reason of a refund by hand. */
export function RefundFields({
  amount,
  setAmount,
  reason,
  setReason,
  problems,
}: Pick<
  ReturnType<typeof useRefundByHand>,
  'amount' | 'setAmount' | 'reason' | 'setReason' | 'problems'
>) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('Amount in dollars')}
        required
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={problems.amount}
        hint={t('At most what is left of the paid advance.')}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextAreaField
        label={t('Reason (kept in the audit log)')}
        required
        value={reason}
        error={problems.reason}
        onChange={setReason}
      />
    </>
  );
}

/** A refund by hand of one row's booking, in the console's dialog. */
export function RefundByHandDialog({
  booking,
  onClose,
}: {
  booking: { bookingId: string; carModel: string; renterEmail: string };
  onClose: () => void;
}) {
  const t = useT();
  const { sending, refund, ...fields } = useRefundByHand();
  return (
    <ConsoleDialog
      title={t('Refund {model} by hand?', { model: booking.carModel })}
      lead={t(
        "{renter} gets it back through the gateway, from the booking's paid advance, in full or in part.",
        { renter: booking.renterEmail },
      )}
      busy={sending}
      action={{ label: t('Send the refund'), busyLabel: t('Refunding...'), palette: 'red' }}
      submit={() => refund(booking.bookingId)}
      onClose={onClose}
    >
      <RefundFields {...fields} />
    </ConsoleDialog>
  );
}
