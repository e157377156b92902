// Turns anything thrown while answering a request into CarZone's one error shape,
// `{ statusCode, error, code, message, fields?, requestId? }`: the code from the refusal table
// (@carzone/domain/refusals), the message in the request's language, and for a refused body each
// refused field's code and message.
import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { ApiErrorBody, FieldRefusal, Language } from '@carzone/domain';
import { isRefusalCode, type RefusalCode, type RefusalValues } from '@carzone/domain/refusals';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { isRefused, refusalMessage, type Refused } from './refusal.js';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Fastify's own request errors (raised before Nest sees the request), by their refusal. */
const FASTIFY_REFUSALS: Readonly<Record<string, RefusalCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.notJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.contentLengthMismatch',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJson',
  FST_ERR_BAD_URL: 'request.badAddress',
  FST_ERR_MAX_PARAM_LENGTH: 'request.addressTooLong',
};

/** The refused fields of a body, as the validation pipe throws them: each field's refusal. */
export interface RefusedFields {
  readonly refusedFields: Readonly<Record<string, Refused>>;
}

export function toApiError(exception: unknown, language: Language = 'en'): ApiErrorBody {
  if (isDatabaseUnavailable(exception)) return refusalBody(503, 'service.unavailable', language);
  // Nest's Fastify adapter wraps Fastify's request errors in an HttpException (as `cause`).
  const fastifyRefusal =
    fastifyRefusalOf(exception) ??
    fastifyRefusalOf((exception as { cause?: unknown } | null)?.cause);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    if (fastifyRefusal) return refusalBody(statusCode, fastifyRefusal, language);
    const response = exception.getResponse();
    if (isRefused(response))
      return refusalBody(statusCode, response.refusal, language, response.values);
    if (isRefusedFields(response)) return fieldsBody(statusCode, response, language);
    return refusalBody(statusCode, codeForStatus(statusCode), language);
  }
  if (isClientError(exception)) {
    // A body parser's refusal carries its code (`refusal(…)` spread onto the error).
    if (isRefused(exception))
      return refusalBody(exception.statusCode, exception.refusal, language, exception.values);
    const code = fastifyRefusal ?? codeForStatus(exception.statusCode);
    return refusalBody(exception.statusCode, code, language);
  }
  return refusalBody(500, 'internal_server_error', language);
}

/** The answer as sent: the request's id added, so a screenshot of the error leads to its log. */
export function answeredError(body: ApiErrorBody, requestId: string): ApiErrorBody {
  return { ...body, requestId };
}

/** The answer for one refusal, in `language`. */
export function refusalBody(
  statusCode: number,
  code: RefusalCode,
  language: Language,
  values?: RefusalValues,
): ApiErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message: refusalMessage(code, language, values),
  };
}

/**
 * A refused body: every refused field's code and message, the first field's code as the
 * answer's, and every field's message in one text for a toast.
 */
function fieldsBody(statusCode: number, refused: RefusedFields, language: Language): ApiErrorBody {
  const fields: Record<string, FieldRefusal> = {};
  for (const [field, { refusal, values }] of Object.entries(refused.refusedFields))
    fields[field] = { code: refusal, message: refusalMessage(refusal, language, values) };
  const [first] = Object.values(fields);
  if (!first) return refusalBody(statusCode, 'bad_request', language);
  const messages = [...new Set(Object.values(fields).map(({ message }) => message))];
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: first.code,
    message: messages.join(' '),
    fields,
  };
}

/**
 * A refusal raised with words of its own (a library's, or Nest's): its status in fixed words of
 * ours, never the words it came with, which may repeat the request.
 */
function codeForStatus(statusCode: number): RefusalCode {
  const word = (STATUS_CODES[statusCode] ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '_');
  if (isRefusalCode(word)) return word;
  return statusCode >= 500 ? 'internal_server_error' : 'bad_request';
}

function isRefusedFields(response: unknown): response is RefusedFields {
  const fields = (response as { refusedFields?: unknown } | null)?.refusedFields;
  return typeof fields === 'object' && fields !== null && Object.values(fields).every(isRefused);
}

function fastifyRefusalOf(error: unknown): RefusalCode | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? FASTIFY_REFUSALS[code] : undefined;
}

/** An error Fastify (or one of its plugins) raised for a bad request: it carries a 4xx status. */
function isClientError(
  exception: unknown,
): exception is Error & { statusCode: number; code?: string } {
  if (!(exception instanceof Error)) return false;
  const statusCode = (exception as { statusCode?: unknown }).statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
