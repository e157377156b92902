import type { SessionAnswer } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/** Trades a Firebase ID token for the server's HttpOnly session cookie. */
export const openServerSession = (idToken: string) =>
  apiRequest<SessionAnswer>('/jwt', { method: 'POST', body: { idToken } });

/** Asks the server to clear the session cookie. */
export const closeServerSession = () =>
  apiRequest<unknown>('/logout', { method: 'POST', body: {} });
