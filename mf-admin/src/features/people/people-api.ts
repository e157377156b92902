// The people pages' calls to the API: finding people, one person's account, and suspending or
// reinstating it (each with a reason the person reads). Support and admins may make them all.
import type { AccountDetails, AccountSearchPage } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/** A page of the people whose e-mail, name or verified number matches `q`, newest first. */
export const searchPeople = (
  query: { q?: string; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<AccountSearchPage> => apiRequest('/admin/users', { query, signal });

/** One person's account as staff read it; 404 when no one has signed in with that e-mail. */
export const fetchPerson = (email: string, signal?: AbortSignal): Promise<AccountDetails> =>
  apiRequest('/admin/users/{email}', { params: { email }, signal });

/** Suspends them, saying why; the API refuses staff and anyone suspended already. */
export const suspendPerson = (email: string, reason: string) =>
  apiRequest('/admin/users/{email}/suspend', {
    method: 'POST',
    params: { email },
    body: { reason },
  });

/** Makes them active again, saying why; the API refuses anyone not suspended. */
export const reinstatePerson = (email: string, reason: string) =>
  apiRequest('/admin/users/{email}/reinstate', {
    method: 'POST',
    params: { email },
    body: { reason },
  });
