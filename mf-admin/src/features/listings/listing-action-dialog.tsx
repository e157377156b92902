// Approve, reject or restore a car, confirmed: a rejection asks for the reason its owner reads.
// A car another member of staff moved meanwhile is refused (`listing.wrongState`), in the API's
// words; the queue is read again once it is done.
import type { ListingQueueEntry } from '@carzone/domain';
import { useSendChange } from '@carzone/web-kit';
import { useState } from 'react';
import { ConsoleDialog } from '../../components/console-dialog.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { moderateListing } from '../../lib/moderation-api.ts';
import { useT } from '../../locales/messages.ts';

export type ListingAction = 'approve' | 'reject' | 'restore';

export function ListingActionDialog({
  car,
  action,
  onClose,
}: {
  car: ListingQueueEntry;
  action: ListingAction;
  onClose: () => void;
}) {
  const t = useT();
  const { sending, send } = useSendChange();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const model = car.carModel;
  const words = {
    approve: {
      title: t('Approve {model}?', { model }),
      lead: t('It is listed at once, and its owner is told.'),
      label: t('Approve'),
      busy: t('Approving...'),
      done: t('{model} is listed.', { model }),
    },
    reject: {
      title: t('Reject {model}?', { model }),
      lead: t('It stays unlisted; its owner is told why and may change it.'),
      label: t('Reject'),
      busy: t('Rejecting...'),
      done: t('{model} is rejected.', { model }),
    },
    restore: {
      title: t('Restore {model}?', { model }),
      lead: t('It is listed again, and its owner is told.'),
      label: t('Restore'),
      busy: t('Restoring...'),
      done: t('{model} is listed again.', { model }),
    },
  }[action];

  const submit = async (): Promise<boolean> => {
    const outcome = await send(
      () =>
        action === 'reject'
          ? moderateListing(car._id, 'reject', reason.trim())
          : moderateListing(car._id, action),
      {
        failure: { title: t('The car could not be changed.') },
        done: { title: words.done },
        refresh: true,
      },
    );
    if (!outcome.sent) setReasonError(outcome.fields.reason ?? null);
    return outcome.sent;
  };

  return (
    <ConsoleDialog
      title={words.title}
      lead={words.lead}
      busy={sending}
      action={{
        label: words.label,
        busyLabel: words.busy,
        palette: action === 'reject' ? 'red' : 'brand',
      }}
      submit={submit}
      confirmation={action !== 'reject'}
      onClose={onClose}
    >
      {action === 'reject' && (
        <TextAreaField
          label={t("Reason (the car's owner reads it)")}
          required
          value={reason}
          error={reasonError}
          onChange={setReason}
        />
      )}
    </ConsoleDialog>
  );
}
