import { Button } from '@chakra-ui/react';
import { showToast, whenSignedIn } from '@carzone/web-kit';
import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { useState } from 'react';
import { FcGoogle } from 'react-icons/fc';
import { authErrorMessage } from './auth-error-message.ts';
import { firebaseAuth } from './firebase-auth.ts';

export function GoogleSignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      await signInWithPopup(firebaseAuth(), new GoogleAuthProvider());
      await whenSignedIn();
      showToast('success', 'Google login successful');
      onSignedIn();
    } catch (error) {
      showToast('error', authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" width="full" onClick={signIn} loading={busy}>
      <FcGoogle /> Continue with Google
    </Button>
  );
}
