import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../database/database-unavailable.js';
import { answeredError, refusalBody, toApiError } from './api-error.js';
import { loggableError } from './loggable-error.js';
import { languageOfRequest } from './request-language.js';

/** The only place errors become HTTP answers, so every error has the same JSON shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const language = languageOfRequest(request.headers);
    // Fastify's not-found route: Nest's own message would repeat the address.
    const body = request.is404
      ? refusalBody(404, 'not_found', language)
      : toApiError(exception, language);
    // Headers a refusal carries as Fastify's errors do (`headers`), e.g. a 429's Retry-After;
    // never a failure's (a library's error may hold another server's headers).
    const headers = (exception as { headers?: unknown } | null)?.headers;
    if (body.statusCode < 500 && typeof headers === 'object' && headers !== null)
      void reply.headers(headers as Record<string, string>);
    // The message depends on the request's language (Vary keeps a cache from mixing them).
    const vary = reply.getHeader('vary');
    void reply.header(
      'Vary',
      vary ? `${String(vary)}, Cookie, Accept-Language` : 'Cookie, Accept-Language',
    );
    if (body.statusCode === 503) {
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      request.log.warn({ err: loggableError(exception) }, 'service unavailable');
    } else if (body.statusCode >= 500) {
      request.log.error({ err: loggableError(exception) }, 'request failed');
    }
    void reply
      .status(body.statusCode)
      .type('application/json; charset=utf-8')
      .send(answeredError(body, request.id));
  }
}
