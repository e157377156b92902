// What every answer of the API carries, and the one request it refuses before routing: the
// browser-facing defences that do not depend on any route.
import { isGatewayCallback } from './gateway-callback-route.js';
import type { FastifyInstance } from 'fastify';
import { answeredError, refusalBody } from './api-error.js';
import { languageOfRequest } from './request-language.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers on every answer: no sniffing of content types, no framing (clickjacking), no
 * full addresses leaked to other sites, and in production HTTPS only (HSTS).
 */
export function addSecurityHeaders(fastify: FastifyInstance, production: boolean): void {
  const headers = securityHeaders(production);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) void reply.header(name, value);
    return payload;
  });
}

/** The headers themselves, for the answers given before any hook runs (router errors). */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // A route serving a page of its own (the API docs) sets a fuller policy.
    'Content-Security-Policy': "frame-ancestors 'none'",
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A browser tells, in `Sec-Fetch-Site`, whether another site started a request. The API is only
 * ever called by CarZone's own pages (same origin), so a cross-site request that would change
 * data (a form posted from elsewhere, riding on the session cookie) is refused before routing.
 */
export function refuseCrossSiteWrites(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] !== 'cross-site') return;
    // The gateway sends the renter back with a form post from its own page (gateway-callback-route.ts).
    if (isGatewayCallback(request)) return;
    const body = refusalBody(403, 'request.crossSite', languageOfRequest(request.headers));
    await reply
      .code(403)
      .type('application/json; charset=utf-8')
      .send(answeredError(body, request.id));
  });
}
