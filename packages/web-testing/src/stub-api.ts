// A stand-in for the API in component tests: it answers by method and path, as the real routes do,
// records what it was asked, and fails the test on any call it was not told about, so a test
// states every call its flow makes and a new, unplanned call cannot pass unnoticed.
import { onTestFinished, vi } from 'vitest';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'GET /api/cars'`, `'PUT /api/update/:id'`: a method and a path; `:name` matches one segment. */
export type RouteKey = `${HttpMethod} /${string}`;

/** What a route handler sees of the call it answers. */
export interface StubRequest {
  method: HttpMethod;
  /** The path alone, without the query string: `/api/cars`. */
  path: string;
  /** The query string's parameters: `?q=honda&sort=priceAsc`. */
  query: URLSearchParams;
  /** The `:name` segments of the route key, decoded. */
  params: Record<string, string>;
  /** The JSON body, parsed; a body that is not JSON as its text; `undefined` without one. */
  body: unknown;
  headers: Headers;
  url: URL;
}

const ANSWER = Symbol('stub answer');

/** An answer built with `reply` or `networkError`. */
export interface StubAnswer {
  readonly [ANSWER]:
    | { kind: 'reply'; status: number; body: unknown; headers: HeadersInit; delay: number }
    | { kind: 'networkError'; delay: number };
}

/**
 * A route's answer: a `reply(...)`, a `networkError()`, a `Response`, or any other value, which is
 * sent as a 200 JSON body. A function is a handler: it gets the call and returns (or resolves to)
 * one of those, so it can look at the query, the params or the body, count calls, or wait.
 */
export type RouteAnswer =
  StubAnswer | Response | object | string | number | boolean | null | undefined;
export type RouteHandler = (request: StubRequest) => RouteAnswer | Promise<RouteAnswer>;
export type Routes = { [Key in RouteKey]?: RouteHandler | RouteAnswer };

export interface RecordedCall extends StubRequest {
  /** The route key that answered, or null for a call no route matched. */
  route: RouteKey | null;
}

export interface ApiStub {
  /** Every call made since the stub was set up, in order, unexpected ones included. */
  readonly calls: readonly RecordedCall[];
  /** The calls one route answered: `api.callsTo('POST /api/contact')`. */
  callsTo(route: RouteKey): RecordedCall[];
  /** Adds routes, or replaces the answer of routes already there, for the rest of the test. */
  on(routes: Routes): void;
  /**
   * The messages of the calls refused so far, which then no longer fail the test: for a test
   * whose point is that a call is refused.
   */
  takeUnexpectedCalls(): string[];
}

/** Answers with `status` and `body` (JSON unless a Content-Type header says otherwise). */
export function reply(
  status: number,
  body?: unknown,
  { headers = {}, delay = 0 }: { headers?: HeadersInit; delay?: number } = {},
): StubAnswer {
  return { [ANSWER]: { kind: 'reply', status, body, headers, delay } };
}

/** Each status the API refuses with, and its name: the `error` of the refusal's body. */
const REFUSAL_NAMES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;

/**
 * Answers as the API refuses a call: with `status`, and a body that gives the status and its name
 * (`statusCode`, `error`) before the rest (`code`, `message`, `fields`...).
 */
export function refuse(
  status: keyof typeof REFUSAL_NAMES,
  body: Record<string, unknown>,
  options?: { headers?: HeadersInit; delay?: number },
): StubAnswer {
  return reply(status, { statusCode: status, error: REFUSAL_NAMES[status], ...body }, options);
}

/** Fails the call as the browser does when the server cannot be reached. */
export function networkError({ delay = 0 }: { delay?: number } = {}): StubAnswer {
  return { [ANSWER]: { kind: 'networkError', delay } };
}

const ROUTE_KEY = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

interface CompiledRoute {
  key: RouteKey;
  method: HttpMethod;
  segments: string[];
  answer: RouteAnswer | RouteHandler;
}

function compile(routes: Routes): CompiledRoute[] {
  return Object.entries(routes).map(([key, answer]) => {
    const match = ROUTE_KEY.exec(key);
    if (!match) {
      throw new Error(
        `stubApi: ${JSON.stringify(key)} is not a route key; write the method and the path, e.g. 'GET /api/cars'.`,
      );
    }
    const path = match[2]!;
    if (path.includes('?') || path.includes('#')) {
      throw new Error(
        `stubApi: ${JSON.stringify(key)} has a query string; routes match the path only, the handler reads request.query.`,
      );
    }
    return {
      key: key as RouteKey,
      method: match[1] as HttpMethod,
      segments: path.split('/'),
      answer,
    };
  });
}

function matchPath(segments: string[], path: string): Record<string, string> | null {
  const actual = path.split('/');
  if (actual.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      if (!value) return null;
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

async function readBody(input: RequestInfo | URL, init: RequestInit | undefined): Promise<unknown> {
  let text: string | undefined;
  if (init?.body !== undefined && init.body !== null) {
    text = typeof init.body === 'string' ? init.body : await new Response(init.body).text();
  } else if (input instanceof Request) {
    text = await input.clone().text();
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits `ms` (with whatever timers the test runs on), or rejects when the call is aborted. */
function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function toResponse(answer: StubAnswer[typeof ANSWER] & { kind: 'reply' }): Response {
  const headers = new Headers(answer.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const isJson = headers.get('Content-Type')!.includes('json');
  const body =
    NULL_BODY_STATUSES.has(answer.status) || answer.body === undefined
      ? null
      : isJson
        ? JSON.stringify(answer.body)
        : String(answer.body);
  return new Response(body, { status: answer.status, headers });
}

function isStubAnswer(value: unknown): value is StubAnswer {
  return typeof value === 'object' && value !== null && ANSWER in value;
}

let active: object | null = null;
const strayCalls: string[] = [];

/**
 * For a setup file: until a test stubs the API, `fetch` refuses every call and remembers it, so a
 * page that calls the API in a test that planned no call fails it (see `takeUnstubbedCalls`).
 */
export function refuseUnstubbedCalls(): void {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), pageOrigin());
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const message = `fetch(${method} ${url.pathname}${url.search}) was called, but the test stubbed no API; use stubApi().`;
    strayCalls.push(message);
    throw new Error(message);
  };
}

/** The calls `refuseUnstubbedCalls` refused since last asked; a setup file fails the test on any. */
export function takeUnstubbedCalls(): string[] {
  return strayCalls.splice(0);
}

/**
 * Replaces `fetch` for the current test with routes keyed by method and path:
 *
 *     const api = stubApi({
 *       'GET /api/cars': [car],
 *       'GET /api/car/:id': ({ params }) => (params.id === car._id ? car : reply(404, notFound)),
 *       'POST /api/contact': reply(201, { message: 'Thanks' }, { delay: 50 }),
 *     });
 *
 * A call no route matches is refused (the fetch rejects with the method and path) and fails the
 * test when it ends, even if the page under test swallowed the error. `fetch` is restored after
 * the test. Call it inside a test (or a `beforeEach`), once; add routes later with `api.on`.
 */
export function stubApi(routes: Routes = {}): ApiStub {
  if (active) {
    throw new Error('stubApi: the API is already stubbed in this test; add routes with api.on().');
  }
  let compiled = compile(routes);
  const calls: RecordedCall[] = [];
  const unexpected: string[] = [];
  const originalFetch = globalThis.fetch;

  const stubFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), pageOrigin());
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase() as HttpMethod;
    const signal = init?.signal ?? request?.signal;
    const call: StubRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      params: {},
      body: await readBody(input, init),
      headers: new Headers(init?.headers ?? request?.headers),
      url,
    };

    const sameOrigin = url.origin === pageOrigin();
    const route = sameOrigin
      ? compiled.find(
          (candidate) => candidate.method === method && matchPath(candidate.segments, url.pathname),
        )
      : undefined;
    if (!route) {
      calls.push({ ...call, route: null });
      const known = compiled.map((candidate) => candidate.key).join(', ') || 'none';
      const message = `stubApi: unexpected call ${method} ${sameOrigin ? `${url.pathname}${url.search}` : url.href}; no route answers it (routes: ${known}).`;
      unexpected.push(message);
      throw new Error(message);
    }
    call.params = matchPath(route.segments, url.pathname)!;
    calls.push({ ...call, route: route.key });

    if (signal?.aborted) throw abortError(signal);
    let answer: unknown;
    try {
      answer =
        typeof route.answer === 'function'
          ? await (route.answer as RouteHandler)(call)
          : route.answer;
    } catch (error) {
      // A handler that breaks is a broken test, not a network failure for the page to absorb.
      unexpected.push(`stubApi: the handler of ${route.key} threw: ${String(error)}`);
      throw error;
    }
    if (answer instanceof Response) return answer;
    const described = isStubAnswer(answer)
      ? answer[ANSWER]
      : ({ kind: 'reply', status: 200, body: answer, headers: {}, delay: 0 } as const);
    await wait(described.delay, signal);
    if (described.kind === 'networkError') throw new TypeError('Failed to fetch');
    return toResponse(described);
  });

  const token = {};
  try {
    onTestFinished(() => {
      globalThis.fetch = originalFetch;
      if (active === token) active = null;
      if (unexpected.length > 0) {
        throw new Error(
          `The API stub saw ${unexpected.length} call(s) the test did not expect:\n${unexpected.join('\n')}`,
        );
      }
    });
  } catch {
    throw new Error('stubApi: call it inside a test or a beforeEach, so it can be undone after.');
  }
  active = token;
  globalThis.fetch = stubFetch as typeof fetch;

  return {
    calls,
    callsTo: (route) => calls.filter((call) => call.route === route),
    takeUnexpectedCalls: () => unexpected.splice(0),
    on(more) {
      const added = new Map(compile(more).map((route) => [route.key, route]));
      compiled = compiled.map((route) => {
        const replacement = added.get(route.key);
        added.delete(route.key);
        return replacement ?? route;
      });
      compiled.push(...added.values());
    },
  };
}
