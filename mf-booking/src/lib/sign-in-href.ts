import { routes } from '@carzone/web-kit';

/**
 * The sign-in page that brings the visitor back to `returnTo` afterwards. The shell reads the same
 * `from` parameter (shell/src/features/auth/return-path.ts); a remote cannot import the shell, so
 * the href is built here the same way.
 */
export function signInHref(returnTo: string): string {
  return `${routes.signIn.getHref()}?from=${encodeURIComponent(returnTo)}`;
}
