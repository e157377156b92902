import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  BadRequestException,
} from '@nestjs/common';
import {
  dhakaToday,
  hideContactDetails,
  type BookingThread,
  type InquirySent,
  MESSAGE_LIMITS,
  type ThreadDetails,
  type ThreadList,
  type ThreadMessage,
  type ThreadMessagesPage,
  type ThreadSummary,
} from '@carzone/domain';
import type { SessionUser } from '../auth/session-user.js';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import type { Transaction } from '../database/booking-transaction.js';
import { RateLimitsService } from '../rate-limits/rate-limits.service.js';
import { MessageEvents } from './message-events.js';
import { MessagesRepository, type ShownMessage, type Thread } from './messages.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const emailOf = (user: SessionUser) => user.email.trim().toLowerCase();

/** A message as `reader` reads it. */
function messageFor(row: ShownMessage, reader: string): ThreadMessage {
  return {
    _id: row.id,
    mine: row.senderEmail === reader,
    text: row.shownText,
    masked: row.masked,
    at: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * Renter and owner talking about a car. Only the thread's two sides learn that it exists: anyone
 * else is answered 404 on every route, as for no thread at all. A message's shown words are fixed
 * when it is sent: its contact details are hidden unless the renter then has a Confirmed booking
 * of the car still to come or under way (Dhaka's today, from Clock); its original is kept for
 * staff and never answered. Each account opens at most 20 threads a day and writes 60 messages in
 * 10 minutes (rate limits `threads`, `messages`); before any booking of the car by the renter,
 * each side writes at most 30 messages a day in a thread (counted in the database). Thread events
 * are told to the streams (MessageEvents) once their transaction has committed.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly limits: RateLimitsService,
    private readonly events: MessageEvents,
    private readonly clock: Clock,
  ) {}

  /** Asks a car's owner about it: a first inquiry opens the car and caller's thread. */
  async inquire(user: SessionUser, carId: string, text: string): Promise<InquirySent> {
    const renterEmail = emailOf(user);
    const car = await this.messages.carToAsk(carId);
    if (car && car.ownerEmail === renterEmail)
      throw new ForbiddenException(refusal('message.ownCar'));
    // Shown as car details are (CarsService.carShownTo): a car that is not listed, to nobody but
    // its owner, who was answered above.
    if (!car?.listed) throw new NotFoundException(refusal('message.carNotFound'));
    const account = { perUser: `uid:${user.uid}` };
    const existing = await this.messages.threadIdOf(car.id, renterEmail);
    if (!existing) await this.limits.consume('threads', account);
    await this.limits.consume('messages', account);
    const { thread, message } = await this.messages.transaction(async (tx) => {
      const threadId =
        existing ??
        (await this.messages.openThread(tx, {
          carId: car.id,
          carModel: car.carModel,
          ownerEmail: car.ownerEmail,
          ownerName: car.ownerName,
          renterEmail,
          renterName: user.name,
          at: this.clock.now(),
        }));
      return this.write(tx, threadId, renterEmail, text);
    });
    this.tellSent(thread, message);
    return { threadId: thread.id, message: messageFor(message, renterEmail) };
  }

  /** Writes in a thread the caller is a side of. */
  async send(user: SessionUser, threadId: string, text: string): Promise<ThreadMessage> {
    const sender = emailOf(user);
    await this.threadOf(threadId, sender);
    await this.limits.consume('messages', { perUser: `uid:${user.uid}` });
    const { thread, message } = await this.messages.transaction((tx) =>
      this.write(tx, threadId, sender, text),
    );
    this.tellSent(thread, message);
    return messageFor(message, sender);
  }

  /** The caller's threads, newest activity first. */
  async list(user: SessionUser): Promise<ThreadList> {
    const reader = emailOf(user);
    const threads = await this.messages.threadsOf(reader);
    const ids = threads.map((thread) => thread.id);
    const [last, unread] = await Promise.all([
      this.messages.lastMessages(ids),
      this.messages.unreadCounts(ids, reader),
    ]);
    return {
      items: threads.map((thread) =>
        summaryOf(thread, reader, last.get(thread.id), unread.get(thread.id) ?? 0),
      ),
    };
  }

  /** A thread's heading: the other side, the caller's side, masking and the renter's bookings. */
  async details(user: SessionUser, threadId: string): Promise<ThreadDetails> {
    const reader = emailOf(user);
    const thread = await this.threadOf(threadId, reader);
    const [last, unread, bookings, unmasked] = await Promise.all([
      this.messages.lastMessages([thread.id]),
      this.messages.unreadCounts([thread.id], reader),
      this.messages.bookingsOf(thread.carId, thread.renterEmail),
      this.messages.hasLiveConfirmedBooking(thread.carId, thread.renterEmail, this.today()),
    ]);
    return {
      ...summaryOf(thread, reader, last.get(thread.id), unread.get(thread.id) ?? 0),
      side: thread.renterEmail === reader ? 'renter' : 'owner',
      masking: !unmasked,
      bookings: bookings.map((booking) => ({
        _id: booking.id,
        startDate: booking.startDate,
        endDate: booking.endDate,
        status: booking.status,
        at: booking.createdAt.toISOString(),
      })),
    };
  }

  /**
   * A page of the thread's messages, ending before `before` (a message of the thread) or at the
   * newest. Reading it marks every message of the other side read, and tells the streams.
   */
  async page(
    user: SessionUser,
    threadId: string,
    before: string | undefined,
    limit: number,
  ): Promise<ThreadMessagesPage> {
    const reader = emailOf(user);
    const thread = await this.threadOf(threadId, reader);
    const beforeSeq = before === undefined ? null : await this.messages.seqOf(thread.id, before);
    if (before !== undefined && beforeSeq === null)
      throw new BadRequestException(refusal('message.beforeInvalid'));
    const readAt = this.clock.now();
    const { marked, rows } = await this.messages.transaction(async (tx) => ({
      marked: await this.messages.markRead(tx, thread.id, reader, readAt),
      rows: await this.messages.page(tx, thread.id, beforeSeq, limit + 1),
    }));
    if (marked > 0)
      this.events.publish({
        kind: 'read',
        threadId: thread.id,
        readerEmail: reader,
        senderEmail: otherSide(thread, reader),
        readAt: readAt.toISOString(),
      });
    const items = rows.slice(0, limit).reverse();
    return {
      items: items.map((row) => messageFor(row, reader)),
      next: rows.length > limit ? items[0]!.id : null,
    };
  }

  /**
   * The thread of a booking's car and renter, opened if need be, for the booking's renter and its
   * car's owner; anyone else is answered as for no booking.
   */
  async bookingThread(user: SessionUser, bookingId: string): Promise<BookingThread> {
    const caller = emailOf(user);
    const sides = await this.messages.bookingSides(bookingId);
    const { carId, ownerEmail } = sides ?? {};
    if (!sides || !carId || !ownerEmail || (sides.renterEmail !== caller && ownerEmail !== caller))
      throw new NotFoundException(refusal('booking.bookingNotFound'));
    const threadId = await this.messages.transaction((tx) =>
      this.messages.openThread(tx, {
        carId,
        carModel: sides.carModel,
        ownerEmail,
        ownerName: sides.ownerName ?? '',
        renterEmail: sides.renterEmail,
        renterName: sides.renterName,
        at: this.clock.now(),
      }),
    );
    return { threadId };
  }

  /** The thread, if `email` is one of its sides; else 404, as for no thread. */
  private async threadOf(threadId: string, email: string): Promise<Thread> {
    const thread = await this.messages.thread(threadId);
    if (!thread || (thread.ownerEmail !== email && thread.renterEmail !== email))
      throw new NotFoundException(refusal('message.threadNotFound'));
    return thread;
  }

  /**
   * Writes a message in the thread, its row locked so that the thread's messages, its count of
   * the day and its activity are written in turn.
   */
  private async write(
    tx: Transaction,
    threadId: string,
    sender: string,
    text: string,
  ): Promise<{ thread: Thread; message: ShownMessage }> {
    const thread = await this.messages.lockThread(tx, threadId);
    const now = this.clock.now();
    if (!(await this.messages.hasAnyBooking(tx, thread.carId, thread.renterEmail))) {
      const sent = await this.messages.sentSince(
        tx,
        thread.id,
        sender,
        new Date(now.getTime() - DAY_MS),
      );
      if (sent >= MESSAGE_LIMITS.messagesPerDayBeforeBooking)
        throw new HttpException(
          refusal('message.dailyLimitBeforeBooking', {
            count: MESSAGE_LIMITS.messagesPerDayBeforeBooking,
          }),
          HttpStatus.TOO_MANY_REQUESTS,
        );
    }
    const unmasked = await this.messages.hasLiveConfirmedBooking(
      thread.carId,
      thread.renterEmail,
      dhakaToday(now),
      tx,
    );
    const shown = unmasked ? { text, masked: false } : hideContactDetails(text);
    const message = await this.messages.insertMessage(tx, {
      threadId: thread.id,
      senderEmail: sender,
      originalText: text,
      shownText: shown.text,
      masked: shown.masked,
      at: now,
    });
    return { thread, message };
  }

  private tellSent(thread: Thread, message: ShownMessage): void {
    this.events.publish({
      kind: 'message',
      seq: message.seq,
      threadId: thread.id,
      ownerEmail: thread.ownerEmail,
      renterEmail: thread.renterEmail,
      senderEmail: message.senderEmail,
      message: {
        _id: message.id,
        text: message.shownText,
        masked: message.masked,
        at: message.createdAt.toISOString(),
        readAt: null,
      },
    });
  }

  private today(): string {
    return dhakaToday(this.clock.now());
  }
}

const otherSide = (thread: Thread, email: string) =>
  thread.renterEmail === email ? thread.ownerEmail : thread.renterEmail;

function summaryOf(
  thread: Thread,
  reader: string,
  last: ShownMessage | undefined,
  unread: number,
): ThreadSummary {
  const readerIsRenter = thread.renterEmail === reader;
  return {
    _id: thread.id,
    car: { _id: thread.carId, carModel: thread.carModel },
    with: { name: readerIsRenter ? thread.ownerName : thread.renterName },
    lastMessage: last
      ? {
          text: last.shownText,
          at: last.createdAt.toISOString(),
          mine: last.senderEmail === reader,
        }
      : null,
    unread,
  };
}
