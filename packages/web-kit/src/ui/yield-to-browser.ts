/** `scheduler.yield`, where the browser has it (Chromium since 129); not yet in TypeScript's DOM. */
type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Lets the browser do what waits (a tap, a key, a paint) before the next part of a long piece of
 * work, which then runs as a task of its own: Total Blocking Time counts every task's time over
 * 50 ms. `scheduler.yield` resumes ahead of other queued tasks and without a timer's clamp.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
