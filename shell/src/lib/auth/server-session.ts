import type { SignedInUser } from '@carzone/domain';
import { ApiError, apiRequest } from '@carzone/web-kit';

/**
 * Who the browser's session cookie belongs to, or null when it has none that the server accepts
 * (none, expired, or ended on this or another device).
 */
export async function fetchServerSession(): Promise<SignedInUser | null> {
  try {
    return await apiRequest('/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Trades a Firebase ID token for the server's HttpOnly session cookie: a new session here. */
export const openServerSession = (idToken: string) =>
  apiRequest('/jwt', { method: 'POST', body: { idToken } });

/** Ends this device's session on the server and clears its cookie. */
export const closeServerSession = () => apiRequest('/logout', { method: 'POST' });

/** The person's signed-in devices, the most recently seen first. */
export const fetchDeviceSessions = (signal?: AbortSignal) => apiRequest('/sessions', { signal });

/** Signs one of the person's devices out. */
export const closeDeviceSession = (id: string) =>
  apiRequest('/sessions/{id}', { method: 'DELETE', params: { id } });

/** Ends every session of the person, on every device, and revokes their Firebase sign-ins. */
export const closeAllServerSessions = () => apiRequest('/sessions', { method: 'DELETE' });
