// The waits a page makes on purpose (the search box's pause before it sends what was typed) in
// component tests: they end when the test moves the clock, never because the machine was slow to
// type, render or answer (a slow machine once sent a search before the sort was chosen).
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';

/**
 * From now until the test ends, `setTimeout` runs on a clock the test moves (`passTime`; and
 * Testing Library, by its polling interval while a `waitFor` waits), and Date with it. Called once
 * the page has rendered: its theme loads behind a zero-delay timeout.
 */
export function timeoutsOnTestClock(): void {
  // `new Date()` is the frozen day when the test froze one (freezeDhakaClock).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date() });
  // Testing Library moves fake timers on only when it sees Jest's: each user action would
  // otherwise wait forever on a zero-delay timeout of its own (and waitFor on its polls).
  const withJest = globalThis as { jest?: unknown };
  withJest.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  onTestFinished(() => {
    delete withJest.jest;
    vi.useRealTimers();
  });
}

/** A user whose typing and clicking move the test's clock by nothing (after timeoutsOnTestClock). */
export const typistOnTestClock = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

/** Moves the test's clock on by `ms`, running the timeouts due, and lets the page render. */
export async function passTime(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
