import {
  installFakeEventSource,
  renderRoute,
  showBangla,
  stubApi,
  theOpenStream,
} from '@carzone/web-testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AXIO, makeMessage, NOAH, RENTER } from '../../testing/messages-test-kit.ts';
import * as messagesRoute from './messages-route.tsx';

const renderMessages = () =>
  renderRoute({ path: '/messages', ...messagesRoute }, '/messages', { signedInAs: RENTER });

const conversations = async () =>
  within(await screen.findByRole('navigation', { name: 'Conversations' })).getAllByRole('link');

describe('the conversations page', { timeout: 30_000 }, () => {
  it('lists each conversation: its car, the other side, the last message, when, and unread', async () => {
    stubApi({ 'GET /api/threads': { items: [AXIO, NOAH] } });
    renderMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Messages | CarZone'));
    const [axio, noah] = await conversations();
    expect(axio!.getAttribute('href')).toBe('/messages/thread-axio');
    expect(axio!.textContent).toContain('Toyota Axio');
    expect(axio!.textContent).toContain('With Rahim');
    expect(axio!.textContent).toContain('Yes, it is free.');
    expect(axio!.textContent).toContain('05/12/2026, 11:30');
    expect(axio!.textContent).toContain('2 unread');
    expect(noah!.textContent).toContain('You: Thanks!');
    expect(noah!.textContent).not.toContain('unread');
    expect(screen.getByText('Choose a conversation.')).toBeTruthy();
  });

  it('says so when there is no conversation yet, and where one starts', async () => {
    stubApi({ 'GET /api/threads': { items: [] } });
    renderMessages();
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a car' }).getAttribute('href')).toBe(
      '/available',
    );
  });

  it('moves a conversation with a new message to the top, counting it unread', async () => {
    const stream = installFakeEventSource();
    stubApi({ 'GET /api/threads': { items: [AXIO, NOAH] } });
    renderMessages();
    await conversations();
    const live = await theOpenStream();
    expect(live!.url).toBe('/api/threads/stream');
    act(() => {
      live!.open();
      live!.send(
        'message',
        { threadId: NOAH._id, message: makeMessage({ _id: 'm9', mine: false, text: 'See you!' }) },
        '12',
      );
    });
    const [first, second] = await conversations();
    expect(first!.textContent).toContain('Toyota Noah');
    expect(first!.textContent).toContain('See you!');
    expect(first!.textContent).toContain('1 unread');
    expect(second!.textContent).toContain('Toyota Axio');

    act(() => live!.send('read', { threadId: AXIO._id, mine: true, readAt: AXIO.lastMessage!.at }));
    expect((await conversations())[1]!.textContent).not.toContain('unread');
    expect(stream.opened).toHaveLength(1);
  });

  it('reads the list again for a conversation it does not hold', async () => {
    installFakeEventSource();
    let lists = 0;
    stubApi({
      'GET /api/threads': () => (++lists === 1 ? { items: [NOAH] } : { items: [AXIO, NOAH] }),
    });
    renderMessages();
    await conversations();
    const live = await theOpenStream();
    act(() => live.send('message', { threadId: AXIO._id, message: makeMessage() }));
    await waitFor(async () => expect(await conversations()).toHaveLength(2));
  });

  it('says it in Bangla', async () => {
    await showBangla();
    stubApi({ 'GET /api/threads': { items: [AXIO] } });
    renderMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'বার্তা' })).toBeTruthy();
    const [axio] = within(await screen.findByRole('navigation', { name: 'কথোপকথন' })).getAllByRole(
      'link',
    );
    expect(axio!.textContent).toContain('Rahim-এর সঙ্গে');
    expect(axio!.textContent).toContain('২টি অপঠিত');
    expect(axio!.textContent).toContain('০৫/১২/২০২৬');
  });
});
