import { routes } from '@carzone/web-kit';

/** The query parameter that carries the page to return to after signing in. */
export const RETURN_TO_PARAM = 'from';

/** Only a path on this site: never another origin ("//evil.example", "/\\evil.example"). */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function signInHref(returnTo: string): string {
  return `${routes.signIn.getHref()}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Where to go after signing in: the page the sign-in link remembers, or Home. */
export function returnPath(search = ''): string {
  const fromQuery = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return fromQuery && isLocalPath(fromQuery) ? fromQuery : routes.home.getHref();
}
