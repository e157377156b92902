// The signed-in person's live conversations: one `GET /api/threads/stream` (server-sent events)
// per tab, shared by the shell's nav and the messages pages (web-kit is a federation singleton, so
// they all subscribe here). It is opened only once someone subscribes and only while someone is
// signed in, so a visitor's page never opens it. EventSource retries by itself after a dropped
// connection (sending Last-Event-ID); once it gives up (CLOSED), it is reopened here after a
// growing pause with `?lastEventId=`, and the server replays what was missed either way.
import type { ThreadMessageEvent, ThreadReadEvent } from '@carzone/domain';
import { useEffect, useRef } from 'react';
import { API_BASE } from '../api/api-address';
import { sessionStore, type SessionState } from '../session/session-store';

/** What a subscriber hears. */
export type ThreadStreamEvent =
  | { type: 'message'; data: ThreadMessageEvent }
  | { type: 'read'; data: ThreadReadEvent }
  /**
   * The stream is open (a subscriber who joins an open one hears it at once): from here on every
   * message is heard, so a count read now misses none.
   */
  | { type: 'connected' }
  /** The stream was open, dropped and is open again: a page may fetch what it shows again. */
  | { type: 'reconnected' };

export type ThreadStreamListener = (event: ThreadStreamEvent) => void;

/** The stream's address; a reopened stream names the last event seen. */
export const THREAD_STREAM_PATH = `${API_BASE}/threads/stream`;

/** The first pause before reopening a stream EventSource gave up on, doubled each time after. */
export const THREAD_STREAM_RETRY_MS = { first: 1_000, longest: 30_000 } as const;

/** EventSource.OPEN and CLOSED, written out: the constants are not there where EventSource is not. */
const OPEN = 1;
const CLOSED = 2;

const listeners = new Set<ThreadStreamListener>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
let stopWatchingSession: (() => void) | null = null;
/** The `id` of the last event heard, for a reopened stream to start after. */
let lastEventId: string | null = null;
/** Whose stream it is: a new person's starts afresh. */
let streamOwner: string | null = null;
/** Whether the stream has been open before: a later `open` is a reconnection. */
let everOpen = false;
let failedReopens = 0;

function emit(event: ThreadStreamEvent): void {
  for (const listener of [...listeners]) listener(event);
}

function parsed<T>(event: MessageEvent): T | null {
  if (event.lastEventId) lastEventId = event.lastEventId;
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

function open(): void {
  const address = lastEventId
    ? `${THREAD_STREAM_PATH}?lastEventId=${encodeURIComponent(lastEventId)}`
    : THREAD_STREAM_PATH;
  const stream = new EventSource(address, { withCredentials: true });
  source = stream;
  stream.addEventListener('open', () => {
    failedReopens = 0;
    emit({ type: everOpen ? 'reconnected' : 'connected' });
    everOpen = true;
  });
  stream.addEventListener('message', (event) => {
    const data = parsed<ThreadMessageEvent>(event);
    if (data) emit({ type: 'message', data });
  });
  stream.addEventListener('read', (event) => {
    const data = parsed<ThreadReadEvent>(event as MessageEvent);
    if (data) emit({ type: 'read', data });
  });
  stream.addEventListener('error', () => {
    // Still CONNECTING: EventSource is retrying by itself. CLOSED: it gave up (a refused answer).
    if (stream.readyState !== CLOSED || source !== stream) return;
    source = null;
    const pause = Math.min(
      THREAD_STREAM_RETRY_MS.first * 2 ** failedReopens,
      THREAD_STREAM_RETRY_MS.longest,
    );
    failedReopens += 1;
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      follow(sessionStore.getState());
    }, pause);
  });
}

function close(): void {
  source?.close();
  source = null;
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = null;
}

/** Opens the stream for a signed-in person who has listeners; closes it for anyone else. */
function follow(session: SessionState): void {
  const person = session.status === 'signedIn' ? session.user.email : null;
  if (person !== streamOwner) {
    close();
    streamOwner = person;
    lastEventId = null;
    everOpen = false;
    failedReopens = 0;
  }
  if (!person || listeners.size === 0 || source || reopenTimer) return;
  if (typeof EventSource === 'undefined') return;
  open();
}

/**
 * Calls `listener` with each event of the signed-in person's conversations; answers the function
 * that stops it. The first subscriber opens the stream (once someone is signed in), the last one
 * to leave closes it.
 */
export function subscribeToThreadEvents(listener: ThreadStreamListener): () => void {
  listeners.add(listener);
  stopWatchingSession ??= sessionStore.subscribe(follow);
  follow(sessionStore.getState());
  if (source?.readyState === OPEN) {
    queueMicrotask(() => {
      if (listeners.has(listener)) listener({ type: 'connected' });
    });
  }
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    close();
    stopWatchingSession?.();
    stopWatchingSession = null;
    streamOwner = null;
    lastEventId = null;
    everOpen = false;
    failedReopens = 0;
  };
}

/**
 * `subscribeToThreadEvents` for a component, while it is shown (and `enabled`): the latest
 * `listener` hears each event, so it may close over the component's state.
 */
export function useThreadEvents(listener: ThreadStreamListener, enabled = true): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeToThreadEvents((event) => latest.current(event));
  }, [enabled]);
}
