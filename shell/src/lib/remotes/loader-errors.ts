import {
  ApiError,
  data,
  isSuspension,
  noteSuspension,
  redirect,
  routes,
  sessionStore,
  showToast,
} from '@carzone/web-kit';
import { loadAuth } from '../auth/auth-loader.ts';
import { SESSION_ENDED } from '../auth/sign-out-messages.ts';
import { t } from '../../locales/messages.ts';

/**
 * A 401 while the page shows someone signed in: their session was ended on the server (from
 * another device, say) while this page was open. Sign this device out too, saying why, so the
 * sign-in page it goes to starts from a signed-out Firebase.
 */
function signOutAfterSessionEnded(): void {
  if (sessionStore.getState().status !== 'signedIn') return;
  showToast('info', t(SESSION_ENDED));
  void loadAuth()
    .then((auth) => auth.signOutOfThisDevice())
    .catch((error: unknown) => console.error('Could not sign out after the session ended', error));
}

/**
 * What a remote's loader or action failing with an API refusal means for the visitor: 401 → sign
 * in and come back; 403 → the not-allowed page; 404 → not found (both as route error responses
 * the route's error boundary shows). Anything else is passed on as it is: the remote itself
 * failing, which its region shows as "not available".
 */
export function apiRefusalAsRouteError(error: unknown, request: Request): unknown {
  if (!(error instanceof ApiError)) return error;
  // The layout shows the suspended page from now on (and startAuth's listener signs out).
  if (isSuspension(error)) noteSuspension(error);
  if (error.status === 401) {
    signOutAfterSessionEnded();
    const url = new URL(request.url);
    return redirect(routes.signIn.getHref(`${url.pathname}${url.search}${url.hash}`));
  }
  if (error.status === 403 || error.status === 404) {
    return data(error.fromServer ? error.message : '', { status: error.status });
  }
  return error;
}

/** Runs a remote's loader or action with its API refusals turned into what they mean. */
export async function withRefusalsMapped<T>(request: Request, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw apiRefusalAsRouteError(error, request);
  }
}
