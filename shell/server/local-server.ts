// The site's one origin on a developer's machine (`npm start`): the door nginx is in production,
// following the same routing description (@carzone/site-routing), built from Fastify's own pieces.
// It sends /api/ to the API and /remotes/<folder>/ to each remote's server, serves the shell's
// build as the builds compressed it, and answers pages with the first-visit page.
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@carzone/federation/contracts';
import { requestLanguage } from '@carzone/first-visit';
import {
  apiUnreachableAnswer,
  bodyLimitFor,
  cacheControlFor,
  NEVER_STORE,
  PAGE_VARY,
  siteRefusal,
  siteRouteFor,
  tooLargeAnswer,
} from '@carzone/site-routing';
import type { ApiErrorBody } from '@carzone/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { firstVisitPages } from './first-visit-pages.ts';
import type { PageScreenRenderer } from '@carzone/first-visit';
import type { HeaderList } from './security-headers.ts';

export interface LocalServerOptions {
  /** The shell's build. */
  distDir: string;
  /** The runtime manifest this run serves and inlines into its pages. */
  config: RuntimeConfig;
  /** Sent on every answer that lacks them (deploy/security-headers.conf, for this run). */
  securityHeaders: HeaderList;
  /** Where the API listens (http://host:port). */
  apiUrl: string;
  /** Each remote's base path (/remotes/<folder>/) and the server that answers it. */
  remoteServers: ReadonlyArray<{ basePath: string; url: string }>;
  /** Renders the first screens that wait for the API per request (page-screen-renderer.ts). */
  renderScreen?: PageScreenRenderer['render'];
}

function pathnameOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://request.invalid').pathname);
  } catch {
    return undefined;
  }
}

async function isFileIn(dir: string, pathname: string): Promise<boolean> {
  const file = resolve(dir, `.${pathname}`);
  if (!file.startsWith(dir + sep)) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The visitor's language, as the page's: its cookie, else its browser's languages. */
const languageOf = (headers: IncomingHttpHeaders) =>
  requestLanguage({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] });

/** A refusal of the site's own, in the API's shape and the visitor's language. */
function refuse(reply: FastifyReply, answer: ApiErrorBody): FastifyReply {
  return reply
    .code(answer.statusCode)
    .header('Cache-Control', NEVER_STORE)
    .header('Vary', PAGE_VARY)
    .type('application/json; charset=utf-8')
    .send(answer);
}

function refuseTooLarge(reply: FastifyReply, limit: number): FastifyReply {
  return refuse(reply, tooLargeAnswer(limit, languageOf(reply.request.headers)));
}

/**
 * Reads a body sent without a length (chunked) here, up to `limit`, so one over it is refused
 * with the API's 413 instead of being cut off mid-stream on its way to the API (the browser then
 * saw a 502 about half the time). What is refused is still read to its end, so the answer goes
 * out on an open connection.
 */
async function bodyWithinLimit(payload: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    else chunks.length = 0;
  }
  return size <= limit ? Buffer.concat(chunks) : undefined;
}

/** An upstream's connection headers describe its connection to this server, not the browser's. */
function withoutHopByHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

export async function createLocalServer(options: LocalServerOptions): Promise<FastifyInstance> {
  const distDir = resolve(options.distDir);
  const app = Fastify({
    logger: false,
    // As nginx makes `$request_id`: a new id per request, whatever the caller sent, passed to the
    // API (which logs and answers it) and named on this server's own 502 and 504.
    genReqId: () => randomUUID(),
    // An address the router cannot read: the API's shape and words, never the address itself.
    frameworkErrors: (error, request, reply) => {
      const code =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.addressTooLong' : 'request.badAddress';
      const answer = siteRefusal(error.statusCode ?? 400, code, languageOf(request.headers));
      void refuse(reply as unknown as FastifyReply, answer);
    },
  });
  const pages = firstVisitPages({
    config: options.config,
    distDir,
    renderScreen: options.renderScreen,
  });

  // What nginx's locations do around every answer: body limits, caching, the security headers.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = pathnameOf(request.url);
    const limit = pathname === undefined ? undefined : bodyLimitFor(pathname);
    const declared = request.headers['content-length'];
    if (limit !== undefined && declared !== undefined && Number(declared) > limit) {
      return refuseTooLarge(reply, limit);
    }
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    const pathname = pathnameOf(request.url);
    const limit = pathname === undefined ? undefined : bodyLimitFor(pathname);
    if (limit === undefined || request.headers['transfer-encoding'] === undefined) return payload;
    if (request.headers['content-length'] !== undefined) return payload;
    const body = await bodyWithinLimit(payload, limit);
    if (body === undefined) return refuseTooLarge(reply, limit);
    request.headers['content-length'] = String(body.length);
    delete request.headers['transfer-encoding'];
    return Readable.from([body]);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = pathnameOf(request.url);
    const cacheControl = pathname && cacheControlFor(pathname, reply.statusCode);
    if (cacheControl) reply.header('Cache-Control', cacheControl);
    // The API sets its own policy; a header an answer has already is left as it is.
    for (const [name, value] of options.securityHeaders) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });

  // What is compressed already (the builds' .br and .gz copies, the API's answers) passes as it is.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });

  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteHeaders: withoutHopByHopHeaders,
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }),
      onError(reply, { error }) {
        const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        void reply.header('X-Request-Id', reply.request.id);
        void refuse(
          reply as unknown as FastifyReply,
          apiUnreachableAnswer(status, languageOf(reply.request.headers)),
        );
      },
    },
  });
  for (const remote of options.remoteServers) {
    const base = remote.basePath.replace(/\/$/, '');
    await app.register(fastifyHttpProxy, {
      upstream: remote.url,
      prefix: base,
      rewritePrefix: base,
      replyOptions: { rewriteHeaders: withoutHopByHopHeaders },
    });
  }

  app.setNotFoundHandler((request, reply) =>
    refuse(reply, siteRefusal(404, 'request.noSuchAddress', languageOf(request.headers))),
  );
  app.get('/runtime-config.json', (_request, reply) => reply.send(options.config));

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const language = requestLanguage({
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    // The same URL is a page in each language CarZone speaks (as nginx sends it).
    reply.header('Vary', PAGE_VARY);
    return reply
      .type('text/html; charset=utf-8')
      .send(await pages(new URL(request.url, origin), origin, language));
  };
  app.get('/*', async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (pathname === undefined) return reply.callNotFound();
    const route = siteRouteFor(pathname);
    const file = await isFileIn(distDir, pathname);
    switch (route.to) {
      case 'page':
        return route.internal ? reply.callNotFound() : sendPage(request, reply);
      case 'shell files':
        return file ? reply.sendFile(pathname) : reply.callNotFound();
      case 'shell files or page':
        return file ? reply.sendFile(pathname) : sendPage(request, reply);
      default:
        return reply.callNotFound();
    }
  });
  return app;
}
