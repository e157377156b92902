// Resolving a report: the action (dismiss, or the one that fits what was reported), a note for
// the record, and the reason where the API needs one: the words the car's owner or the person
// (a message's sender) reads, or a review's published reason when the report's own is not one. Refusals come from
// the API; the queue is read again once it is done.
import {
  REVIEW_HIDE_REASONS,
  type QueuedReport,
  type ReportAction,
  type ReviewHideReason,
} from '@carzone/domain';
import { useSendChange } from '@carzone/web-kit';
import { SelectField } from '@carzone/ui';
import { useState } from 'react';
import { ConsoleDialog } from '../../components/console-dialog.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { resolveReport } from '../../lib/moderation-api.ts';
import { HIDE_REASON_WORDS, reportActionWords } from '../../lib/moderation-words.ts';
import { useT } from '../../locales/messages.ts';

/** The action besides dismiss each kind of report takes: a message's suspends its sender. */
const FITTING_ACTION = {
  car: 'hideCar',
  review: 'hideReview',
  user: 'suspendUser',
  message: 'suspendUser',
} as const;

const isHideReason = (reason: string): reason is ReviewHideReason =>
  (REVIEW_HIDE_REASONS as readonly string[]).includes(reason);

export function ResolveReportDialog({
  report,
  onClose,
}: {
  report: QueuedReport;
  onClose: () => void;
}) {
  const t = useT();
  const { sending, send } = useSendChange();
  const [action, setAction] = useState<ReportAction>('dismiss');
  const [note, setNote] = useState('');
  const [shownReason, setShownReason] = useState('');
  const [hideReason, setHideReason] = useState<ReviewHideReason>('personalData');
  const [fields, setFields] = useState<Record<string, string>>({});
  const actions: ReportAction[] = ['dismiss', FITTING_ACTION[report.targetType]];
  const needsShownReason = action === 'hideCar' || action === 'suspendUser';
  const needsHideReason = action === 'hideReview' && !isHideReason(report.reason);

  const submit = async (): Promise<boolean> => {
    const reason = needsShownReason ? shownReason.trim() : needsHideReason ? hideReason : undefined;
    const outcome = await send(
      () =>
        resolveReport(report._id, {
          action,
          note: note.trim(),
          ...(reason === undefined ? {} : { reason }),
        }),
      {
        failure: { title: t('The report could not be resolved.') },
        done: { title: t('Report resolved.') },
        refresh: true,
      },
    );
    if (!outcome.sent) setFields(outcome.fields);
    return outcome.sent;
  };

  return (
    <ConsoleDialog
      title={t('Resolve the report')}
      lead={t(
        'Every open report on the same thing is closed with it; the reporters are told it was handled.',
      )}
      busy={sending}
      action={{
        label: t('Resolve'),
        busyLabel: t('Resolving...'),
        palette: action === 'dismiss' ? 'brand' : 'red',
      }}
      submit={submit}
      onClose={onClose}
    >
      <SelectField
        label={t('Action')}
        value={action}
        options={actions.map((value) => ({
          value,
          label: t(reportActionWords(value, report.targetType)),
        }))}
        onChange={(event) => setAction(event.target.value as ReportAction)}
      />
      {needsHideReason && (
        <SelectField
          label={t('Published reason')}
          value={hideReason}
          error={fields.reason}
          options={REVIEW_HIDE_REASONS.map((value) => ({
            value,
            label: t(HIDE_REASON_WORDS[value]),
          }))}
          onChange={(event) => setHideReason(event.target.value as ReviewHideReason)}
        />
      )}
      {needsShownReason && (
        <TextAreaField
          label={t('Reason (they read it)')}
          required
          value={shownReason}
          error={fields.reason}
          onChange={setShownReason}
        />
      )}
      <TextAreaField
        label={t('Note for the record')}
        required
        value={note}
        error={fields.note}
        onChange={setNote}
      />
    </ConsoleDialog>
  );
}
