import { routes } from '@carzone/web-kit';
import type { Location } from 'react-router-dom';

/** When a visitor is signed out on a protected page, the guard sends the page along in state. */
export interface SignInState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The query parameter that carries the page to return to after signing in. */
export const RETURN_TO_PARAM = 'from';

/** Only a path on this site: never another origin ("//evil.example", "/\\evil.example"). */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function signInHref(returnTo: string): string {
  return `${routes.signIn.getHref()}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Where to go after signing in: the remembered page, or Home. */
export function returnPath(state: unknown, search = ''): string {
  const from = (state as SignInState | null)?.from;
  if (from?.pathname) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  const fromQuery = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return fromQuery && isLocalPath(fromQuery) ? fromQuery : routes.home.getHref();
}
