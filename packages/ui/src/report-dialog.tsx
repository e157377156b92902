// Reporting a car, a review, a person or a message to CarZone's staff: a door of its own
// (`@carzone/ui/report-dialog`), loaded when someone opens it, so no first visit brings it along.
// Car details reports a car or a review, My Bookings a booking's owner, the owner's pages its
// renter, a conversation the other side's message. Each unit gives its own call; the outcome is said here, as every unit says it the same.
import {
  REPORT_REASONS,
  type ReportInput,
  type ReportReason,
  type ReportTargetType,
  TRUST_LIMITS,
} from '@carzone/domain';
import { Box, Stack, Text, Textarea, useSendChange } from '@carzone/web-kit';
import { useId, useState } from 'react';
import { ActionDialog } from './action-dialog';
import { FormField } from './form-field';
import { type UiText, useT } from './locales/messages';

/** Each reason as the dialog offers it. */
const REASON_WORDS: Record<ReportReason, UiText> = {
  fake: 'It is fake: the car does not exist or is not theirs',
  misleading: 'Its photos or details are misleading',
  unsafe: 'The car is unsafe',
  offensive: 'It is offensive',
  other: 'Something else',
  personalData: "It shares someone's personal details",
  notAboutTheTrip: 'It is not about the trip',
  conflictOfInterest: 'It was written with a conflict of interest',
  spam: 'It is spam or advertising',
  abusive: 'Abusive behaviour',
  fraud: 'Fraud',
  noShow: 'Did not show up',
  offPlatform: 'They ask to pay or talk outside CarZone',
};

export interface ReportDialogProps {
  /** What is reported: a car, a review, a person (`user`) or a message, each with its reasons. */
  targetType: ReportTargetType;
  /**
   * The car's, the review's or the message's id; for a person, their e-mail or the id of the
   * reporter's booking whose other side they are (the API reports that side: ReportInput).
   */
  targetId: string;
  /** The dialog's title, the opening button's name: "Report this car", "Report Rahim". */
  title: string;
  /** The unit's `POST /api/reports`; a refusal is shown in a toast and the dialog stays open. */
  send: (input: ReportInput) => Promise<unknown>;
  /** Once the dialog has closed (the caller unmounts it then). */
  onClose: () => void;
}

/**
 * One of the reasons for its kind (REPORT_REASONS) as radio buttons and, optionally, what happened.
 * Sent, it thanks and closes; a refusal (already reported, too many reports) is the server's words
 * in a toast, and the dialog stays open.
 */
export function ReportDialog({ targetType, targetId, title, send, onClose }: ReportDialogProps) {
  const t = useT();
  const legendId = useId();
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { sending: busy, send: sendChange } = useSendChange();

  const submit = async () => {
    if (!reason) return setProblem(t('Choose a reason.'));
    const trimmed = text.trim();
    const outcome = await sendChange(
      () => send({ targetType, targetId, reason, ...(trimmed ? { text: trimmed } : {}) }),
      {
        failure: { title: t('The report could not be sent') },
        done: { title: t("Thanks, we'll look into it.") },
      },
    );
    if (outcome.sent) setOpen(false);
  };

  return (
    <ActionDialog
      title={title}
      open={open}
      busy={busy}
      onClose={() => setOpen(false)}
      onExitComplete={onClose}
      dismissLabel={t('Cancel')}
      action={{ label: t('Send report'), busyLabel: t('Sending...'), onClick: () => void submit() }}
    >
      <Stack gap="4">
        <Box as="fieldset" role="radiogroup" aria-labelledby={legendId}>
          <Text as="legend" id={legendId} fontWeight="medium" mb="2">
            {targetType === 'user'
              ? t('Why are you reporting them?')
              : t('Why are you reporting it?')}
          </Text>
          <Stack gap="2">
            {REPORT_REASONS[targetType].map((option) => (
              <Box as="label" key={option} display="flex" gap="2" alignItems="center">
                <input
                  type="radio"
                  name={`${legendId}-reason`}
                  value={option}
                  checked={reason === option}
                  onChange={() => {
                    setReason(option);
                    setProblem(undefined);
                  }}
                />
                {t(REASON_WORDS[option])}
              </Box>
            ))}
          </Stack>
          {problem && (
            <Text color="fg.error" fontSize="sm" mt="2" role="alert">
              {problem}
            </Text>
          )}
        </Box>
        <FormField label={t('What happened? (optional)')} hint={t('Only CarZone staff read it.')}>
          <Textarea
            value={text}
            maxLength={TRUST_LIMITS.reportTextMaxLength}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
      </Stack>
    </ActionDialog>
  );
}
