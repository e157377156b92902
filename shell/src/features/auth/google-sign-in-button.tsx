import { Button, showToast } from '@carzone/web-kit';
import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { useState } from 'react';
import { FcGoogle } from 'react-icons/fc';
import { authErrorMessage } from './auth-error-message.ts';
import { browserPopupRedirectResolver, firebaseAuth } from '../../lib/auth/firebase-auth.ts';
import { withServerSession } from '../../lib/auth/firebase-session.ts';
import { useT } from '../../locales/messages.ts';

export function GoogleSignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      await withServerSession(() =>
        signInWithPopup(firebaseAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver),
      );
      showToast('success', t('Google login successful'));
      onSignedIn();
    } catch (error) {
      showToast('error', authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" width="full" onClick={signIn} loading={busy}>
      <FcGoogle /> {t('Continue with Google')}
    </Button>
  );
}
