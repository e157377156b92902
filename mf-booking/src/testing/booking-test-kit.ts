// What the booking area's component tests share: a fixed Dhaka "today", the interactive kit loaded
// once, typing dates into the pickers, and reading toasts and the total.
import { loadInteractive } from '@carzone/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';

/** Noon in Dhaka on 1 December 2026: Dhaka's today is 2026-12-01 in every test. */
export const NOW = new Date('2026-12-01T06:00:00Z');

/**
 * Freezes the date (only the date: timers run as usual) and loads the dialogs' chunk before the
 * first test, so a dialog renders at once instead of suspending while Vite transforms Chakra.
 */
export function freezeBookingClock(): void {
  beforeAll(async () => {
    await loadInteractive();
  }, 60_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A user without typing delays: the date pickers parse what is typed on Enter or blur. */
export const typist = () => userEvent.setup({ delay: null });

/** Types a dd/mm/yyyy date into the labelled picker and commits it with Enter. */
export async function typeDate(
  user: ReturnType<typeof typist>,
  container: HTMLElement,
  label: 'Start Date' | 'End Date',
  ddmmyyyy: string,
): Promise<void> {
  // The label may end with a required mark.
  const input = within(container).getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
  // End Date is enabled once the start date has been taken in, a moment after its Enter.
  await waitFor(() => expect(input.disabled).toBe(false));
  await user.clear(input);
  await user.type(input, `${ddmmyyyy}{Enter}`);
}

/** The text of the output labelled `label` (the dialog's total). */
export function outputText(container: HTMLElement, label: string): string {
  return within(container).getByRole('status', { name: label }).textContent ?? '';
}

/** The toasts on the page now, each as its title and text together. */
export async function findToasts(): Promise<string[]> {
  const toasts = await screen.findAllByTestId('toast');
  return toasts.map((toast) => toast.textContent ?? '');
}
