import { apiRequest, useThreadEvents, type SessionUser } from '@carzone/web-kit';
import { useEffect, useState } from 'react';

/**
 * How many messages wait unread for the signed-in person, for the nav. `GET /api/me` says it once
 * the conversations' live stream is open (so no message falls between the two), the stream adds
 * each message written to them, and once they read a conversation (its `read` event is theirs)
 * the count is asked again. Nobody signed in: none, with no request and no stream.
 */
export function useUnreadMessageCount(user: SessionUser | null): number {
  const email = user?.email;
  const [count, setCount] = useState(0);
  /** How many times the count was to be read; none until the stream is open. */
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!email || asked === 0) return;
    const controller = new AbortController();
    apiRequest('/me', { signal: controller.signal }).then(
      (me) => setCount(me.unreadMessages),
      () => undefined,
    );
    return () => controller.abort();
  }, [email, asked]);
  useThreadEvents((event) => {
    if (event.type === 'message' && !event.data.message.mine) setCount((n) => n + 1);
    const readByThem = event.type === 'read' && event.data.mine;
    if (event.type === 'connected' || readByThem) setAsked((n) => n + 1);
  }, Boolean(email));
  return email ? count : 0;
}
