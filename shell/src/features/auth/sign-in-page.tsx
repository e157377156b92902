import {
  Button,
  Link,
  routes,
  showToast,
  Stack,
  useDocumentTitle,
  useLocation,
  useNavigate,
} from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useRef, useState, type FormEvent } from 'react';
import { AuthCard, OrDivider, OtherAuthPage } from './auth-card.tsx';
import { authErrorMessage } from './auth-error-message.ts';
import { firebaseAuth } from '../../lib/auth/firebase-auth.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { RESET_EMAIL_KEY } from './forgot-password-page.tsx';
import { returnPath } from './return-path.ts';
import { withServerSession } from '../../lib/auth/firebase-session.ts';
import { useT } from '../../locales/messages.ts';

export function SignInPage() {
  const t = useT();
  useDocumentTitle(t('Sign In'));
  const navigate = useNavigate();
  const location = useLocation();
  const emailInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const goBack = () => navigate(returnPath(location.search), { replace: true });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      showToast('error', t('Please enter your e-mail address and password.'));
      return;
    }
    setBusy(true);
    try {
      // The page we return to may be protected: the server's session is open before we go.
      await withServerSession(() => signInWithEmailAndPassword(firebaseAuth(), email, password));
      showToast('success', t('Signin successful'));
      goBack();
    } catch (error) {
      showToast('error', authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const forgotPassword = () => {
    localStorage.setItem(RESET_EMAIL_KEY, emailInput.current?.value.trim() ?? '');
    navigate(routes.forgotPassword.getHref());
  };

  return (
    <AuthCard
      title={t('Login to your account')}
      footer={
        <OtherAuthPage
          question={t("Don't have an account?")}
          label={t('Sign up')}
          href={routes.signUp.getHref()}
        />
      }
    >
      <GoogleSignInButton onSignedIn={goBack} />
      <OrDivider />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            autoComplete="email"
            ref={emailInput}
          />
          <TextField
            label={t('Password')}
            name="password"
            type="password"
            autoComplete="current-password"
          />
          <Link
            as="button"
            alignSelf="flex-end"
            fontSize="sm"
            colorPalette="brand"
            onClick={forgotPassword}
            type="button"
          >
            {t('Forgot password?')}
          </Link>
          <Button type="submit" colorPalette="brand" width="full" loading={busy}>
            {t('Sign in')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
