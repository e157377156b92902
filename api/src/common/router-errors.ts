// The answers given before any route runs: an address the router cannot read (bad
// percent-encoding, a parameter past its length limit), and requests Node's HTTP parser refuses
// (headers too large, a request too slow, broken HTTP). Fastify's own answers to these repeat the
// address; these use the API's one error shape and fixed words.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { RefusalCode } from '@carzone/domain/refusals';
import { answeredError, refusalBody, toApiError } from './api-error.js';
import { securityHeaders } from './http-guards.js';
import { languageOfRequest } from './request-language.js';

/**
 * Counts an answer given here, where no hook sees it (the metrics' requests by status): its
 * method (`unknown` when Node could not read the request) and status.
 */
export type CountAnswer = (method: string, statusCode: number) => void;

const countNothing: CountAnswer = () => {};

/**
 * Fastify's `frameworkErrors`: the router's refusals, in the one error shape. No hook runs for
 * them, so the answer carries the security headers and the request id itself, and is counted here.
 */
export function answerFrameworkErrors(
  production: boolean,
  countAnswer: CountAnswer = countNothing,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const headers = securityHeaders(production);
  return (error, request, reply) => {
    const answer = toApiError(error, languageOfRequest(request.headers));
    countAnswer(request.method, answer.statusCode);
    // The route is unknown at this point, so the reply's generic types know no status codes.
    const plainReply = reply as unknown as FastifyReply;
    void plainReply.headers({ ...headers, 'X-Request-Id': request.id });
    void plainReply
      .status(answer.statusCode)
      .type('application/json; charset=utf-8')
      .send(answeredError(answer, request.id));
  };
}

/**
 * Fastify's `clientErrorHandler`: Node found the request broken before Fastify saw it, so the
 * answer is written to the socket by hand, which then closes.
 */
export function answerClientErrors(
  countAnswer: CountAnswer = countNothing,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return (error, socket) => answerClientError(error, socket, countAnswer);
}

function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  countAnswer: CountAnswer,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code]: [number, RefusalCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request.timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'request.headersTooLarge']
        : [400, 'request.malformed'];
  if (socket.writable) {
    countAnswer('unknown', statusCode);
    // No request was read, so no language either: English.
    const text = JSON.stringify(refusalBody(statusCode, code, 'en'));
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(text)}\r\n` +
        'X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        text,
    );
  }
  socket.destroy();
}
