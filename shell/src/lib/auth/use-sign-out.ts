import { routes, showToast, useNavigate } from '@carzone/web-kit';
import { loadAuth } from './auth-loader.ts';
import { SIGNED_OUT_OF_ALL_DEVICES } from './sign-out-messages.ts';
import { t, type ShellText } from '../../locales/messages.ts';

type FirebaseSession = Awaited<ReturnType<typeof loadAuth>>;

/**
 * Signing out of this device, or of every device, as the nav bar and the profile page offer it:
 * a toast that says what happened, then Home. Each resolves to whether it signed out, so a page
 * can take back its busy state when it did not.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const signOutWith = async (
    signOut: (session: FirebaseSession) => Promise<void>,
    success: ShellText,
    failure: ShellText,
  ): Promise<boolean> => {
    try {
      await signOut(await loadAuth());
    } catch {
      showToast('error', t(failure));
      return false;
    }
    showToast('success', t(success));
    navigate(routes.home.getHref());
    return true;
  };
  return {
    signOutOfThisDevice: () =>
      signOutWith(
        (session) => session.signOutOfThisDevice(),
        'Sign out successful',
        'Could not sign out. Please try again.',
      ),
    signOutOfAllDevices: () =>
      signOutWith(
        (session) => session.signOutOfAllDevices(),
        SIGNED_OUT_OF_ALL_DEVICES,
        'Could not sign out of all devices. Please try again.',
      ),
  };
}
