import type { ServerResponse } from 'node:http';
import {
  type BeforeApplicationShutdown,
  Injectable,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { ThreadMessageEvent, ThreadReadEvent } from '@carzone/domain';
import { MessageEvents, type ThreadEvent } from './message-events.js';
import { MessageStreamRepository } from './message-stream.repository.js';

/**
 * A comment line this often keeps every hop's idle timer from closing a quiet stream: the API's
 * own (30 s), nginx's proxy_read_timeout (60 s) and the local server's proxy.
 */
export const HEARTBEAT_MS = 15_000;
/** How soon a browser reconnects after a stream ends (the SSE `retry` field). */
export const RECONNECT_MS = 2_000;
/** A browser that reads this far behind is cut off: it reconnects and replays from the database. */
const MAX_UNSENT_BYTES = 1 << 20;

const key = (email: string) => email.trim().toLowerCase();

/** One browser's open stream. */
class OpenStream {
  /** Events that arrive while the replay is read, sent after it; null once live. */
  private held: ThreadEvent[] | null = [];

  constructor(
    readonly email: string,
    private readonly response: ServerResponse,
    /** The browser has seen every message up to here (its Last-Event-ID), or 0. */
    private lastSentSeq: number,
  ) {}

  get ended(): boolean {
    return this.response.writableEnded || this.response.destroyed;
  }

  /** Sends the replay, then what arrived meanwhile (nothing twice), and goes live. */
  replayed(missed: ThreadEvent[]): void {
    for (const event of missed) this.send(event);
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.push(event);
  }

  push(event: ThreadEvent): void {
    if (this.held) this.held.push(event);
    else if (event.kind === 'read' || event.seq > this.lastSentSeq) this.send(event);
  }

  write(chunk: string): void {
    if (this.ended) return;
    this.response.write(chunk);
    if (this.response.writableLength > MAX_UNSENT_BYTES) this.response.destroy();
  }

  end(): void {
    if (!this.ended) this.response.end();
  }

  private send(event: ThreadEvent): void {
    if (event.kind === 'message') {
      this.lastSentSeq = Math.max(this.lastSentSeq, event.seq);
      const data: ThreadMessageEvent = {
        threadId: event.threadId,
        message: { ...event.message, mine: key(event.senderEmail) === this.email },
      };
      this.write(`id: ${event.seq}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`);
      return;
    }
    const data: ThreadReadEvent = {
      threadId: event.threadId,
      mine: key(event.readerEmail) === this.email,
      readAt: event.readAt,
    };
    this.write(`event: read\ndata: ${JSON.stringify(data)}\n\n`);
  }
}

/**
 * The open event streams of this instance, by person: each thread event reaches the streams of
 * its two sides (MessageEvents brings the other instances' too). A reconnecting browser names the
 * last event it saw and is sent what it missed from the database before anything live, so it sees
 * nothing twice; a new one is told where the stream is now, so its first reconnect can do that too.
 * At shutdown every stream ends with the hint to reconnect, which nginx sends to the other instance.
 */
@Injectable()
export class MessageStreams implements OnModuleInit, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly byEmail = new Map<string, Set<OpenStream>>();
  private stopListening?: () => void;
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly events: MessageEvents,
    private readonly repository: MessageStreamRepository,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.events.subscribe((event) => this.deliver(event));
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS).unref();
  }

  onModuleDestroy(): void {
    this.closeAll();
  }

  beforeApplicationShutdown(): void {
    this.closeAll();
  }

  /** How many streams are open on this instance. */
  get openCount(): number {
    let count = 0;
    for (const streams of this.byEmail.values()) count += streams.size;
    return count;
  }

  /**
   * Serves one stream on `response` until the browser leaves: headers, the reconnect hint, what
   * was missed after `lastEventId` (or where the stream is now), then events as they happen.
   */
  async open(email: string, lastEventId: number | null, response: ServerResponse): Promise<void> {
    const stream = new OpenStream(key(email), response, lastEventId ?? 0);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // Never kept by a cache, never held back by a proxy (nginx reads X-Accel-Buffering).
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    this.add(stream);
    response.on('close', () => this.remove(stream));
    try {
      if (lastEventId === null) {
        const now = await this.repository.lastSeq();
        stream.write(`id: ${now}\nevent: ready\ndata: {}\n\n`);
        stream.replayed([]);
      } else {
        stream.replayed(await this.repository.missedBy(stream.email, lastEventId));
        stream.write(`event: ready\ndata: {}\n\n`);
      }
    } catch {
      // The database is away: end the stream; the browser retries and replays once it is back.
      stream.end();
    }
  }

  private deliver(event: ThreadEvent): void {
    const people =
      event.kind === 'message'
        ? [event.ownerEmail, event.renterEmail]
        : [event.readerEmail, event.senderEmail];
    for (const person of new Set(people.map(key)))
      for (const stream of this.byEmail.get(person) ?? []) stream.push(event);
  }

  private beat(): void {
    for (const streams of this.byEmail.values())
      for (const stream of streams) stream.write(': keep-alive\n\n');
  }

  private add(stream: OpenStream): void {
    const streams = this.byEmail.get(stream.email) ?? new Set<OpenStream>();
    streams.add(stream);
    this.byEmail.set(stream.email, streams);
  }

  private remove(stream: OpenStream): void {
    const streams = this.byEmail.get(stream.email);
    streams?.delete(stream);
    if (streams?.size === 0) this.byEmail.delete(stream.email);
  }

  private closeAll(): void {
    this.stopListening?.();
    this.stopListening = undefined;
    clearInterval(this.heartbeat);
    for (const streams of this.byEmail.values()) for (const stream of streams) stream.end();
    this.byEmail.clear();
  }
}
