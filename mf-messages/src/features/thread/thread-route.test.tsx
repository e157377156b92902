import { MESSAGE_MESSAGES, type ThreadDetails } from '@carzone/domain';
import {
  installFakeEventSource,
  refuse,
  renderRoute,
  showBangla,
  stubApi,
  theOpenStream,
  typist,
} from '@carzone/web-testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AXIO, AXIO_PAGE, makeMessage, NOAH, RENTER } from '../../testing/messages-test-kit.ts';
import * as threadRoute from './thread-route.tsx';

/** The Axio's conversation as its renter opens it: asked, then booked. */
const AXIO_DETAILS: ThreadDetails = {
  ...AXIO,
  side: 'renter',
  masking: true,
  bookings: [
    {
      _id: 'booking-1',
      startDate: '2026-12-12',
      endDate: '2026-12-14',
      status: 'Confirmed',
      at: '2026-12-05T05:00:00.000Z',
    },
  ],
};

/** The Axio's conversation, the API answering `pages` in turn for its newest messages. */
function renderThread({
  pages = [AXIO_PAGE],
  details = AXIO_DETAILS,
}: { pages?: (typeof AXIO_PAGE)[]; details?: typeof AXIO_DETAILS } = {}) {
  let read = 0;
  const api = stubApi({
    'GET /api/threads': { items: [AXIO, NOAH] },
    'GET /api/threads/:id': details,
    'GET /api/threads/:id/messages': () => pages[Math.min(read++, pages.length - 1)],
  });
  renderRoute({ path: '/messages/:threadId', ...threadRoute }, `/messages/${AXIO._id}`, {
    signedInAs: RENTER,
  });
  return api;
}

const log = async () => screen.findByRole('log', { name: 'Messages in this conversation' });
const entries = async () => within(await log()).getAllByRole('listitem');

describe('a conversation', { timeout: 30_000 }, () => {
  it('shows its car, the other side, its messages oldest first and its booking where it was asked', async () => {
    renderThread();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Toyota Axio' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/car/car-axio');
    expect(screen.getByText('With Rahim, the owner')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Conversation about Toyota Axio | CarZone'));
    const [question, booking, answer] = await entries();
    expect(question!.textContent).toContain('You wrote:Is the car free on Friday?');
    expect(question!.textContent).toContain('05/12/2026, 10:00 · Read');
    expect(booking!.textContent).toMatch(/Booking requested 12\s?–\s?14 Dec/);
    expect(booking!.textContent).toContain('Confirmed');
    expect(answer!.textContent).toContain('Rahim wrote:Yes, it is free.');
    expect(answer!.textContent).not.toContain('Read');
    // Beside it, the list, the open one marked and its count gone.
    const current = within(screen.getByRole('navigation', { name: 'Conversations' })).getByRole(
      'link',
      { current: 'page' },
    );
    expect(current.textContent).toContain('Toyota Axio');
    expect(current.textContent).not.toContain('unread');
    expect(screen.getByRole('link', { name: 'All conversations' }).getAttribute('href')).toBe(
      '/messages',
    );
  });

  it('says once that contact details are hidden until a booking is confirmed', async () => {
    renderThread();
    expect(await screen.findAllByText(MESSAGE_MESSAGES.hiddenBeforeConfirmation)).toHaveLength(1);
  });

  it('names a car that is gone without a link', async () => {
    renderThread({ details: { ...AXIO_DETAILS, car: { _id: null, carModel: 'Toyota Axio' } } });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Toyota Axio' });
    expect(within(heading).queryByRole('link')).toBeNull();
  });

  it('sends a message and shows it once, though the stream tells of it too', async () => {
    installFakeEventSource();
    const user = typist();
    const sent = makeMessage({
      _id: 'm3',
      text: 'Great, I will book it.',
      at: '2026-12-05T06:10:00.000Z',
    });
    const api = renderThread();
    api.on({ 'POST /api/threads/:id/messages': () => sent });
    await entries();
    await user.type(screen.getByLabelText('Your message'), '  Great, I will book it.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await entries()).toHaveLength(4));
    expect(api.callsTo('POST /api/threads/:id/messages')[0]!.body).toEqual({
      text: 'Great, I will book it.',
    });
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Your message'));
    const live = await theOpenStream();
    act(() => live.send('message', { threadId: AXIO._id, message: sent }, '5'));
    expect(await entries()).toHaveLength(4);
  });

  it('refuses an empty or too long message with the API’s words, and counts near the limit', async () => {
    const user = typist();
    renderThread();
    await entries();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Write a message: text of at least one character.'),
    ).toBeTruthy();
    const box = screen.getByLabelText('Your message');
    await user.click(box);
    await user.paste('a'.repeat(1850));
    expect(screen.getByText('Characters left: 150 of 2000')).toBeTruthy();
    await user.paste('a'.repeat(151));
    expect(screen.getByText('Characters left: -1 of 2000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A message can be at most 2,000 characters.')).toBeTruthy();
  });

  it('shows the API’s refusal of a message', async () => {
    const user = typist();
    const api = renderThread();
    api.on({
      'POST /api/threads/:id/messages': refuse(429, {
        code: 'message.dailyLimitBeforeBooking',
        message: 'You have sent 30 messages in this conversation today.',
      }),
    });
    await entries();
    await user.type(screen.getByLabelText('Your message'), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'You have sent 30 messages in this conversation today.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(
      'Hello again',
    );
  });

  it('loads earlier messages before the first', async () => {
    const user = typist();
    const older = makeMessage({ _id: 'm0', text: 'Hello!', at: '2026-12-04T04:00:00.000Z' });
    const bookedBefore = [{ ...AXIO_DETAILS.bookings[0]!, at: '2026-12-04T05:00:00.000Z' }];
    const api = renderThread({
      pages: [{ ...AXIO_PAGE, next: 'm1' }],
      details: { ...AXIO_DETAILS, bookings: bookedBefore },
    });
    api.on({
      'GET /api/threads/:id/messages': ({ query }) =>
        query.get('before') === 'm1'
          ? { items: [older], next: null }
          : { ...AXIO_PAGE, next: 'm1' },
    });
    // The booking, from before the first message shown, waits for the earlier ones.
    expect(await entries()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(async () => expect(await entries()).toHaveLength(4));
    const [hello, booking] = await entries();
    expect(hello!.textContent).toContain('Hello!');
    expect(booking!.textContent).toContain('Booking requested');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('adds the other side’s new message and reads the newest page again, which marks it read', async () => {
    installFakeEventSource();
    const answer = makeMessage({
      _id: 'm4',
      mine: false,
      text: 'Pick-up at 9?',
      at: '2026-12-05T07:00:00.000Z',
    });
    const api = renderThread({
      pages: [
        AXIO_PAGE,
        {
          items: [...AXIO_PAGE.items, { ...answer, readAt: '2026-12-05T07:00:01.000Z' }],
          next: null,
        },
      ],
    });
    await entries();
    const live = await theOpenStream();
    act(() => live.send('message', { threadId: AXIO._id, message: answer }, '8'));
    await waitFor(async () => expect(await entries()).toHaveLength(4));
    await waitFor(() => expect(api.callsTo('GET /api/threads/:id/messages')).toHaveLength(2));
    // Another conversation's message is not this one's.
    act(() =>
      live.send('message', { threadId: NOAH._id, message: makeMessage({ _id: 'x' }) }, '9'),
    );
    expect(await entries()).toHaveLength(4);
  });

  it('shows Read under my last message the other side read, and reads again after a reconnection', async () => {
    installFakeEventSource();
    const mine = makeMessage({ _id: 'm5', text: 'Deal.', at: '2026-12-05T08:00:00.000Z' });
    const api = renderThread({ pages: [{ items: [...AXIO_PAGE.items, mine], next: null }] });
    await entries();
    const stream = await theOpenStream();
    act(() =>
      stream.send('read', { threadId: AXIO._id, mine: false, readAt: '2026-12-05T08:01:00.000Z' }),
    );
    const items = await entries();
    expect(items.at(-1)!.textContent).toContain('· Read');
    expect(items[0]!.textContent).not.toContain('Read');

    act(() => {
      stream.open();
      stream.drop();
      stream.open();
    });
    await waitFor(() => expect(api.callsTo('GET /api/threads/:id/messages')).toHaveLength(2));
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderThread();
    expect(await screen.findByText('মালিক Rahim-এর সঙ্গে')).toBeTruthy();
    const [, booking] = within(
      await screen.findByRole('log', { name: 'এই কথোপকথনের বার্তা' }),
    ).getAllByRole('listitem');
    expect(booking!.textContent).toContain('বুকিংয়ের অনুরোধ: ১২–১৪ ডিসে');
    expect(screen.getByLabelText('আপনার বার্তা')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পাঠান' })).toBeTruthy();
  });

  it('is not found for an id the API refuses as malformed, as for one not the person’s', async () => {
    stubApi({
      'GET /api/threads': { items: [] },
      'GET /api/threads/:id': refuse(400, { code: 'message.threadIdInvalid', message: 'Bad id.' }),
      'GET /api/threads/:id/messages': refuse(400, {
        code: 'message.threadIdInvalid',
        message: 'Bad id.',
      }),
    });
    const { router } = renderRoute(
      { path: '/messages/:threadId', ...threadRoute },
      '/messages/nope',
      {
        signedInAs: RENTER,
      },
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    const [error] = Object.values(router.state.errors ?? {}) as {
      status?: number;
      code?: string;
    }[];
    expect(error).toMatchObject({ status: 404, code: 'message.threadIdInvalid' });
  });
});
