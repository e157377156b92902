import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { MailOutboxRow } from '../database/schema.js';
import { MailOutbox } from './mail-outbox.js';

/** How often an idle sender looks for mails queued by another instance (or due for a retry). */
export const POLL_INTERVAL_MS = 2_000;
const SMTP_CONNECTIONS = 3;
/**
 * Mails claimed at once, sent side by side over the pool's connections: two per connection, so
 * a batch ends within two sends' worst case (2 × 50 s of timeouts), inside its claim.
 */
const BATCH_SIZE = SMTP_CONNECTIONS * 2;
/** The longest a shutdown waits for the batch in hand; its claims run out if it is cut short. */
const SHUTDOWN_WAIT_MS = 5_000;

/**
 * Delivers the outbox over SMTP (SMTP_URL): a batch of due mails at a time per API instance,
 * over a few kept-open connections; several instances share the work through the outbox's claims. Woken at once by a booking change in
 * this instance, and every POLL_INTERVAL_MS otherwise. Without SMTP_URL it does not run: the
 * mails wait in the outbox.
 *
 * A crash after the relay took a mail but before it was marked sent sends it again once the
 * claim has run out, with the same Message-ID (docs/operations.md).
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailSender');
  private transport: Transporter | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private wokenMeanwhile = false;

  constructor(
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const smtpUrl = this.config.mail?.smtpUrl;
    if (smtpUrl) this.start(smtpUrl);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Starts sending through `smtpUrl` (the tests start a sender of their own this way). */
  start(smtpUrl: string): void {
    if (this.running) return;
    this.stopping = false;
    this.transport = createTransport({
      url: smtpUrl,
      // Connections kept open and reused: a new one per mail would cap a burst at a few a second.
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      // A mail whose connection closed is the outbox's to retry, under a new claim, not the pool's.
      maxRequeues: 0,
      // A relay that hangs must not hold a mail for longer than its claim lasts.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    this.running = this.loop();
  }

  /** Stops after the batch in hand, or after SHUTDOWN_WAIT_MS, whichever comes first. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS))),
    ]);
    clearTimeout(timer);
    this.running = null;
    this.transport?.close();
    this.transport = null;
  }

  /** Something was queued: look now rather than at the next poll. */
  wake(): void {
    this.wokenMeanwhile = true;
    this.wakeUp?.();
  }

  /** Sends what is due until nothing is, then waits for a wake-up or the next poll. */
  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.wokenMeanwhile = false;
      let claimed: MailOutboxRow[] = [];
      try {
        claimed = await this.outbox.claimDue(BATCH_SIZE);
        // Settled, not all: one mail's failed mark must not end the batch while others still send.
        const outcomes = await Promise.allSettled(claimed.map((mail) => this.send(mail)));
        for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
      } catch (error) {
        // The database is away: the claims (if any) run out and the mails are tried again.
        this.logger.warn(`The mail outbox could not be read or written: ${reasonOf(error)}`);
      }
      if (claimed.length > 0 && !this.stopping) continue;
      if (this.wokenMeanwhile) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_INTERVAL_MS);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private async send(mail: MailOutboxRow): Promise<void> {
    try {
      await this.transport!.sendMail({
        from: this.config.mail?.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        messageId: mail.messageId,
        date: mail.createdAt,
      });
    } catch (error) {
      const reason = reasonOf(error);
      this.logger.warn(`Mail ${mail.messageId} to be tried again: ${reason}`);
      await this.outbox.markRefused(mail, reason);
      return;
    }
    await this.outbox.markSent(mail);
  }
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
