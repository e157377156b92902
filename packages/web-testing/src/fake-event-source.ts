// A stand-in for the browser's EventSource, which jsdom and Node lack: a test installs it, finds
// the streams a page opened (web-kit's one per tab: the conversations' live messages, the nav's
// unread count) and plays the server's part (open, an event, a drop, giving up).
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since `installFakeEventSource`, oldest first. */
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    const forType = this.listeners.get(type) ?? new Set();
    forType.add(listener);
    this.listeners.set(type, forType);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  private dispatch(event: Event): void {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }

  /** The server answered: the stream is open. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch(new Event('open'));
  }

  /** The server sent `event: <type>`, `data: <JSON of data>` and, when given, `id: <id>`. */
  send(type: string, data: unknown, id = ''): void {
    this.dispatch(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** An event whose data is `data` as it is, JSON or not. */
  dispatchRaw(type: string, data: string): void {
    this.dispatch(new MessageEvent(type, { data }));
  }

  /** The connection dropped; EventSource tries again by itself. */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatch(new Event('error'));
  }

  /** EventSource gave up (a refused answer): it stays closed. */
  giveUp(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatch(new Event('error'));
  }
}

/** Puts FakeEventSource in the page's place of EventSource until the test ends. */
export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}

/** The streams opened and not closed. */
export const openStreams = () =>
  FakeEventSource.opened.filter((stream) => stream.readyState !== FakeEventSource.CLOSED);

/** The one stream the page opened, once it has (a page subscribes after it is shown). */
export async function theOpenStream(): Promise<FakeEventSource> {
  await waitFor(() => expect(openStreams()).toHaveLength(1));
  return openStreams()[0]!;
}
