import { apiAddress, type SentCall } from './api-address';
import type { ApiAnswer, ApiCallArgs, ApiRoute, HttpMethod } from './api-contract';
import { referenceWords, SERVER_UNREACHABLE, serverUnreachableWords } from './server-unreachable';

export { API_BASE } from './api-address';

/**
 * A refused or failed call; `message` is the server's own words whenever it sent some, already in
 * the page's language (the API answers in the language of the request's cookie). Tell refusals
 * apart by `code`, never by words.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** False when nothing readable came back (a proxy's error page, say): then `message` is ours. */
    readonly fromServer = true,
    /** For a refused form: the server's message for each field it refused, by field name. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** The code of each field it refused (`booking.overlap`), by field name. */
    readonly fieldCodes: Readonly<Record<string, string>> = {},
    /** The server's machine-readable name of the refusal (`booking.overlap`), when it gave one. */
    readonly code?: string,
    /** How long the server asked to wait before trying again (a 429's `Retry-After`). */
    readonly retryAfterSeconds?: number,
    /**
     * The request's id as the server logged it (the body's `requestId`, else the `X-Request-Id`
     * header nginx and the API answer): what support finds its log lines by.
     */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What to tell a person: the server's words, the network failure (in the page's language), or
 * else the caller's fallback.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const reference = errorReferenceWords(error);
  const message =
    error instanceof ApiError && error.fromServer
      ? error.message
      : error instanceof ApiError && error.status === 0
        ? serverUnreachableWords()
        : fallback;
  return reference ? `${message} ${reference}` : message;
}

/** How many characters of a request id a person is shown: enough to find its log lines. */
const REFERENCE_LENGTH = 8;

/**
 * The short reference of a failure on the server's side (5xx, or a proxy's error page) that a
 * person can quote to support: the first characters of its request id. Null for a refusal (4xx:
 * the words say what to do), a network failure (nothing reached a server) or no id.
 */
export function errorReference(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 500 || !error.requestId) return null;
  return error.requestId.replace(/-/g, '').slice(0, REFERENCE_LENGTH);
}

/** "Reference: 3f2b8c1e." in the page's language, or null (see errorReference). */
export function errorReferenceWords(error: unknown): string | null {
  const reference = errorReference(error);
  return reference ? referenceWords(reference) : null;
}

/** An error body as it may arrive: a proxy (or a stand-in) may leave out the code or fields. */
interface ReceivedErrorBody {
  message: string;
  code?: unknown;
  fields?: unknown;
  requestId?: unknown;
}

function isApiErrorBody(value: unknown): value is ReceivedErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ReceivedErrorBody).message === 'string'
  );
}

/** Each refused field's message and code, from the API's `{ field: { code, message } }`. */
function fieldRefusalsOf(fields: unknown): {
  messages: Record<string, string>;
  codes: Record<string, string>;
} {
  const messages: Record<string, string> = {};
  const codes: Record<string, string> = {};
  // Anything but an object of refusals (a stand-in's string, say) gives no field a message.
  for (const [field, refusal] of Object.entries(fields ?? {})) {
    const { code, message } = (refusal ?? {}) as { code?: unknown; message?: unknown };
    if (typeof message !== 'string') continue;
    messages[field] = message;
    if (typeof code === 'string') codes[field] = code;
  }
  return { messages, codes };
}

/**
 * The one way front ends call the API: a route as the API's OpenAPI description names it
 * ('/car/{id}'), with what that route takes (`params`, `query`, `body`: see ApiCall), answering what
 * it answers; anything else fails type-checking. JSON in and out, the session cookie always sent.
 * Network failures and non-2xx answers both become an ApiError (status 0 for the network).
 */
export function apiRequest<R extends ApiRoute<M>, M extends HttpMethod = 'GET'>(
  route: R,
  ...[call]: ApiCallArgs<R, M>
): Promise<ApiAnswer<R, M>> {
  return send(route, call as SentCall).then(({ body }) => body as ApiAnswer<R, M>);
}

/** As `apiRequest`, with the answer's headers too (e.g. a list's total in `X-Total-Count`). */
export function apiResponse<R extends ApiRoute<M>, M extends HttpMethod = 'GET'>(
  route: R,
  ...[call]: ApiCallArgs<R, M>
): Promise<{ body: ApiAnswer<R, M>; headers: Headers }> {
  return send(route, call as SentCall) as Promise<{ body: ApiAnswer<R, M>; headers: Headers }>;
}

async function send(
  route: string,
  call: SentCall = {},
): Promise<{ body: unknown; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(apiAddress(route, call), {
      // fetch's own default is GET.
      method: call.method,
      credentials: 'include',
      headers:
        call.body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, SERVER_UNREACHABLE, false);
  }
  const text = await response.text();
  // No body, or one that is not JSON (a proxy's error page), leaves it undefined.
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    /* left undefined */
  }
  if (!response.ok) throw apiErrorOf(response.status, payload, response.headers);
  return { body: payload, headers: response.headers };
}

/**
 * The ApiError for a refused answer's status and parsed body (undefined when it was not JSON):
 * the server's own words when it sent CarZone's error shape.
 */
export function apiErrorOf(
  status: number,
  payload: unknown,
  headers?: { get(name: string): string | null } | null,
): ApiError {
  const retryAfter = headers?.get('Retry-After');
  const wait = Number(retryAfter);
  const retryAfterSeconds = retryAfter && Number.isInteger(wait) && wait > 0 ? wait : undefined;
  const bodyId = isApiErrorBody(payload) ? payload.requestId : undefined;
  const requestId =
    (typeof bodyId === 'string' && bodyId) || headers?.get('X-Request-Id') || undefined;
  if (!isApiErrorBody(payload))
    return new ApiError(
      status,
      `Request failed (${status})`,
      false,
      {},
      {},
      undefined,
      retryAfterSeconds,
      requestId,
    );
  const code = typeof payload.code === 'string' ? payload.code : undefined;
  const { messages, codes } = fieldRefusalsOf(payload.fields);
  return new ApiError(
    status,
    payload.message,
    true,
    messages,
    codes,
    code,
    retryAfterSeconds,
    requestId,
  );
}
