// The payment gateway's callbacks (api/src/payments/): its server-to-server notice (IPN) and the
// browser it sends back, both form posts from its own origin. They are the API's only form
// bodies and the only writes another site may start: none of them carries or needs a session,
// and none is trusted (each payment is confirmed with the gateway's validation API).
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

/** The route config flag (`@RouteConfig({ [GATEWAY_CALLBACK_ROUTE]: true })`) of a callback. */
export const GATEWAY_CALLBACK_ROUTE = 'carzoneGatewayCallback';

/** A callback's fields are a few hundred bytes; far more is not the gateway. */
const CALLBACK_BODY_LIMIT_BYTES = 16 * 1024;

export function isGatewayCallback(request: FastifyRequest): boolean {
  const config: unknown = request.routeOptions.config;
  return (
    typeof config === 'object' &&
    config !== null &&
    (config as Record<string, unknown>)[GATEWAY_CALLBACK_ROUTE] === true
  );
}

/**
 * Reads `application/x-www-form-urlencoded` bodies on the callback routes only, as flat text
 * fields (a field given twice keeps its first value); elsewhere such a body is refused unread.
 */
export function acceptGatewayForms(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
    (request, body, done) => {
      if (request.is404) return done(null, undefined);
      // Elsewhere the usual 415 ("Send the request body as JSON"), as for any body not JSON.
      if (!isGatewayCallback(request))
        return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body)))
        if (!(name in fields)) fields[name] = value;
      done(null, fields);
    },
  );
}
