// Nest's own log lines (start-up, shutdown, module messages) written through the same pino
// logger as the request log, so the API writes one JSON format at one LOG_LEVEL.
import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

export class NestPinoLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  log(message: unknown, ...context: unknown[]): void {
    this.write('info', message, context);
  }

  error(message: unknown, ...context: unknown[]): void {
    this.write('error', message, context);
  }

  warn(message: unknown, ...context: unknown[]): void {
    this.write('warn', message, context);
  }

  debug(message: unknown, ...context: unknown[]): void {
    this.write('debug', message, context);
  }

  verbose(message: unknown, ...context: unknown[]): void {
    this.write('trace', message, context);
  }

  fatal(message: unknown, ...context: unknown[]): void {
    this.write('fatal', message, context);
  }

  /** Nest passes the context (the class that logs) last; an error's stack may come before it. */
  private write(level: Level, message: unknown, extra: unknown[]): void {
    const context = typeof extra.at(-1) === 'string' ? (extra.at(-1) as string) : undefined;
    const text = message instanceof Error ? message.message : String(message);
    this.pino[level]({ ...(context ? { context } : {}) }, text);
  }
}
