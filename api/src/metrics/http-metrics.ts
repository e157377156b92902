import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountAnswer } from '../common/router-errors.js';
import { type Metrics, UNMATCHED_ROUTE } from './metrics.js';

/**
 * Counts and times every answer a route or the not-found handler gives, whatever gave it (the
 * controller, a guard, a pipe, the exception filter, a body parser): Fastify's onResponse, after
 * the answer has gone, so it adds nothing to its time. The route is the router's template
 * (`/api/car/:id`), never the address: no id, e-mail or query string reaches a label.
 */
export function countAnswers(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.answered(routeOf(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** The answers no hook sees (router-errors.ts): counted as unmatched, without a time. */
export function countUnroutedAnswers(metrics: Metrics): CountAnswer {
  return (method, statusCode) => metrics.answered(UNMATCHED_ROUTE, method, statusCode);
}

function routeOf(request: FastifyRequest): string {
  if (request.is404) return UNMATCHED_ROUTE;
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}
