// Suspend or Reinstate one person: a dialog asking the reason they read (required, at most as long
// as the API takes), then the call; the API's refusal (staff, suspended already…) shows in its
// own words, and the dialog stays for Cancel.
import { TRUST_LIMITS, type AccountStatus } from '@carzone/domain';
import { Field, Textarea, useSendChange } from '@carzone/web-kit';
import { useState } from 'react';
import { ConsoleDialog } from '../../components/console-dialog.tsx';
import { useT } from '../../locales/messages.ts';
import { reinstatePerson, suspendPerson } from './people-api.ts';

export function StandingDialog({
  email,
  status,
  onClose,
}: {
  email: string;
  /** Their standing now: an active person is suspended, a suspended one reinstated. */
  status: AccountStatus;
  onClose: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, send } = useSendChange();
  const suspending = status === 'active';
  const tooLong = reason.trim().length > TRUST_LIMITS.reasonMaxLength;

  const submit = async (): Promise<boolean> => {
    const text = reason.trim();
    if (!text) {
      setProblem(t('Say why: the person reads it.'));
      return false;
    }
    if (tooLong) return false;
    setProblem(null);
    const outcome = await send(
      () => (suspending ? suspendPerson(email, text) : reinstatePerson(email, text)),
      suspending
        ? {
            failure: { title: t('{email} could not be suspended.', { email }) },
            done: { title: t('{email} is suspended.', { email }) },
            refresh: true,
          }
        : {
            failure: { title: t('{email} could not be reinstated.', { email }) },
            done: { title: t('{email} is active again.', { email }) },
            refresh: true,
          },
    );
    if (!outcome.sent && outcome.fields.reason) setProblem(outcome.fields.reason);
    return outcome.sent;
  };

  return (
    <ConsoleDialog
      title={suspending ? t('Suspend {email}?', { email }) : t('Reinstate {email}?', { email })}
      lead={
        suspending
          ? t(
              'From their next request they cannot use CarZone: their cars are hidden and their waiting requests end. Confirmed bookings stay for staff to handle.',
            )
          : t('They can use CarZone again and their cars are shown again.')
      }
      busy={sending}
      action={{
        label: suspending ? t('Suspend') : t('Reinstate'),
        busyLabel: suspending ? t('Suspending...') : t('Reinstating...'),
        palette: suspending ? 'red' : 'brand',
      }}
      submit={submit}
      onClose={onClose}
    >
      <Field.Root required invalid={Boolean(problem) || tooLong}>
        <Field.Label>
          {t('Reason (the person reads it)')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={reason} rows={4} onChange={(event) => setReason(event.target.value)} />
        {problem || tooLong ? (
          <Field.ErrorText>
            {problem ?? t('At most {max} characters.', { max: TRUST_LIMITS.reasonMaxLength })}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>
            {t('{count} of {max} characters', {
              count: reason.trim().length,
              max: TRUST_LIMITS.reasonMaxLength,
            })}
          </Field.HelperText>
        )}
      </Field.Root>
    </ConsoleDialog>
  );
}
