import { RETURN_TO_PARAM, routes } from '@carzone/web-kit';

/** Only a path on this site: never another origin ("//evil.example", "/\\evil.example"). */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Where to go after signing in: the page the sign-in link remembers, or Home. */
export function returnPath(search = ''): string {
  const fromQuery = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return fromQuery && isLocalPath(fromQuery) ? fromQuery : routes.home.getHref();
}
