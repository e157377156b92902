// What happened in threads, told to the streams (`GET /api/threads/stream`) of the people in them
// on every API instance: a message written, messages read. Told after the change's transaction
// commits, never inside it, so a stream never shows what was rolled back.
import { Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';

/** A message written, as its thread's two sides are told of it. */
export interface MessageSentEvent {
  kind: 'message';
  /** The message's place in every stream (thread_messages.seq): Last-Event-ID replays after it. */
  seq: number;
  threadId: string;
  ownerEmail: string;
  renterEmail: string;
  senderEmail: string;
  message: { _id: string; text: string; masked: boolean; at: string; readAt: string | null };
}

/** A thread's reader opened the other side's messages up to `readAt`. */
export interface MessagesReadEvent {
  kind: 'read';
  threadId: string;
  readerEmail: string;
  /** The other side, whose messages were read: their stream shows the receipts. */
  senderEmail: string;
  readAt: string;
}

export type ThreadEvent = MessageSentEvent | MessagesReadEvent;

/** The one door for thread events; the streams listen to it. */
@Injectable()
export class MessageEvents {
  private readonly local = new EventEmitter().setMaxListeners(0);

  /** Tells every stream of the event's people, on this instance and the others. */
  publish(event: ThreadEvent): void {
    this.local.emit('event', event);
  }

  /** Calls `listener` with every event; returns how to stop. */
  subscribe(listener: (event: ThreadEvent) => void): () => void {
    this.local.on('event', listener);
    return () => this.local.off('event', listener);
  }
}
