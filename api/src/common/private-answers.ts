// No cache, shared or the browser's, keeps an answer meant for one person: whatever a signed-in
// caller is answered (their bookings, their licence, their requests) is theirs alone.
import type { FastifyInstance } from 'fastify';

/** The caching rule of every personal answer (the licence photo sets it itself, refusals too). */
export const PERSONAL_ANSWER_CACHE_CONTROL = 'private, no-store';

/**
 * An answer is personal when the session guard named its caller, or when it sets a cookie (a
 * sign-in answers the person's own details). An answer that sets its own `Cache-Control` keeps
 * it: none that a signed-in caller is given lets a shared cache keep it.
 */
export function keepPersonalAnswersPrivate(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    const personal = request.user !== undefined || reply.hasHeader('set-cookie');
    if (personal && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', PERSONAL_ANSWER_CACHE_CONTROL);
    return payload;
  });
}
