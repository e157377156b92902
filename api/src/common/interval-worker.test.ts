// The one way the API's sweeps run: every interval, one run at a time, a failed run logged and
// tried again, never at all where not enabled (a test app that did not ask). Fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntervalWorker, type IntervalWorkerOptions } from './interval-worker.js';

class CountingWorker extends IntervalWorker {
  protected readonly failure = 'Could not count';
  runs = 0;
  finish: (() => void) | undefined;
  failNext = false;

  constructor(options: Partial<IntervalWorkerOptions> = {}) {
    super({ name: 'Counting', everyMs: 1000, atStart: false, enabled: true, ...options });
    vi.spyOn(this.logger, 'error').mockImplementation(() => undefined);
  }

  get errors(): unknown[][] {
    return vi.mocked(this.logger.error).mock.calls;
  }

  protected work(): Promise<void> {
    this.runs += 1;
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('the database went away'));
    }
    return new Promise((resolve) => (this.finish = resolve));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('IntervalWorker', () => {
  it('runs every interval, never two runs at once, and awaits the last at shutdown', async () => {
    const worker = new CountingWorker();
    worker.onApplicationBootstrap();
    expect(worker.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(worker.runs).toBe(1);
    // Still running: the next tick is skipped.
    await vi.advanceTimersByTimeAsync(1000);
    expect(worker.runs).toBe(1);
    worker.finish!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(worker.runs).toBe(2);
    let stopped = false;
    const stopping = worker.onApplicationShutdown().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    worker.finish!();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(worker.runs).toBe(2);
  });

  it('logs a failed run and tries again at the next tick', async () => {
    const worker = new CountingWorker({ atStart: true });
    worker.failNext = true;
    worker.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.runs).toBe(1);
    expect(worker.errors).toEqual([['Could not count: Error: the database went away']]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(worker.runs).toBe(2);
    worker.finish!();
    await worker.onApplicationShutdown();
  });

  it('never runs where it is not enabled', async () => {
    const worker = new CountingWorker({ enabled: false, atStart: true });
    worker.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(worker.runs).toBe(0);
    await worker.onApplicationShutdown();
  });
});
