import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { MESSAGE_MAILS } from '@carzone/domain';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { chosenLanguage } from '../database/account-languages.js';
import type { Transaction } from '../database/booking-transaction.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { MailSender } from '../mail/mail-sender.js';
import { unreadMessagesMail } from '../mail/message-mails.js';
import { MessageMailsRepository, type MessageToMail } from './message-mails.repository.js';

const MINUTE_MS = 60_000;

/** Messages dealt with per transaction. */
const MESSAGES_PER_TRANSACTION = 100;

/**
 * Mails a thread's reader of the messages they have not read `MESSAGE_MAIL_DELAY_MINUTES` after
 * they were sent (5 unless set): one mail per thread and reader for what waits, at most one in
 * 15 minutes (what arrives in between waits for the next), in the reader's language, with the
 * newest message as both sides read it. A message read in time is never mailed. Each message is
 * dealt with once (`mail_handled`), whichever instance's sweep gets there.
 */
@Injectable()
export class MessageMailsService {
  private readonly delayMs: number;

  constructor(
    private readonly mails: MessageMailsRepository,
    private readonly outbox: MailOutbox,
    private readonly mailSender: MailSender,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.delayMs = (config.messageMailDelayMinutes ?? MESSAGE_MAILS.delayMinutes) * MINUTE_MS;
  }

  /** Queues the mails due at `now`; answers how many. */
  async mailDue(now = this.clock.now()): Promise<number> {
    let queued = 0;
    for (;;) {
      const { handled, mailed } = await this.mails.transaction(async (tx) => {
        const due = await this.mails.due(tx, {
          sentBy: new Date(now.getTime() - this.delayMs),
          mailedBefore: new Date(now.getTime() - MESSAGE_MAILS.everyMinutes * MINUTE_MS),
          limit: MESSAGES_PER_TRANSACTION,
        });
        const sent = await this.queueMails(tx, due, now);
        await this.mails.markHandled(
          tx,
          due.map((message) => message.id),
        );
        return { handled: due.length, mailed: sent };
      });
      queued += mailed;
      if (handled < MESSAGES_PER_TRANSACTION) break;
    }
    if (queued > 0) this.mailSender.wake();
    return queued;
  }

  /** One mail per thread and reader for the unread messages among `due`; answers how many. */
  private async queueMails(tx: Transaction, due: MessageToMail[], now: Date): Promise<number> {
    const waiting = new Map<string, MessageToMail[]>();
    for (const message of due) {
      if (message.read) continue;
      const key = `${message.threadId} ${message.senderEmail}`;
      waiting.set(key, [...(waiting.get(key) ?? []), message]);
    }
    if (waiting.size === 0) return 0;
    const groups = [...waiting.values()];
    const readers = groups.map(([first]) => readerOf(first!));
    const languages = await this.mails.languages(
      tx,
      readers.map((reader) => reader.email),
    );
    const rows = groups.map((messages, index) => {
      const newest = messages.at(-1)!;
      const reader = readers[index]!;
      return unreadMessagesMail(
        { ...reader, language: chosenLanguage(languages, reader.email) },
        {
          threadId: newest.threadId,
          carModel: newest.carModel,
          sender: {
            name: reader.side === 'owner' ? newest.renterName : newest.ownerName,
            side: reader.side === 'owner' ? 'renter' : 'owner',
          },
          count: messages.length,
          newestText: newest.shownText,
        },
        this.outbox.publicUrl,
      );
    });
    await this.mails.queueMails(tx, this.outbox.rowsFor(rows));
    for (const [index, [first]] of groups.entries())
      await this.mails.markMailed(tx, first!.threadId, readers[index]!.side, now);
    return rows.length;
  }
}

/** Who reads what the message's sender wrote: the thread's other side. */
function readerOf(message: MessageToMail): {
  email: string;
  name: string;
  side: 'owner' | 'renter';
} {
  return message.senderEmail === message.ownerEmail
    ? { email: message.renterEmail, name: message.renterName, side: 'renter' }
    : { email: message.ownerEmail, name: message.ownerName, side: 'owner' };
}
