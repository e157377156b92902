// @vitest-environment jsdom
import type { ThreadMessageEvent, ThreadReadEvent } from '@carzone/domain';
import { installFakeEventSource, openStreams } from '@carzone/web-testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, setSignedIn, setSignedOut } from '../session/session-store';
import {
  subscribeToThreadEvents,
  THREAD_STREAM_PATH,
  THREAD_STREAM_RETRY_MS,
  type ThreadStreamEvent,
} from './thread-stream';

const MESSAGE: ThreadMessageEvent = {
  threadId: 't1',
  message: {
    _id: 'm1',
    mine: false,
    text: 'Is it free on Friday?',
    masked: false,
    at: '2026-12-06T10:00:00.000Z',
    readAt: null,
  },
};
const READ: ThreadReadEvent = { threadId: 't1', mine: true, readAt: '2026-12-06T10:05:00.000Z' };

const signIn = (email = 'renter@example.com') =>
  setSignedIn({ email, displayName: 'Renter', photoURL: null });

let stops: (() => void)[] = [];
function listen(): ThreadStreamEvent[] {
  const heard: ThreadStreamEvent[] = [];
  stops.push(subscribeToThreadEvents((event) => heard.push(event)));
  return heard;
}

beforeEach(() => {
  installFakeEventSource();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  sessionStore.setState(sessionStore.getInitialState(), true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the conversations’ live stream', () => {
  it('opens nothing for a visitor, nor for anyone until someone subscribes', () => {
    signIn();
    expect(openStreams()).toHaveLength(0);
    setSignedOut();
    listen();
    expect(openStreams()).toHaveLength(0);
  });

  it('opens one stream for every subscriber of the tab once someone signs in', () => {
    const first = listen();
    const second = listen();
    expect(openStreams()).toHaveLength(0);
    signIn();
    expect(openStreams()).toHaveLength(1);
    const [stream] = openStreams();
    expect(stream!.url).toBe(THREAD_STREAM_PATH);
    stream!.open();
    stream!.send('message', MESSAGE, '7');
    stream!.send('read', READ);
    const expected = [
      { type: 'connected' },
      { type: 'message', data: MESSAGE },
      { type: 'read', data: READ },
    ];
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
  });

  it('closes the stream when the last subscriber leaves, or the person signs out', () => {
    signIn();
    listen();
    listen();
    const [stream] = openStreams();
    stops.pop()!();
    expect(openStreams()).toEqual([stream]);
    stops.pop()!();
    expect(openStreams()).toHaveLength(0);

    listen();
    expect(openStreams()).toHaveLength(1);
    setSignedOut();
    expect(openStreams()).toHaveLength(0);
  });

  it('says a stream open again after a drop is reconnected, EventSource retrying by itself', () => {
    signIn();
    const heard = listen();
    const [stream] = openStreams();
    stream!.open();
    stream!.drop();
    stream!.open();
    expect(openStreams()).toEqual([stream]);
    expect(heard).toEqual([{ type: 'connected' }, { type: 'reconnected' }]);
  });

  it('reopens a stream EventSource gave up on after a pause, from the last event heard', () => {
    vi.useFakeTimers();
    signIn();
    const heard = listen();
    const [stream] = openStreams();
    stream!.open();
    stream!.send('message', MESSAGE, '41');
    stream!.giveUp();
    expect(openStreams()).toHaveLength(0);
    vi.advanceTimersByTime(THREAD_STREAM_RETRY_MS.first - 1);
    expect(openStreams()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const [again] = openStreams();
    expect(again!.url).toBe(`${THREAD_STREAM_PATH}?lastEventId=41`);
    again!.giveUp();
    // The pause doubles while it keeps failing.
    vi.advanceTimersByTime(THREAD_STREAM_RETRY_MS.first * 2 - 1);
    expect(openStreams()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    openStreams()[0]!.open();
    expect(heard.at(-1)).toEqual({ type: 'reconnected' });
  });

  it('starts afresh for another person: no event of the one before', () => {
    signIn('first@example.com');
    listen();
    openStreams()[0]!.send('message', MESSAGE, '9');
    signIn('second@example.com');
    const streams = openStreams();
    expect(streams).toHaveLength(1);
    expect(streams[0]!.url).toBe(THREAD_STREAM_PATH);
  });

  it('tells a subscriber who joins an open stream that it is connected', async () => {
    signIn();
    listen();
    openStreams()[0]!.open();
    const late = listen();
    await Promise.resolve();
    expect(late).toEqual([{ type: 'connected' }]);
    expect(openStreams()).toHaveLength(1);
  });

  it('skips an event whose data is not JSON', () => {
    signIn();
    const heard = listen();
    const [stream] = openStreams();
    stream!.dispatchRaw('message', 'not json');
    expect(heard).toEqual([]);
  });
});
