import { BOOKING_REQUEST_MESSAGES, STATUS_REASON_MAX_LENGTH } from '@carzone/domain';
import { announceRequestsChanged, Text, Textarea, useSendChange } from '@carzone/web-kit';
import { FormField } from '@carzone/ui';
import { ActionDialog } from '@carzone/ui/action-dialog';
import { useState } from 'react';
import { useT } from '../locales/messages.ts';

interface ReasonDialogProps {
  title: string;
  /** What is being answered: the car and the renter. */
  details: string;
  reasonLabel: string;
  /** Canceling a booking needs a reason; declining a request does not. */
  required: boolean;
  actionLabel: string;
  busyLabel: string;
  failureTitle: string;
  doneTitle: string;
  /** The call, with the reason as typed, trimmed ('' for none). */
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * An owner's answer that the renter reads the reason of (declining a request, canceling a
 * booking): the reason is checked here by the API's rules (required or not, at most 500
 * characters) and by the server again. It cannot be closed while the answer is on its way; done,
 * it closes and the page loads again.
 */
export function ReasonDialog({
  title,
  details,
  reasonLabel,
  required,
  actionLabel,
  busyLabel,
  failureTitle,
  doneTitle,
  send: call,
  onClose,
}: ReasonDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { sending: busy, send } = useSendChange();

  const close = () => {
    if (!busy) setOpen(false);
  };
  const submit = async () => {
    const trimmed = reason.trim();
    if (required && !trimmed) return setProblem(t(BOOKING_REQUEST_MESSAGES.reasonMissing));
    if (trimmed.length > STATUS_REASON_MAX_LENGTH)
      return setProblem(t(BOOKING_REQUEST_MESSAGES.reasonTooLong));
    const outcome = await send(() => call(trimmed), {
      failure: { title: failureTitle, description: t('Please try again later.') },
      done: { title: doneTitle },
      refresh: true,
    });
    if (outcome.sent) {
      announceRequestsChanged();
      setOpen(false);
    } else setProblem(outcome.fields.reason);
  };

  return (
    <ActionDialog
      title={title}
      open={open}
      busy={busy}
      onClose={close}
      onExitComplete={onClose}
      dismissLabel={t('Cancel')}
      action={{
        label: actionLabel,
        busyLabel,
        palette: 'red',
        onClick: () => void submit(),
      }}
      closeButton={false}
    >
      <Text color="fg.muted" fontSize="sm" mb="4">
        {details}
      </Text>
      <FormField
        label={reasonLabel}
        required={required}
        hint={t('The renter reads it.')}
        error={problem}
      >
        <Textarea
          name="reason"
          value={reason}
          rows={3}
          disabled={busy}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
        />
      </FormField>
    </ActionDialog>
  );
}
