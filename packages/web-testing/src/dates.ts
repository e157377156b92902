// Date fields in component tests: a fixed Dhaka "today", the interactive kit (the date picker)
// loaded once, and typing dates into the pickers.
import { loadDateFieldCalendar } from '@carzone/ui/date-fields';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';

/** Noon in Dhaka on 1 December 2026: Dhaka's today is 2026-12-01 in every test that freezes it. */
export const NOW = new Date('2026-12-01T06:00:00Z');

/**
 * Freezes the date (only the date: timers run as usual) and loads the date pickers' chunks (web-kit's
 * interactive parts and the date field's calendar) before the first test, so a picker (or a
 * dialog) renders at once instead of suspending while Vite transforms Chakra; `preloadCalendar:
 * false` leaves them to load as on a first visit.
 */
export function freezeDhakaClock({ preloadCalendar = true } = {}): void {
  // Without the preload, as on a first visit: the date fields are plain boxes until focused.
  if (preloadCalendar) {
    beforeAll(async () => {
      await loadDateFieldCalendar();
    }, 60_000);
  }
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
  label: string,
  ddmmyyyy: string,
): Promise<void> {
  // The label may end with a required mark.
  const input = within(container).getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
  // A field that waits for another (End Date, To) is enabled once that one's day has been taken in.
  await waitFor(() => expect(input.disabled).toBe(false));
  await user.clear(input);
  await user.type(input, `${ddmmyyyy}{Enter}`);
}
