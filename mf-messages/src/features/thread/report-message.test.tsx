// A conversation's Report message: under the other side's messages only, named by the words it
// shows first; it sends the message's id with a person's reason, and says it in Bangla.
import { renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AXIO, AXIO_PAGE, makeMessage, RENTER } from '../../testing/messages-test-kit.ts';
import * as threadRoute from './thread-route.tsx';

const REPORT_ROUTE = 'POST /api/reports';

/** The Axio's conversation as its renter opens it: their question, Rahim's two answers. */
function renderThread() {
  const api = stubApi({
    'GET /api/threads': { items: [AXIO] },
    'GET /api/threads/:id': { ...AXIO, side: 'renter', masking: false, bookings: [] },
    'GET /api/threads/:id/messages': {
      ...AXIO_PAGE,
      items: [
        ...AXIO_PAGE.items,
        makeMessage({
          _id: 'm3',
          mine: false,
          text: 'Pay me on bKash.',
          at: '2026-12-05T05:40:00.000Z',
        }),
      ],
    },
    [REPORT_ROUTE]: { _id: '9a1b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f02' },
  });
  renderRoute({ path: '/messages/:threadId', ...threadRoute }, `/messages/${AXIO._id}`, {
    signedInAs: RENTER,
  });
  return api;
}

const entries = async (logName: string) =>
  within(await screen.findByRole('log', { name: logName })).getAllByRole('listitem');

describe("a conversation's Report message", { timeout: 30_000 }, () => {
  it("is under each of the other side's messages, and sends the message's id with a reason", async () => {
    const api = renderThread();
    const [mine, answer, payOutside] = await entries('Messages in this conversation');
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(within(answer!).getByRole('button', { name: 'Report message from Rahim' })).toBeTruthy();
    const button = within(payOutside!).getByRole('button', { name: 'Report message from Rahim' });
    expect(button.textContent).toBe('Report message');
    // Its name begins with what it shows, so voice control finds it by what a person reads.
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent!)).toBe(true);

    const user = typist();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report message from Rahim' });
    await user.click(
      within(dialog).getByRole('radio', { name: 'They ask to pay or talk outside CarZone' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByText("Thanks, we'll look into it.");
    expect(api.callsTo(REPORT_ROUTE).map(({ body }) => body)).toEqual([
      { targetType: 'message', targetId: 'm3', reason: 'offPlatform' },
    ]);
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderThread();
    const [, answer] = await entries('এই কথোপকথনের বার্তা');
    const button = within(answer!).getByRole('button', { name: 'বার্তা রিপোর্ট করুন: Rahim' });
    expect(button.textContent).toBe('বার্তা রিপোর্ট করুন');
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent!)).toBe(true);
  });
});
