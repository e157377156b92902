// The API's log: JSON lines through Fastify's own logger (pino), one line per request with its
// outcome, and what must never reach a log kept out of it (session cookies, tokens, bodies, the
// values of a failed query).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile as compileTrustedAddresses } from '@fastify/proxy-addr';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { AppConfig, LogLevelName } from '../config/app-config.js';

/** Where the log lines go: pino's destination (stdout unless a test catches them). */
export interface LogDestination {
  write(line: string): void;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's (or a proxy's) request id is kept only if it is a short, plain token. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Anything that may carry a credential, wherever a logged object holds headers. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'idToken',
  'password',
  '*.idToken',
  '*.password',
];

/**
 * The request's id: the one nginx (or the local server) made, when a proxy the API trusts sent
 * the request (TRUST_PROXY, as for X-Forwarded-For); otherwise a new one. Anyone else's header
 * is ignored, so a caller cannot make its requests' log lines look like another person's.
 */
export function requestIdMaker(
  trustProxy: AppConfig['trustProxy'],
): (request: IncomingMessage) => string {
  const isTrustedPeer = trustedPeerTest(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const kept =
      typeof given === 'string' &&
      SAFE_REQUEST_ID.test(given) &&
      isTrustedPeer(request.socket?.remoteAddress);
    return kept ? given : randomUUID();
  };
}

/** Whether the address that connected is a trusted proxy, as Fastify decides for X-Forwarded-Host. */
function trustedPeerTest(
  trustProxy: AppConfig['trustProxy'],
): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  if (!trustProxy) return () => false;
  const trusts = compileTrustedAddresses(trustProxy.split(',').map((part) => part.trim()));
  return (address) => address !== undefined && trusts(address, 0);
}

/**
 * One line per finished request instead of Fastify's two ("incoming request", "request
 * completed"), with the fields an operator filters on. The path is logged without its query
 * string, and no header or body is.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const statusCode = reply.statusCode;
    const outcome =
      statusCode >= 500 ? 'server-error' : statusCode >= 400 ? 'client-error' : 'success';
    const line = {
      method: request.method,
      path: pathOf(request.url),
      route: request.routeOptions.url ?? null,
      statusCode,
      durationMs: Math.round(reply.elapsedTime),
      ip: request.ip,
      uid: request.user?.uid ?? null,
      outcome,
    };
    const log: FastifyBaseLogger = reply.log;
    if (error || statusCode >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  }
}

function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  // A path past Fastify's limits (a 414) is cut: the line stays a line.
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

/** The Fastify options of the log; `level` silent logs nothing (the tests' default). */
export function requestLogOptions(
  level: LogLevelName,
  trustProxy: AppConfig['trustProxy'],
  destination?: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  return {
    logger: {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(destination ? { stream: destination } : {}),
    },
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    genReqId: requestIdMaker(trustProxy),
  };
}

/** Every answer names its request id, so a person reporting a problem can quote it. */
export function echoRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
}
