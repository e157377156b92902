import {
  Box,
  Button,
  RouterLink,
  routes,
  showToast,
  Spinner,
  Stack,
  Text,
  useDocumentTitle,
  useNavigate,
  useSearchParams,
} from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { authErrorMessage } from './auth-error-message.ts';
import { AuthCard } from './auth-card.tsx';
import { firebaseAuth } from '../../lib/auth/firebase-auth.ts';
import { warnedOfPasswordProblem } from './rule-problems.ts';
import { useT } from '../../locales/messages.ts';

type CodeState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  /** The link has no code. */
  | { status: 'incomplete' }
  /** Firebase refused the code (said in words when shown, in the page's language). */
  | { status: 'refused'; error: unknown };

/**
 * Completes a password reset from the e-mailed link (Firebase's action URL points here, with
 * ?mode=resetPassword&oobCode=…), so it works with the Auth emulator and in production alike.
 */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('Reset Password'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const [state, setState] = useState<CodeState>(() =>
    code ? { status: 'checking' } : { status: 'incomplete' },
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code) return;
    verifyPasswordResetCode(firebaseAuth(), code).then(
      (email) => setState({ status: 'valid', email }),
      (error: unknown) => setState({ status: 'refused', error }),
    );
  }, [code]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (warnedOfPasswordProblem(password)) return;
    setBusy(true);
    try {
      await confirmPasswordReset(firebaseAuth(), code, password);
      showToast('success', t('Your password has been changed. Please sign in with the new one.'));
      navigate(routes.signIn.getHref());
    } catch (error) {
      showToast('error', authErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('Choose a new password')}>
      {state.status === 'checking' && (
        <Spinner alignSelf="center" role="status" aria-label={t('Checking the link')} />
      )}
      {(state.status === 'incomplete' || state.status === 'refused') && (
        <Box role="alert" textAlign="center">
          <Text mb="4">
            {state.status === 'incomplete'
              ? t('This password reset link is incomplete. Please ask for a new one.')
              : authErrorMessage(state.error)}
          </Text>
          <Button asChild variant="outline">
            <RouterLink to={routes.forgotPassword.getHref()}>{t('Send a new link')}</RouterLink>
          </Button>
        </Box>
      )}
      {state.status === 'valid' && (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text color="fg.muted">{t('For {email}', { email: state.email })}</Text>
            <TextField
              label={t('New password')}
              name="password"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" colorPalette="brand" loading={busy}>
              {t('Save new password')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
