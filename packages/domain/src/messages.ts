// Renter and owner talking about a car: one thread per car and renter (an inquiry opens it; the
// renter's bookings and requests of the car belong to it), its messages, and what both sides read
// of them. Contact details stay hidden until the renter has a Confirmed booking of the car
// (message-masking.ts); the API keeps each message's original for staff only.

import type { BookingStatus } from './entities.js';

/** A message's length, after trimming (characters). */
export const MESSAGE_TEXT_LIMITS = { min: 1, max: 2000 } as const;

/**
 * What one person may write. `threadsPerDay` new threads a day and `messagesPerWindow` messages
 * per `windowMinutes` per account are rate limits (api/src/config/rate-limit-rules.ts); before any
 * booking in a thread, `messagesPerDayBeforeBooking` a day in it (its own refusal).
 */
export const MESSAGE_LIMITS = {
  threadsPerDay: 20,
  messagesPerWindow: 60,
  windowMinutes: 10,
  messagesPerDayBeforeBooking: 30,
} as const;

/**
 * When a reader is mailed of messages they have not read: `delayMinutes` after one was sent
 * (MESSAGE_MAIL_DELAY_MINUTES may change it), at most one mail per thread in `everyMinutes`.
 */
export const MESSAGE_MAILS = { delayMinutes: 5, everyMinutes: 15 } as const;

/** `POST /api/cars/:id/inquiries` and `POST /api/threads/:id/messages`: what is written. */
export interface MessageInput {
  /** 1–2,000 characters once trimmed. */
  text: string;
}

/** One message as either side reads it. */
export interface ThreadMessage {
  _id: string;
  /** Whether the caller wrote it. */
  mine: boolean;
  /** Its words as both sides see them: contact details hidden when it was sent before confirmation. */
  text: string;
  /** Whether contact details were hidden in it. */
  masked: boolean;
  /** ISO instant it was sent. */
  at: string;
  /** ISO instant its reader opened it; null while unread. */
  readAt: string | null;
}

/** `POST /api/cars/:id/inquiries`' answer (201). */
export interface InquirySent {
  threadId: string;
  message: ThreadMessage;
}

/** A thread in `GET /api/threads`: newest activity first. */
export interface ThreadSummary {
  _id: string;
  /** The car talked about; its model as the thread keeps it (the car may be gone). */
  car: { _id: string | null; carModel: string };
  /** The other side: the owner for the renter, the renter for the owner. */
  with: { name: string };
  /** Null only for a thread opened from a booking with nothing written yet. */
  lastMessage: { text: string; at: string; mine: boolean } | null;
  /** The other side's messages the caller has not read. */
  unread: number;
}

/** A booking or request of the thread's car by its renter, shown where it happened. */
export interface ThreadBooking {
  _id: string;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  /** ISO instant it was asked for. */
  at: string;
}

/** `GET /api/threads/:id`: the thread's heading. */
export interface ThreadDetails extends ThreadSummary {
  /** The caller's side in it. */
  side: 'renter' | 'owner';
  /** Whether new messages have contact details hidden (no Confirmed booking yet). */
  masking: boolean;
  bookings: ThreadBooking[];
}

/** `GET /api/threads/:id/messages`: oldest first within the page; `next` pages further back. */
export interface ThreadMessagesPage {
  items: ThreadMessage[];
  /** The `before` of the next (older) page; null when there is none. */
  next: string | null;
}

/** `GET /api/threads`. */
export interface ThreadList {
  items: ThreadSummary[];
}

/** `POST /api/bookings/:id/thread`: the thread of a booking's car and renter (opened if need be). */
export interface BookingThread {
  threadId: string;
}

/** A `message` event of `GET /api/threads/stream` (its `id` is the message's place in the stream). */
export interface ThreadMessageEvent {
  threadId: string;
  message: ThreadMessage;
}

/** A `read` event: the reader of a thread opened every message up to `readAt`. */
export interface ThreadReadEvent {
  threadId: string;
  /** Whether the caller is the one who read (their unread count drops) or the sender (receipts). */
  mine: boolean;
  readAt: string;
}

export const MESSAGE_MESSAGES = {
  hiddenBeforeConfirmation:
    'Phone numbers, e-mail addresses and chat links are hidden until a booking is confirmed.',
} as const;
