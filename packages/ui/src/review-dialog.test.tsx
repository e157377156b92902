import type { ReviewInput } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { renderPage, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ReviewDialog, type ReviewSendOutcome } from './review-dialog';

beforeAll(() => loadInteractive(), 60_000);

function renderDialog(send: (input: ReviewInput) => Promise<ReviewSendOutcome>) {
  const onClose = vi.fn();
  renderPage(
    <Suspense fallback={null}>
      <ReviewDialog
        side="owner"
        renterName="Rahim Uddin"
        details="Rahim Uddin, Toyota Axio, 05/12/2026 – 08/12/2026"
        send={send}
        onClose={onClose}
      />
    </Suspense>,
  );
  return { onClose };
}

describe('the review form', { timeout: 30_000 }, () => {
  it('is a radio group of stars the arrow keys move through', async () => {
    renderDialog(vi.fn());
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    const group = within(dialog).getByRole('radiogroup', { name: /Rating/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    // user-event walks a radio group by its name through CSS.escape, which jsdom has not got.
    vi.stubGlobal('CSS', { escape: (name: string) => name.replace(/[^\w-]/g, '\\$&') });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const user = typist();
    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3 stars', checked: true })).toBeTruthy();
    expect(within(group).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('sends the rating and the trimmed words, busy meanwhile, and shows what the server refused by field', async () => {
    let answer!: (outcome: ReviewSendOutcome) => void;
    const send = vi.fn(
      () =>
        new Promise<ReviewSendOutcome>((resolve) => {
          answer = resolve;
        }),
    );
    renderDialog(send);
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(dialog.textContent).toContain(
      'Rahim Uddin can read your review only once they have written theirs, or when the 14 days to review end.',
    );
    const user = typist();
    const box = within(dialog).getByRole('textbox', { name: 'Your review (optional)' });
    await user.type(box, '  On time.  ');
    // The count is the box's description.
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(box.getAttribute('aria-describedby')!.split(' ').at(-1)!)
        ?.textContent,
    ).toBe('12 / 1,000');
    await user.click(within(dialog).getByRole('radio', { name: '1 star' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(send).toHaveBeenCalledWith({ rating: 1, text: 'On time.' });
    expect(await within(dialog).findByText('Publishing...')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(
      true,
    );

    answer({ sent: false, fields: { rating: 'Give a rating of 1 to 5 whole stars.' } });
    await waitFor(() =>
      expect(within(dialog).getByText('Give a rating of 1 to 5 whole stars.')).toBeTruthy(),
    );
    const group = within(dialog).getByRole('radiogroup', { name: /Rating/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Give a rating of 1 to 5 whole stars.',
    );
  });
});
