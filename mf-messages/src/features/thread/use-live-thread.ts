// An open conversation's messages as they are now: the page loaded with, earlier pages asked for,
// messages sent here, and what the live stream says (a new message, the other side's read). A
// message heard twice (sent here and heard from the stream) is kept once, by its id. A message of
// the other side, or a stream open again after a drop, has the newest page read again: reading
// marks it read, and nothing missed stays missing.
import type { ThreadMessage, ThreadMessagesPage } from '@carzone/domain';
import { useThreadEvents } from '@carzone/web-kit';
import { useCallback, useState } from 'react';
import { fetchThreadMessages } from '../../lib/messages-api.ts';

/**
 * `current` with `incoming` added, oldest first, each message once: an id already there is replaced
 * by what came, unless `keepCurrent` (a live event may be older news than what was read).
 */
export function mergedMessages(
  current: readonly ThreadMessage[],
  incoming: readonly ThreadMessage[],
  keepCurrent = false,
): ThreadMessage[] {
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming)
    if (!keepCurrent || !byId.has(message._id)) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** My messages sent up to `readAt`, marked read then (those already read keep their time). */
export const readUpTo = (messages: readonly ThreadMessage[], readAt: string): ThreadMessage[] =>
  messages.map((message) =>
    message.mine && !message.readAt && Date.parse(message.at) <= Date.parse(readAt)
      ? { ...message, readAt }
      : message,
  );

export function useLiveThread(threadId: string, loaded: ThreadMessagesPage) {
  const [messages, setMessages] = useState<ThreadMessage[]>(() => mergedMessages([], loaded.items));
  const [next, setNext] = useState(loaded.next);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);

  // The page's data loaded again (after a change elsewhere): what it read is the newest.
  const [loadedFrom, setLoadedFrom] = useState(loaded);
  if (loadedFrom !== loaded) {
    setLoadedFrom(loaded);
    setMessages((shown) => mergedMessages(shown, loaded.items));
  }

  const readNewest = useCallback(() => {
    fetchThreadMessages(threadId).then(
      (page) => setMessages((shown) => mergedMessages(shown, page.items)),
      // The stream, or the next page load, brings it.
      () => undefined,
    );
  }, [threadId]);

  useThreadEvents((event) => {
    if (event.type === 'connected') return;
    if (event.type === 'reconnected') return readNewest();
    if (event.data.threadId !== threadId) return;
    if (event.type === 'read') {
      const { readAt } = event.data;
      if (!event.data.mine) setMessages((shown) => readUpTo(shown, readAt));
      return;
    }
    const { message } = event.data;
    setMessages((shown) => mergedMessages(shown, [message], true));
    if (!message.mine) readNewest();
  });

  async function loadEarlier() {
    if (!next || loadingEarlier) return;
    setLoadingEarlier(true);
    setEarlierFailed(false);
    try {
      const page = await fetchThreadMessages(threadId, next);
      setMessages((shown) => mergedMessages(shown, page.items, true));
      setNext(page.next);
    } catch {
      setEarlierFailed(true);
    } finally {
      setLoadingEarlier(false);
    }
  }

  /** A message this page sent, as the API answered it. */
  const addSent = (message: ThreadMessage) =>
    setMessages((shown) => mergedMessages(shown, [message], true));

  return { messages, next, loadEarlier, loadingEarlier, earlierFailed, addSent };
}
