import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { APP_CONFIG } from '../config/config.module.js';
import { type AppConfig, LOCAL_MAIL_DEFAULTS } from '../config/app-config.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { mailOutbox, type MailOutboxRow, type NewMailOutboxRow } from '../database/schema.js';
import { Metrics } from '../metrics/metrics.js';
import type { ComposedMail } from './booking-mails.js';

/** How long a claimed mail is the claimer's alone: far above the SMTP timeouts of one send. */
export const CLAIM_LEASE_MS = 120_000;
/** The first retry's wait; each later one waits twice as long, up to MAX_RETRY_WAIT_MS. */
export const FIRST_RETRY_WAIT_MS = 15_000;
export const MAX_RETRY_WAIT_MS = 3_600_000;
/** A mail still refused this long after it was queued is given up on, with the last reason. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** The wait before the next try of a mail tried `attempts` times. */
export function retryWaitMs(attempts: number): number {
  return Math.min(FIRST_RETRY_WAIT_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_WAIT_MS);
}

/**
 * The outbox table (src/database/schema.ts): mails are queued as rows in the transaction of the
 * change they tell of, and the sender claims, sends and marks them one at a time.
 */
@Injectable()
export class MailOutbox {
  private readonly messageIdDomain: string;
  /** The site's address the mails link to (PUBLIC_URL), without a trailing slash. */
  readonly publicUrl: string;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    const from = config.mail?.from ?? LOCAL_MAIL_DEFAULTS.from;
    this.messageIdDomain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'carzone.local';
    this.publicUrl = config.mail?.publicUrl ?? LOCAL_MAIL_DEFAULTS.publicUrl;
  }

  /** The rows to queue for `mails`, each with the Message-ID it will always be sent with. */
  rowsFor(mails: ComposedMail[]): NewMailOutboxRow[] {
    return mails.map((mail) => ({
      messageId: `<${randomUUID()}@${this.messageIdDomain}>`,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    }));
  }

  /**
   * Up to `limit` mails due, claimed for CLAIM_LEASE_MS (their next attempt moved that far
   * ahead), oldest first; none when nothing is due. SKIP LOCKED: two senders asking at once
   * claim different mails, never one twice.
   */
  async claimDue(limit: number): Promise<MailOutboxRow[]> {
    return this.db
      .update(mailOutbox)
      .set({
        nextAttemptAt: sql`now() + ${`${CLAIM_LEASE_MS} milliseconds`}::interval`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        sql`${mailOutbox.id} in (
          select id from ${mailOutbox}
          where sent_at is null and failed_at is null and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )`,
      )
      .returning();
  }

  /** Counted as sent only while the claim is still this one's: a mail is counted once. */
  async markSent(claimed: MailOutboxRow): Promise<void> {
    const marked = await this.db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(ofThisClaim(claimed))
      .returning({ id: mailOutbox.id });
    this.metrics.mailsAs('sent', marked.length);
  }

  /**
   * A refused or failed send of a claimed row: tried again after a wait that doubles, or given up
   * after a day (counted as either while the claim is still this one's).
   */
  async markRefused(row: MailOutboxRow, reason: string, now = new Date()): Promise<void> {
    const givingUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    const marked = await this.db
      .update(mailOutbox)
      .set(
        givingUp
          ? { failedAt: now, lastError: reason }
          : {
              nextAttemptAt: new Date(now.getTime() + retryWaitMs(row.attempts)),
              lastError: reason,
            },
      )
      .where(ofThisClaim(row))
      .returning({ id: mailOutbox.id });
    this.metrics.mailsAs(givingUp ? 'given_up' : 'retried', marked.length);
  }
}

/**
 * The row as this claim left it: a sender whose claim ran out (and another sender claimed the
 * mail since, counting one more attempt) must not overwrite what the newer claim decides.
 */
function ofThisClaim(claimed: MailOutboxRow) {
  return and(eq(mailOutbox.id, claimed.id), eq(mailOutbox.attempts, claimed.attempts));
}
