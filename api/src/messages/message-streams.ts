import type { ServerResponse } from 'node:http';
import {
  type BeforeApplicationShutdown,
  Injectable,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { ThreadMessageEvent, ThreadReadEvent } from '@carzone/domain';
import { MessageEvents, type MessageSentEvent, type ThreadEvent } from './message-events.js';
import { MessageStreamRepository, PAGE_OF_EVENTS } from './message-stream.repository.js';

/**
 * A comment line this often keeps every hop's idle timer from closing a quiet stream: the API's
 * own (30 s), nginx's proxy_read_timeout (60 s) and the local server's proxy.
 */
export const HEARTBEAT_MS = 15_000;
/** How soon a browser reconnects after a stream ends (the SSE `retry` field). */
export const RECONNECT_MS = 2_000;
/** Every this many heartbeats (a minute), the streams' device sessions are checked. */
const SESSION_CHECK_BEATS = 4;
/** A browser that reads this far behind is cut off: it reconnects and replays from the database. */
const MAX_UNSENT_BYTES = 1 << 20;

const key = (email: string) => email.trim().toLowerCase();

/** One browser's open stream. */
class OpenStream {
  /** Events that arrive while the replay is read, sent after it; null once live. */
  private held: ThreadEvent[] | null;

  constructor(
    readonly email: string,
    /** The device session it was opened with: the stream ends when that does. */
    readonly sessionId: string,
    private readonly response: ServerResponse,
    /** The browser has seen every message up to here. */
    private lastSentSeq: number,
    replaying: boolean,
  ) {
    this.held = replaying ? [] : null;
  }

  get ended(): boolean {
    return this.response.writableEnded || this.response.destroyed;
  }

  get seenUpTo(): number {
    return this.lastSentSeq;
  }

  /** Sends a page of the replay. */
  replay(missed: MessageSentEvent[]): void {
    for (const event of missed) this.send(event);
  }

  /** Goes live with what arrived during the replay: nothing it sent already. */
  goLive(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.push(event);
  }

  /** Messages come in their places' order (the instance reads them so): one seen is not resent. */
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
 * The open event streams of this instance, by person. The database is the log: a message's event
 * (MessageEvents, from any instance through Redis) only rings the bell, and the instance reads
 * every message after the last place it read, in order, and hands each to the streams of its
 * thread's two sides; it also reads at every heartbeat, so a bell lost with Redis costs at most
 * that wait. Places are given out in commit order, so nothing is skipped and, each stream keeping
 * the last place it sent, nothing is sent twice. A reconnecting browser names the last event it
 * saw and is first sent what it missed; a new one is told the place it starts after, so its own
 * reconnects can do the same. Read receipts come through MessageEvents as they are. A stream
 * whose device session ends (signed out, ended elsewhere, the person suspended) is closed within
 * a minute, so its reconnect meets the session guard. At shutdown
 * every stream ends with the hint to reconnect, which nginx sends to the other instance.
 */
@Injectable()
export class MessageStreams implements OnModuleInit, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly byEmail = new Map<string, Set<OpenStream>>();
  private stopListening?: () => void;
  private heartbeat?: NodeJS.Timeout;
  /** The last place this instance has read and handed out; null until it knows. */
  private readUpTo: number | null = null;
  private reading: Promise<void> | null = null;
  private rungWhileReading = false;
  private beats = 0;

  constructor(
    private readonly events: MessageEvents,
    private readonly repository: MessageStreamRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    this.stopListening = this.events.subscribe((event) => {
      if (event.kind === 'message') this.ring();
      else this.deliver(event);
    });
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    this.readUpTo = await this.repository.lastSeq();
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
   * was missed after `lastEventId` (or the place it starts after), then events as they happen.
   */
  async open(
    { email, sessionId }: { email: string; sessionId: string },
    lastEventId: number | null,
    response: ServerResponse,
  ): Promise<void> {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // Never kept by a cache, never held back by a proxy (nginx reads X-Accel-Buffering).
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    const startsAfter = lastEventId ?? this.readUpTo ?? 0;
    const stream = new OpenStream(
      key(email),
      sessionId,
      response,
      startsAfter,
      lastEventId !== null,
    );
    this.add(stream);
    response.on('close', () => this.remove(stream));
    if (lastEventId === null) {
      stream.write(`id: ${startsAfter}\nevent: ready\ndata: {}\n\n`);
      return;
    }
    try {
      for (;;) {
        const missed = await this.repository.missedBy(stream.email, stream.seenUpTo);
        stream.replay(missed);
        if (missed.length < PAGE_OF_EVENTS || stream.ended) break;
      }
      stream.goLive();
      stream.write(`event: ready\ndata: {}\n\n`);
    } catch {
      // The database is away: end the stream; the browser retries and replays once it is back.
      stream.end();
    }
  }

  /** A message was written somewhere: read what is new, once, however often the bell rings. */
  private ring(): void {
    if (this.reading) {
      this.rungWhileReading = true;
      return;
    }
    this.reading = this.readNew().finally(() => {
      this.reading = null;
      if (this.rungWhileReading) {
        this.rungWhileReading = false;
        this.ring();
      }
    });
  }

  private async readNew(): Promise<void> {
    try {
      while (this.readUpTo !== null) {
        const fresh = await this.repository.after(this.readUpTo);
        for (const event of fresh) {
          this.readUpTo = event.seq;
          this.deliver(event);
        }
        if (fresh.length < PAGE_OF_EVENTS) return;
      }
    } catch {
      // The database is away for a moment: the next bell or heartbeat reads again.
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
    if (this.byEmail.size === 0) return;
    this.ring();
    this.beats += 1;
    if (this.beats % SESSION_CHECK_BEATS === 0) void this.endStreamsOfEndedSessions();
  }

  /**
   * Ends the streams whose device session no longer holds (signed out, ended from another device,
   * expired, the person suspended): their reconnect then meets the session guard's 401 or 403.
   * One query for the whole instance.
   */
  async endStreamsOfEndedSessions(now = new Date()): Promise<void> {
    const open = [...this.byEmail.values()].flatMap((streams) => [...streams]);
    try {
      const valid = await this.repository.sessionsStillValid(
        [...new Set(open.map((stream) => stream.sessionId))],
        now,
      );
      for (const stream of open) if (!valid.has(stream.sessionId)) stream.end();
    } catch {
      // The database is away for a moment: the next check asks again.
    }
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
