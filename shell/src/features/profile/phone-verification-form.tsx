// The profile's mobile number form: the number (checked by the domain's rule,
// `normalizeBangladeshMobile`, before anything is sent), then the code Firebase sends it by SMS.
// A right code puts the number on the Firebase account, and the session is renewed with the ID
// token that now names it (`POST /api/jwt`): the API keeps the number from that token alone.
// Firebase and its reCAPTCHA load only once the person sends the number (phone-loader.ts).
import {
  formatBangladeshMobileIn,
  formatNumberIn,
  normalizeBangladeshMobile,
  PHONE_MESSAGES,
} from '@carzone/domain';
import { TextField } from '@carzone/ui';
import { Box, Button, HStack, showToast, Stack, Text, useLanguage } from '@carzone/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadPhoneVerification } from './phone-loader.ts';
import { openServerSession } from '../../lib/auth/server-session.ts';
import { useT } from '../../locales/messages.ts';
import { usePhoneFailures, type FieldProblem } from './phone-failures.ts';
import { phoneProblemText, SMS_CODE_LENGTH, smsCodeOf } from './phone-words.ts';

/** Where the form is: the number to send a code to, or the code sent to it. */
type Step = { name: 'number' } | { name: 'code'; phoneNumber: string; verificationId: string };

/** What runs: one step at a time, so a second press cannot send twice. */
type Busy = 'sending' | 'resending' | 'verifying';

/** A problem shown under the code: Firebase's, or a code that is not six digits. */
type CodeProblem = Exclude<FieldProblem, 'invalidNumber'> | 'notSixDigits';

export interface PhoneVerificationFormProps {
  /** The number is verified and the API keeps it (its kept form, +8801…). */
  onVerified: (phoneNumber: string) => void;
  /** Back to the number as it is, without a change; left out when there is none to go back to. */
  onCancel?: () => void;
  /** Focuses the number when the form opens (Change), not when the page does. */
  focusOnOpen?: boolean;
}

export function PhoneVerificationForm({
  onVerified,
  onCancel,
  focusOnOpen,
}: PhoneVerificationFormProps) {
  const t = useT();
  const language = useLanguage();
  const sayFailure = usePhoneFailures();
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [typedNumber, setTypedNumber] = useState('');
  const [typedCode, setTypedCode] = useState('');
  const [numberRefused, setNumberRefused] = useState(false);
  const [codeProblem, setCodeProblem] = useState<CodeProblem | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  // The state above changes on the next render; a second press in between must find it running.
  const running = useRef(false);
  // A verification whose code Firebase took while the API's renewal failed: trying again renews
  // the session only (the code cannot be used twice).
  const confirmed = useRef<string | null>(null);
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const numberBox = useRef<HTMLInputElement>(null);
  const codeBox = useRef<HTMLInputElement>(null);
  // Each request moves the focus to that field, once it is rendered (and enabled) again.
  const [focus, setFocus] = useState<{ field: 'number' | 'code' } | null>(
    focusOnOpen ? { field: 'number' } : null,
  );
  useEffect(() => {
    if (focus) (focus.field === 'number' ? numberBox : codeBox).current?.focus();
  }, [focus]);

  /** Runs one step, unless another is running. */
  const run = async (what: Busy, stepRun: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(what);
    try {
      await stepRun();
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  const sendCode = (phoneNumber: string, what: 'sending' | 'resending') =>
    run(what, async () => {
      try {
        const phone = await loadPhoneVerification();
        const verificationId = await phone.sendPhoneCode(phoneNumber, recaptchaHost.current!);
        setStep({ name: 'code', phoneNumber, verificationId });
        setTypedCode('');
        setCodeProblem(null);
        if (what === 'resending') {
          showToast(
            'info',
            t('We sent a code by SMS to {number}.', {
              number: formatBangladeshMobileIn(phoneNumber, language),
            }),
          );
        }
        setFocus({ field: 'code' });
      } catch (error) {
        const problem = sayFailure(error, 'Could not send the code. Please try again.');
        if (problem === 'invalidNumber') setNumberRefused(true);
        setFocus({ field: what === 'sending' ? 'number' : 'code' });
      }
    });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    const phoneNumber = normalizeBangladeshMobile(typedNumber);
    if (!phoneNumber) {
      setNumberRefused(true);
      setFocus({ field: 'number' });
      return;
    }
    void sendCode(phoneNumber, 'sending');
  };

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || step.name !== 'code') return;
    const code = smsCodeOf(typedCode);
    if (!code) {
      setCodeProblem('notSixDigits');
      setFocus({ field: 'code' });
      return;
    }
    const { phoneNumber, verificationId } = step;
    void run('verifying', async () => {
      try {
        const phone = await loadPhoneVerification();
        const idToken =
          confirmed.current === verificationId
            ? await phone.freshIdToken()
            : await phone.confirmPhoneCode(verificationId, code);
        confirmed.current = verificationId;
        await openServerSession(idToken);
      } catch (error) {
        const problem = sayFailure(error, 'Could not verify the mobile number. Please try again.');
        if (problem === 'wrongCode' || problem === 'codeExpired') setCodeProblem(problem);
        setFocus({ field: 'code' });
        return;
      }
      confirmed.current = null;
      onVerified(phoneNumber);
    });
  };

  const chooseAnotherNumber = () => {
    setStep({ name: 'number' });
    setCodeProblem(null);
    setFocus({ field: 'number' });
  };

  const lengthValues = { length: formatNumberIn(SMS_CODE_LENGTH, language) };
  const codeProblemText = (problem: CodeProblem) =>
    problem === 'notSixDigits'
      ? t('Enter the {length} digits from the SMS.', lengthValues)
      : phoneProblemText(problem, 'Could not verify the mobile number. Please try again.');

  return (
    <>
      {step.name === 'number' ? (
        <form noValidate onSubmit={send} aria-busy={busy !== null}>
          <Stack gap="4">
            <TextField
              ref={numberBox}
              label={t('Mobile number')}
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={typedNumber}
              onChange={(event) => {
                setTypedNumber(event.target.value);
                setNumberRefused(false);
              }}
              hint={t('11 digits: 01XXXXXXXXX')}
              error={numberRefused ? t(PHONE_MESSAGES.invalid) : null}
              readOnly={busy !== null}
              maxW="sm"
            />
            <HStack gap="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy === 'sending'}
                loadingText={t('Sending code…')}
              >
                {t('Send code')}
              </Button>
              {onCancel && (
                <Button variant="outline" disabled={busy !== null} onClick={onCancel}>
                  {t('Cancel')}
                </Button>
              )}
            </HStack>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={verify} aria-busy={busy !== null}>
          <Stack gap="4">
            <Text>
              {t('We sent a code by SMS to {number}.', {
                number: formatBangladeshMobileIn(step.phoneNumber, language),
              })}
            </Text>
            <TextField
              ref={codeBox}
              label={t('Code')}
              name="smsCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={typedCode}
              onChange={(event) => {
                setTypedCode(event.target.value);
                setCodeProblem(null);
              }}
              hint={t('The {length} digits in the SMS', lengthValues)}
              error={codeProblem ? codeProblemText(codeProblem) : null}
              readOnly={busy !== null}
              maxW="xs"
            />
            <HStack gap="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy === 'verifying'}
                loadingText={t('Verifying…')}
                disabled={busy !== null}
              >
                {t('Verify')}
              </Button>
              <Button variant="outline" disabled={busy !== null} onClick={chooseAnotherNumber}>
                {t('Use another number')}
              </Button>
              <Button
                variant="ghost"
                loading={busy === 'resending'}
                loadingText={t('Sending code…')}
                disabled={busy !== null}
                onClick={() => void sendCode(step.phoneNumber, 'resending')}
              >
                {t('Send a new code')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {/* The invisible reCAPTCHA's place (its badge, with a real project). */}
      <Box ref={recaptchaHost} />
    </>
  );
}
