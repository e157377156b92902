// What happened in threads, told to every API instance's streams (`GET /api/threads/stream`): a
// message written (a bell: each instance then reads the new messages from the database, in order,
// MessageStreams), messages read (delivered as they are). Told after the change's transaction
// commits, never inside it, so a stream never shows what was rolled back. With REDIS_URL, events
// travel through one Redis pub/sub channel that every instance listens to (its own publishes
// included, so each event reaches each instance once); without it, in this process alone.
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { REDIS_AWAY_OPTIONS } from '../common/redis-connection.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DEFAULT_RATE_LIMITS } from '../config/rate-limit-rules.js';

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

/**
 * The one door for thread events; the streams listen to it. Its subscriber waits for events as
 * long as the instance runs and, once Redis is back, subscribes again by itself (ioredis's
 * autoResubscribe). A publish while Redis is away fails at once rather than queueing: the streams
 * read the messages from the database at their next heartbeat anyway.
 */
@Injectable()
export class MessageEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MessageEvents');
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly publisher: Redis | null;
  private readonly subscriber: Redis | null;
  private readonly channel: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // The rate limits' prefix keeps environments (and test runs) sharing one Redis apart.
    const prefix = (config.rateLimits ?? DEFAULT_RATE_LIMITS).redisKeyPrefix;
    this.channel = `${prefix}:thread-events`;
    const connect = (role: string) =>
      config.redisUrl
        ? new Redis(config.redisUrl, {
            ...REDIS_AWAY_OPTIONS,
            connectionName: `thread-events-${role}:${prefix}`,
          })
        : null;
    this.publisher = connect('publish');
    this.subscriber = connect('subscribe');
    for (const redis of [this.publisher, this.subscriber])
      redis?.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.subscriber?.on('message', (channel: string, payload: string) => {
      if (channel === this.channel) this.local.emit('event', JSON.parse(payload) as ThreadEvent);
    });
  }

  async onModuleInit(): Promise<void> {
    try {
      await Promise.all([this.publisher?.connect(), this.subscriber?.connect()]);
      await this.subscriber?.subscribe(this.channel);
    } catch {
      // Logged by the error listener; ioredis keeps reconnecting (and resubscribes) by itself.
    }
  }

  onApplicationShutdown(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  /** Tells every stream of the event's people, on this instance and the others. */
  publish(event: ThreadEvent): void {
    if (!this.publisher) {
      this.local.emit('event', event);
      return;
    }
    this.publisher.publish(this.channel, JSON.stringify(event)).catch((error: unknown) => {
      this.logger.warn(
        `An event of thread ${event.threadId} was not shared: ${error instanceof Error ? error.message : String(error)}`,
      );
      // The streams on this instance are still told; the others' replay it on reconnect.
      this.local.emit('event', event);
    });
  }

  /** Calls `listener` with every event; returns how to stop. */
  subscribe(listener: (event: ThreadEvent) => void): () => void {
    this.local.on('event', listener);
    return () => this.local.off('event', listener);
  }
}
