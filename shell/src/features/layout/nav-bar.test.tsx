// @vitest-environment jsdom
// The shell's tests run in Node; this one renders, so it takes the component tests' jsdom setup.
import '@carzone/web-testing/setup';
import type { ThreadMessageEvent } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import {
  FakeEventSource,
  installFakeEventSource,
  makeSessionUser,
  openStreams,
  renderPage,
  showBangla,
  stubApi,
} from '@carzone/web-testing';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from './nav-bar.tsx';

const messageEvent = (mine: boolean): ThreadMessageEvent => ({
  threadId: 'thread-axio',
  message: {
    _id: `m-${String(mine)}-${FakeEventSource.opened.length}`,
    mine,
    text: 'Is it free on Friday?',
    masked: false,
    at: '2026-12-06T10:00:00.000Z',
    readAt: null,
  },
});

const messagesLinks = () =>
  screen
    .queryAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('href') === '/messages');

// The account menu comes with the interactive kit: loaded once, so the signed-in bar shows at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);
beforeEach(() => {
  installFakeEventSource();
});
afterEach(() => vi.unstubAllGlobals());

describe("the nav's Messages", () => {
  it('is not there for a visitor, who makes no request and opens no stream', () => {
    const api = stubApi();
    renderPage(<NavBar />);
    expect(screen.getAllByRole('link', { name: 'Home', hidden: true }).length).toBeGreaterThan(0);
    expect(messagesLinks()).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('counts the unread messages: from /api/me, then each one written to the person, live', async () => {
    let unread = 3;
    const api = stubApi({
      'GET /api/requests': [],
      'GET /api/me': () => ({ email: 'renter@example.com', unreadMessages: unread }),
    });
    renderPage(<NavBar />, { signedInAs: makeSessionUser() });
    // The count is read once the stream is open, so that no message falls between the two.
    await waitFor(() => expect(openStreams()).toHaveLength(1));
    expect(api.callsTo('GET /api/me')).toEqual([]);
    act(() => openStreams()[0]!.open());
    expect(
      (await screen.findAllByRole('link', { name: 'Messages (3)', hidden: true })).length,
    ).toBeGreaterThan(0);
    expect(messagesLinks().every((link) => link.textContent === 'Messages (3)')).toBe(true);
    expect(openStreams()).toHaveLength(1);
    const [stream] = openStreams();
    expect(stream!.url).toBe('/api/threads/stream');

    act(() => stream!.send('message', messageEvent(false)));
    expect(
      (await screen.findAllByRole('link', { name: 'Messages (4)', hidden: true })).length,
    ).toBeGreaterThan(0);
    // The person's own message is not one to read.
    act(() => stream!.send('message', messageEvent(true)));
    expect(
      screen.getAllByRole('link', { name: 'Messages (4)', hidden: true }).length,
    ).toBeGreaterThan(0);

    // They read the conversation (elsewhere, or on this page): the count is asked again.
    unread = 0;
    act(() =>
      stream!.send('read', {
        threadId: 'thread-axio',
        mine: true,
        readAt: '2026-12-06T10:01:00.000Z',
      }),
    );
    await waitFor(() => expect(api.callsTo('GET /api/me')).toHaveLength(2));
    expect(
      (await screen.findAllByRole('link', { name: 'Messages', hidden: true })).length,
    ).toBeGreaterThan(0);
    // The other side reading is not the person's count.
    act(() =>
      stream!.send('read', {
        threadId: 'thread-axio',
        mine: false,
        readAt: '2026-12-06T10:02:00Z',
      }),
    );
    expect(api.callsTo('GET /api/me')).toHaveLength(2);
  });

  it('says it in Bangla', async () => {
    stubApi({
      'GET /api/requests': [],
      'GET /api/me': { email: 'renter@example.com', unreadMessages: 2 },
    });
    await showBangla();
    renderPage(<NavBar />, { signedInAs: makeSessionUser() });
    await waitFor(() => expect(openStreams()).toHaveLength(1));
    act(() => openStreams()[0]!.open());
    expect(
      (await screen.findAllByRole('link', { name: 'বার্তা (২)', hidden: true })).length,
    ).toBeGreaterThan(0);
  });
});
