import {
  Box,
  Button,
  Heading,
  Stack,
  Text,
  routes,
  showToast,
  useDocumentTitle,
} from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { EMAIL_SHAPE } from '@carzone/domain';
import { FirebaseError } from 'firebase/app';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { authErrorMessage } from './auth-error-message.ts';
import { firebaseAuth } from '../../lib/auth/firebase-auth.ts';
import { useT } from '../../locales/messages.ts';

/** Where the sign-in page leaves the e-mail the visitor had typed. */
export const RESET_EMAIL_KEY = 'reset-email';

/** Once the e-mail is sent, the visitor is taken to their web-mail to open it. */
export const WEB_MAIL_URL = 'https://mail.google.com/';

export function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('Forgot Password'));
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      showToast('error', t('Please enter your e-mail address.'));
      return;
    }
    if (!EMAIL_SHAPE.test(email)) {
      showToast('error', t('Please enter a valid e-mail address.'));
      return;
    }
    setBusy(true);
    try {
      await sendPasswordResetEmail(firebaseAuth(), email, {
        url: new URL(routes.signIn.getHref(), window.location.origin).href,
      });
    } catch (error) {
      // An address with no account goes on exactly as one with an account: this page never tells
      // whether an address has an account (Firebase projects with e-mail enumeration protection
      // answer so themselves; the emulator and older projects say "user not found").
      if (!(error instanceof FirebaseError && error.code === 'auth/user-not-found')) {
        showToast('error', authErrorMessage(error));
        setBusy(false);
        return;
      }
    }
    localStorage.removeItem(RESET_EMAIL_KEY);
    window.location.assign(WEB_MAIL_URL);
  };

  return (
    <Box
      as="main"
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.muted"
      p="4"
    >
      <Box w="full" maxW="md" p="8" borderRadius="xl" bg="bg" boxShadow="md">
        <Heading as="h1" size="xl" mb="2">
          {t('Forgot your password?')}
        </Heading>
        <Text color="fg.muted" mb="6">
          {t('Enter your e-mail address and we will send you a link to choose a new password.')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <TextField
              label={t('Email address')}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={localStorage.getItem(RESET_EMAIL_KEY) ?? ''}
            />
            <Button type="submit" colorPalette="brand" loading={busy}>
              {t('Reset Password')}
            </Button>
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
