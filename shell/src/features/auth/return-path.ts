import { routes } from '@carzone/web-kit';
import type { Location } from 'react-router-dom';

/** The guard puts the page a visitor was going to in the navigation state of /signin. */
export interface SignInState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnPath(state: unknown): string {
  const from = (state as SignInState | null)?.from;
  return from?.pathname
    ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
    : routes.home.getHref();
}
