// The API's body limits, enforced by the shell's server in front of it as nginx does in production
// (client_max_body_size). Without this, a body over the limit was streamed to the API, which
// answered 413 and closed the socket mid-stream: the proxy then failed and the browser saw a 502
// about half the time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@carzone/domain';
import { PHOTO_MESSAGES } from '@carzone/domain';
import type { Connect } from 'vite';

/** The API's own limit for every JSON body (BODY_LIMIT_BYTES in api/src/common/api-error.ts). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * A car photo: the API refuses over 8 MB in its own words while reading; this margin (nginx's,
 * deploy/nginx.conf) leaves that answer to it and only stops what is far beyond.
 */
export const PHOTO_BODY_LIMIT_BYTES = 9 * 1024 * 1024;

/** The most a request may send, or undefined when it is not the API's to limit. */
export function bodyLimitFor(method: string | undefined, pathname: string): number | undefined {
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return undefined;
  if (method === 'POST' && pathname === '/api/photos') return PHOTO_BODY_LIMIT_BYTES;
  return API_BODY_LIMIT_BYTES;
}

/** The API's 413, word for word, so a page shows the same message whoever refused. */
export function tooLargeAnswer(limit: number): ApiErrorBody {
  const message =
    limit === PHOTO_BODY_LIMIT_BYTES
      ? PHOTO_MESSAGES.tooLarge
      : `The request body is too large: at most ${limit / 1024} KiB is accepted.`;
  return { statusCode: 413, error: 'Payload Too Large', message };
}

function refuse(res: ServerResponse, limit: number): void {
  res.statusCode = 413;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(tooLargeAnswer(limit)));
}

/**
 * Hands the proxy a body read here in full instead of the request's stream (Vite's proxy pipes
 * the request to the API), with the length the API needs now that it is known.
 */
function replaceBody(req: IncomingMessage, body: Buffer): void {
  req.headers['content-length'] = String(body.length);
  delete req.headers['transfer-encoding'];
  req.pipe = (<T extends NodeJS.WritableStream>(destination: T) => {
    destination.end(body);
    return destination;
  }) as typeof req.pipe;
}

/**
 * Refuses with the API's JSON 413 any request to /api whose body is over its limit, before it is
 * proxied: one that declares too long a Content-Length at once; a chunked one (no length given)
 * once it passes the limit, by reading it here first (at most the limit is held in memory). A
 * refused body is read to its end and dropped, so the browser gets the answer on an open
 * connection instead of a reset.
 */
export function refuseOversizedBodies(): Connect.NextHandleFunction {
  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://request.invalid').pathname;
    } catch {
      return next();
    }
    const limit = bodyLimitFor(req.method, pathname);
    if (limit === undefined) return next();

    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit) return refuse(res, limit);
      return next();
    }
    if (req.headers['transfer-encoding'] === undefined) return next();

    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        refuse(res, limit);
      } else {
        chunks.push(chunk);
      }
    });
    req.once('end', () => {
      if (refused) return;
      replaceBody(req, Buffer.concat(chunks));
      next();
    });
    req.once('error', (error) => {
      if (!refused) next(error);
    });
  };
}
