// Hiding a shown review, for the published reason chosen (its author is mailed it), or restoring
// a hidden one, confirmed. A review another member of staff changed meanwhile is refused
// (`review.alreadyHidden`, `review.notHidden`) in the API's words; the list is read again once
// it is done.
import { REVIEW_HIDE_REASONS, type ReviewHideReason, type ReviewQueueEntry } from '@carzone/domain';
import { useSendChange } from '@carzone/web-kit';
import { SelectField } from '@carzone/ui';
import { useState } from 'react';
import { ConsoleDialog } from '../../components/console-dialog.tsx';
import { hideReview, restoreReview } from '../../lib/moderation-api.ts';
import { HIDE_REASON_WORDS } from '../../lib/moderation-words.ts';
import { useT } from '../../locales/messages.ts';

export function ReviewActionDialog({
  review,
  onClose,
}: {
  review: ReviewQueueEntry;
  onClose: () => void;
}) {
  const t = useT();
  const { sending, send } = useSendChange();
  const [reason, setReason] = useState<ReviewHideReason>('personalData');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const hiding = review.hiddenReason === null;

  const submit = async (): Promise<boolean> => {
    const outcome = await send(
      () => (hiding ? hideReview(review._id, reason) : restoreReview(review._id)),
      {
        failure: { title: t('The review could not be changed.') },
        done: { title: hiding ? t('The review is hidden.') : t('The review is shown again.') },
        refresh: true,
      },
    );
    if (!outcome.sent) setReasonError(outcome.fields.reason ?? null);
    return outcome.sent;
  };

  return (
    <ConsoleDialog
      title={hiding ? t('Hide this review?') : t('Restore this review?')}
      lead={
        hiding
          ? t("It leaves the car's page and its rating at once; its author is mailed the reason.")
          : t("It is shown again, and counts in the car's rating again.")
      }
      busy={sending}
      action={
        hiding
          ? { label: t('Hide'), busyLabel: t('Hiding...'), palette: 'red' }
          : { label: t('Restore'), busyLabel: t('Restoring...'), palette: 'brand' }
      }
      submit={submit}
      confirmation={!hiding}
      onClose={onClose}
    >
      {hiding && (
        <SelectField
          label={t('Published reason')}
          value={reason}
          error={reasonError}
          options={REVIEW_HIDE_REASONS.map((value) => ({
            value,
            label: t(HIDE_REASON_WORDS[value]),
          }))}
          onChange={(event) => setReason(event.target.value as ReviewHideReason)}
        />
      )}
    </ConsoleDialog>
  );
}
