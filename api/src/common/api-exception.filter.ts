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
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
