import { MESSAGE_MESSAGES } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { makeCar, refuse, renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeMessage, RENTER } from '../../testing/messages-test-kit.ts';
import * as askOwnerRoute from './ask-owner-route.tsx';

const CAR = makeCar({ _id: 'car-axio', carModel: 'Toyota Axio' });

// The toaster comes with the interactive kit: loaded once, so a refusal shows at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

function renderAskOwner() {
  const api = stubApi({ 'GET /api/car/:id': ({ params }) => ({ ...CAR, _id: params.id }) });
  const view = renderRoute(
    { path: '/messages/ask/:carId', ...askOwnerRoute },
    '/messages/ask/car-axio',
    {
      signedInAs: RENTER,
    },
  );
  return { api, router: view.router };
}

describe('Ask the owner', { timeout: 30_000 }, () => {
  it('names the car, sends the question and opens its conversation', async () => {
    const user = typist();
    const { api, router } = renderAskOwner();
    api.on({
      'POST /api/cars/:id/inquiries': { threadId: 'thread-axio', message: makeMessage() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ask the owner of Toyota Axio' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ask the owner of Toyota Axio | CarZone'));
    expect(
      screen.getByText(MESSAGE_MESSAGES.hiddenBeforeConfirmation, { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the car' }).getAttribute('href')).toBe(
      '/car/car-axio',
    );
    await user.type(screen.getByLabelText('Your message'), 'Is the car free on Friday?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/thread-axio'));
    expect(api.callsTo('POST /api/cars/:id/inquiries')[0]!.params).toEqual({ id: 'car-axio' });
    expect(api.callsTo('POST /api/cars/:id/inquiries')[0]!.body).toEqual({
      text: 'Is the car free on Friday?',
    });
  });

  it("tells the car's owner the API's words and stays", async () => {
    const user = typist();
    const { api, router } = renderAskOwner();
    api.on({
      'POST /api/cars/:id/inquiries': refuse(403, {
        code: 'message.ownCar',
        message: 'You cannot send an inquiry about your own car.',
      }),
    });
    await user.type(await screen.findByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'You cannot send an inquiry about your own car.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/messages/ask/car-axio');
  });

  it('refuses an empty question before sending', async () => {
    const user = typist();
    renderAskOwner();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Write a message: text of at least one character.'),
    ).toBeTruthy();
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderAskOwner();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Toyota Axio গাড়ির মালিককে জিজ্ঞাসা করুন',
      }),
    ).toBeTruthy();
  });
});
