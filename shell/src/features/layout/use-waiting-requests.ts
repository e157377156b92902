import { apiRequest, onRequestsChanged, type SessionUser } from '@carzone/web-kit';
import { useEffect, useState } from 'react';

/**
 * How many booking requests wait for the signed-in owner's answer, for the nav: asked again on
 * every page the person opens and whenever the owner area says it answered one. Nobody signed in,
 * or an answer that did not come: none shown.
 */
export function useWaitingRequestCount(user: SessionUser | null, pathname: string): number {
  const [count, setCount] = useState(0);
  const [asked, setAsked] = useState(0);
  useEffect(() => onRequestsChanged(() => setAsked((n) => n + 1)), []);
  const email = user?.email;
  useEffect(() => {
    if (!email) return;
    const controller = new AbortController();
    apiRequest('/requests', { signal: controller.signal }).then(
      (requests) => setCount(Array.isArray(requests) ? requests.length : 0),
      () => setCount(0),
    );
    return () => controller.abort();
  }, [email, pathname, asked]);
  return email ? count : 0;
}
