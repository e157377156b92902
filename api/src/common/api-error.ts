// Turns anything thrown while answering a request into CarZone's one error shape,
// `{ statusCode, error, code, message }`, with a message a person can read in a toast and a
// code a front end can put in its own words (error-codes.ts).
import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { ApiErrorBody } from '@carzone/domain';
import { errorCodeOf } from './error-codes.js';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../database/database-unavailable.js';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Fastify's own request errors (raised before Nest sees the request), in our words. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large: at most ${BODY_LIMIT_BYTES / 1024} KiB is accepted.`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_BAD_URL: 'The address is not valid (broken percent-encoding).',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/** Every unknown address, in fixed words: the address itself is never repeated back. */
export const ROUTE_NOT_FOUND_MESSAGE = 'There is no such address in the CarZone API.';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export function toApiError(exception: unknown): ApiErrorBody {
  if (isDatabaseUnavailable(exception)) return body(503, DATABASE_UNAVAILABLE_MESSAGE);
  // Nest's Fastify adapter wraps Fastify's request errors in an HttpException (as `cause`).
  const fastifyMessage =
    fastifyMessageOf(exception) ??
    fastifyMessageOf((exception as { cause?: unknown } | null)?.cause);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    return body(
      statusCode,
      fastifyMessage ?? messageOf(response) ?? exception.message,
      fieldsOf(response),
      codeOf(exception) ?? codeOf(response),
    );
  }
  if (isClientError(exception)) {
    return body(exception.statusCode, fastifyMessage ?? exception.message);
  }
  return body(500, INTERNAL_ERROR_MESSAGE);
}

export function body(
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
  explicitCode?: string,
): ApiErrorBody {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  const code = errorCodeOf(statusCode, message, explicitCode);
  return fields
    ? { statusCode, error, code, message, fields }
    : { statusCode, error, code, message };
}

/** The code an exception (or its response body) was given where it was thrown, if any. */
function codeOf(source: unknown): string | undefined {
  const code = (source as { apiErrorCode?: unknown } | null)?.apiErrorCode;
  return typeof code === 'string' ? code : undefined;
}

/** The per-field messages of a refused body (see the validation pipe), when there are any. */
function fieldsOf(response: string | object): Record<string, string> | undefined {
  if (typeof response === 'string') return undefined;
  const fields = (response as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Nest's HttpException responses carry `message` as a string or a list of strings. */
function messageOf(response: string | object): string | undefined {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return undefined;
}

function fastifyMessageOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? FASTIFY_MESSAGES[code] : undefined;
}

/** An error Fastify (or one of its plugins) raised for a bad request: it carries a 4xx status. */
function isClientError(
  exception: unknown,
): exception is Error & { statusCode: number; code?: string } {
  if (!(exception instanceof Error)) return false;
  const statusCode = (exception as { statusCode?: unknown }).statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
