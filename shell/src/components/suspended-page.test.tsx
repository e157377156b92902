// @vitest-environment jsdom
// The shell's tests run in Node; this one renders, so it takes the component tests' jsdom setup.
import '@carzone/web-testing/setup';
import { renderPage, renderRoute, showBangla } from '@carzone/web-testing';
import {
  ApiError,
  forgetSuspension,
  isSuspension,
  noteSuspension,
  useSendChange,
} from '@carzone/web-kit';
import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SuspendedPage, UnlessSuspended } from './suspended-page.tsx';

const REFUSAL =
  'Your CarZone account is suspended. The reason: Repeated no-shows. To ask about it, write to CarZone support through the contact page.';

const suspension = () =>
  new ApiError(403, REFUSAL, true, {}, {}, 'account.suspended', undefined, 'req-1');

describe('the suspended page', () => {
  beforeEach(forgetSuspension);

  it("tells a suspended person why, in the API's words, and links the contact form", async () => {
    const view = renderPage(<SuspendedPage message={REFUSAL} />);
    expect(view.getByRole('heading', { name: 'Your account is suspended' })).toBeTruthy();
    expect(view.getByText(REFUSAL)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Write to support' }).getAttribute('href')).toBe(
      '/contact',
    );
    await vi.waitFor(() => expect(document.title).toBe('Account suspended | CarZone'));
  });

  it('says it in Bangla once the page is in Bangla', async () => {
    const view = renderPage(<SuspendedPage message={REFUSAL} />);
    await showBangla();
    expect(
      await view.findByRole('heading', { name: 'আপনার অ্যাকাউন্ট স্থগিত করা হয়েছে' }),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'সহায়তা টিমকে লিখুন' })).toBeTruthy();
  });

  it('takes the place of the page once the API has answered account.suspended', async () => {
    const view = renderPage(
      <UnlessSuspended>
        <p>The page itself</p>
      </UnlessSuspended>,
    );
    expect(view.getByText('The page itself')).toBeTruthy();
    expect(isSuspension(suspension())).toBe(true);
    expect(isSuspension(new ApiError(403, 'No', true, {}, {}, 'admin.staffOnly'))).toBe(false);
    noteSuspension(suspension());
    expect(await view.findByRole('heading', { name: 'Your account is suspended' })).toBeTruthy();
    expect(view.queryByText('The page itself')).toBeNull();
  });

  it("takes the page's place when a change a remote sends is refused so, without a toast", async () => {
    function CancelButton() {
      const { send } = useSendChange();
      return (
        <button
          type="button"
          onClick={() =>
            void send(() => Promise.reject(suspension()), {
              failure: { title: 'The booking could not be canceled' },
            })
          }
        >
          Cancel booking
        </button>
      );
    }
    const view = renderRoute(
      {
        path: '/bookings',
        Component: () => (
          <UnlessSuspended>
            <CancelButton />
          </UnlessSuspended>
        ),
      },
      '/bookings',
    );
    // Unsuspended until the refusal comes.
    fireEvent.click(view.getByRole('button', { name: 'Cancel booking' }));
    expect(await view.findByRole('heading', { name: 'Your account is suspended' })).toBeTruthy();
    expect(view.getByText(REFUSAL)).toBeTruthy();
    expect(view.queryByText('The booking could not be canceled')).toBeNull();
  });
});
