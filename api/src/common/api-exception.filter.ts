import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toApiError } from './api-error.js';

/** The only place errors become HTTP answers, so every error has the same JSON shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toApiError(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // Headers a refusal carries as Fastify's errors do (`headers`), e.g. a 429's Retry-After;
    // never a failure's (a library's error may hold another server's headers).
    const headers = (exception as { headers?: unknown } | null)?.headers;
    if (body.statusCode < 500 && typeof headers === 'object' && headers !== null)
      void reply.headers(headers as Record<string, string>);
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
