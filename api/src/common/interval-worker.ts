import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

export interface IntervalWorkerOptions {
  /** The logger's context, which names the worker in the log. */
  name: string;
  everyMs: number;
  /** Also once at start: an instance restarted past a deadline acts at once. */
  atStart: boolean;
  /** False: never runs (a test app that did not ask for it). */
  enabled: boolean;
}

/**
 * A job every API instance runs every `everyMs` (a sweep): one run at a time (a tick while one is
 * running is skipped), a run that fails is logged and tried again at the next tick, and the last
 * run is awaited at shutdown. The timer never keeps the process alive on its own.
 */
export abstract class IntervalWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;

  protected constructor(private readonly options: IntervalWorkerOptions) {
    this.logger = new Logger(options.name);
  }

  /** One run; what it throws is logged as `failure`. */
  protected abstract work(): Promise<unknown>;

  /** What the log says when a run fails. */
  protected abstract readonly failure: string;

  onApplicationBootstrap(): void {
    if (!this.options.enabled) return;
    this.timer = setInterval(() => void this.tick(), this.options.everyMs);
    this.timer.unref();
    if (this.options.atStart) void this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.work()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`${this.failure}: ${String(error)}`))
      .finally(() => (this.running = null));
    await this.running;
  }
}
