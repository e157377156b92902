// Reporting a car or a review from its page: the reasons for each as radio buttons, the optional
// words, the thanks; the server's refusal in a toast; a link to sign in for anyone signed out;
// nothing on one's own car; in Bangla too. Ask the owner, beside it, is offered by the same rule,
// and to anyone signed out as well (the shell's route guard sends them to sign in).
import type { Car, PublishedReview } from '@carzone/domain';
import type { BookingSlotProps } from '@carzone/federation/contracts';
import { setSignedOut } from '@carzone/web-kit';
import { makeCar, refuse, renderRoute, showBangla, signInAs, stubApi } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as carDetailsRoute from './car-details-route.tsx';

const REVIEW: PublishedReview = {
  _id: '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01',
  rating: 1,
  text: 'Call me on 01711…',
  reviewerName: 'Rahim',
  publishedAt: new Date(Date.UTC(2026, 2, 20, 6)).toISOString(),
};

function renderDetails(car: Car) {
  const api = stubApi({
    'GET /api/car/:id': car,
    'GET /api/car/:id/owner-record': { bookings: 0, canceledByOwner: 0 },
    'GET /api/car/:id/reviews': [REVIEW],
    'POST /api/reports': { _id: '9a1b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f02' },
  });
  renderRoute(
    {
      path: '/car/:id',
      loader: carDetailsRoute.loader,
      Component: () => (
        <carDetailsRoute.Component
          BookingSlot={({ car: booked }: BookingSlotProps) => <p>Book {booked.carModel}</p>}
        />
      ),
    },
    `/car/${car._id}`,
  );
  return api;
}

describe('Report on car details', () => {
  it("reports the car with a car's reasons and the words typed, then thanks", async () => {
    signInAs();
    const user = userEvent.setup();
    const car = makeCar({ email: 'owner@example.com' });
    const api = renderDetails(car);
    await user.click(await screen.findByRole('button', { name: 'Report this car' }));
    expect(screen.getByRole('link', { name: 'Ask the owner' }).getAttribute('href')).toBe(
      `/messages/ask/${car._id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report this car' });
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'It is fake: the car does not exist or is not theirs',
      'Its photos or details are misleading',
      'The car is unsafe',
      'It is offensive',
      'Something else',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Choose a reason.',
    );
    expect(api.callsTo('POST /api/reports')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'The car is unsafe' }));
    await user.type(within(dialog).getByRole('textbox'), '  The brakes failed.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText("Thanks, we'll look into it.")).toBeTruthy();
    expect(api.callsTo('POST /api/reports').map(({ body }) => body)).toEqual([
      { targetType: 'car', targetId: car._id, reason: 'unsafe', text: 'The brakes failed.' },
    ]);
  });

  it("reports a review with a review's reasons, and says the server's refusal", async () => {
    signInAs();
    const user = userEvent.setup();
    const api = renderDetails(makeCar());
    api.on({
      'POST /api/reports': refuse(409, {
        code: 'report.alreadyOpen',
        message: 'You have already reported this, and staff have not handled it yet.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Report the review by Rahim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the review by Rahim' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    await user.click(
      within(dialog).getByRole('radio', { name: "It shares someone's personal details" }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('You have already reported this, and staff have not handled it yet.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/reports')[0]!.body).toEqual({
      targetType: 'review',
      targetId: REVIEW._id,
      reason: 'personalData',
    });
    // Still open: the person can close it or try another reason.
    expect(screen.getByRole('dialog', { name: 'Report the review by Rahim' })).toBeTruthy();
  });

  it('offers anyone signed out a link to sign in and come back instead, on the car and each review', async () => {
    setSignedOut();
    const car = makeCar();
    renderDetails(car);
    await screen.findByText(REVIEW.text);
    const links = await screen.findAllByRole('link', { name: 'Sign in to report' });
    expect(links.length).toBe(2);
    expect(links[0]!.getAttribute('href')).toContain(encodeURIComponent(`/car/${car._id}`));
    expect(screen.queryByRole('button', { name: 'Report this car' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask the owner' }).getAttribute('href')).toBe(
      `/messages/ask/${car._id}`,
    );
  });

  it("shows no Report on the signed-in owner's own car", async () => {
    signInAs({ email: 'Owner@Example.com', displayName: 'Owner', photoURL: null });
    renderDetails(makeCar({ email: 'owner@example.com' }));
    await screen.findByRole('button', { name: 'Report the review by Rahim' });
    expect(screen.queryByRole('button', { name: 'Report this car' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ask the owner' })).toBeNull();
  });

  it('speaks Bangla', async () => {
    await showBangla();
    signInAs();
    const user = userEvent.setup();
    const car = makeCar();
    renderDetails(car);
    await user.click(await screen.findByRole('button', { name: 'এই গাড়িটি রিপোর্ট করুন' }));
    expect(screen.getByRole('link', { name: 'মালিককে জিজ্ঞাসা করুন' }).getAttribute('href')).toBe(
      `/messages/ask/${car._id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'এই গাড়িটি রিপোর্ট করুন' });
    expect(within(dialog).getByRole('radio', { name: 'গাড়িটি নিরাপদ নয়' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'রিপোর্ট পাঠান' })).toBeTruthy();
  });
});
