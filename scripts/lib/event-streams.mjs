// An EventSource for scripts (bench-messages.mjs): server-sent events read over node:http, which
// costs far less per stream than fetch when hundreds are open, and a stream that reconnects as a
// browser's EventSource does: after the `retry` the server asked for, naming the last event id it
// saw in `Last-Event-ID`, possibly through another address (the site, once an instance is gone).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** A browser's reconnect delay until the server sends its own `retry` (the HTML standard leaves it to the browser). */
const DEFAULT_RETRY_MS = 3000;

// One connection per stream, never pooled: each stream is a long response of its own.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * Reads one event block (the lines between two blank lines) as the HTML standard does: `id`,
 * `event` (default `message`), `data` (its lines joined), `retry`; comments (`: keep-alive`) and
 * unknown fields are dropped. Null when the block dispatches nothing (a comment, a lone `retry`).
 * @returns {{ id: string | null, event: string, data: string | null, retry: number | null }}
 */
export function parseEventBlock(block) {
  let id = null;
  let event = 'message';
  const data = [];
  let retry = null;
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }
  return { id, event, data: data.length ? data.join('\n') : null, retry };
}

/**
 * Splits a stream's text into event blocks as it arrives (chunks may cut a block anywhere).
 * `onBlock` gets each whole block's text.
 */
export function blockSplitter(onBlock) {
  let buffered = '';
  return (chunk) => {
    buffered += chunk;
    const blocks = buffered.split(/\r\n\r\n|\n\n|\r\r/);
    buffered = blocks.pop() ?? '';
    for (const block of blocks) onBlock(block);
  };
}

/**
 * @typedef {object} StreamEvent
 * @property {string} event  its type: `ready`, `message`, `read`…
 * @property {string | null} data
 * @property {string | null} id
 * @property {number} at  when its bytes arrived (performance.now())
 * @property {boolean} replayed  it came before `ready` on a reconnect: sent from the database
 */

/**
 * @typedef {object} Reconnect
 * @property {number} droppedAt  when the connection ended (performance.now())
 * @property {number | null} resumedAt  when the new connection's first event (a replayed message
 *   or `ready`) arrived; null if it never did
 * @property {number} attempts  connections tried until one answered 200
 * @property {string[]} failures  the tries that did not: their status or error
 */

/**
 * One stream of events that reconnects by itself, as EventSource: the first connection to
 * `firstUrl`, every reconnect to `reconnectUrl()` (asked each time, so it may change) with the
 * last id seen in `Last-Event-ID`, `retry` ms after the end. Unlike a browser it keeps trying
 * after an answer other than 200 (counted in the reconnect's failures), so a drill sees them all.
 */
export class ReconnectingEventStream {
  /**
   * @param {object} options
   * @param {string} options.firstUrl
   * @param {() => string} options.reconnectUrl
   * @param {Record<string, string>} options.headers  sent on every connection (the session cookie)
   * @param {(event: StreamEvent) => void} options.onEvent
   * Nothing is opened until open().
   */
  constructor({ firstUrl, reconnectUrl, headers, onEvent }) {
    this.reconnectUrl = reconnectUrl;
    this.headers = headers;
    this.onEvent = onEvent;
    /** @type {string | null} */
    this.lastEventId = null;
    this.retryMs = DEFAULT_RETRY_MS;
    /** @type {Reconnect[]} */
    this.reconnects = [];
    /** @type {http.ClientRequest | null} */
    this.request = null;
    this.closed = false;
    this.firstUrl = firstUrl;
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    // Awaited by whoever opens it; never an unhandled rejection meanwhile.
    this.ready.catch(() => {});
  }

  /** Opens the stream; resolves at its first `ready`, rejects if the first connection fails. */
  open() {
    this.connect(this.firstUrl);
    return this.ready;
  }

  /** Whether the stream is waiting to reconnect (or reconnecting) rather than open. */
  get down() {
    const last = this.reconnects.at(-1);
    return Boolean(last && last.resumedAt === null);
  }

  /** Ends the stream for good. */
  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.request?.destroy();
  }

  /** @param {string} url */
  connect(url) {
    const reconnect = this.reconnects.at(-1) ?? null;
    if (reconnect) reconnect.attempts += 1;
    const headers = {
      accept: 'text/event-stream',
      'cache-control': 'no-cache',
      ...this.headers,
      ...(this.lastEventId !== null && { 'last-event-id': this.lastEventId }),
    };
    let replaying = reconnect !== null;
    let answered = false;
    const request = http.get(url, { agent, headers }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        this.failed(reconnect, `${response.statusCode}`);
        return;
      }
      answered = true;
      response.setEncoding('utf8');
      const split = blockSplitter((block) => {
        const at = performance.now();
        const parsed = parseEventBlock(block);
        if (parsed.retry !== null) this.retryMs = parsed.retry;
        if (parsed.data === null && parsed.event === 'message') return;
        if (parsed.id !== null) this.lastEventId = parsed.id;
        if (reconnect && reconnect.resumedAt === null) reconnect.resumedAt = at;
        if (parsed.event === 'ready') {
          replaying = false;
          this.resolveReady();
        }
        this.onEvent({ ...parsed, at, replayed: replaying });
      });
      response.on('data', split);
      response.on('close', () => this.ended());
    });
    request.on('error', (error) => {
      if (!answered) this.failed(reconnect, error.message);
    });
    this.request = request;
  }

  /** The connection ended after answering 200: a drop. */
  ended() {
    if (this.closed) return;
    const unresumed = this.reconnects.at(-1);
    if (unresumed && unresumed.resumedAt === null) {
      unresumed.failures.push('ended before its first event');
      this.schedule();
      return;
    }
    this.reconnects.push({
      droppedAt: performance.now(),
      resumedAt: null,
      attempts: 0,
      failures: [],
    });
    this.schedule();
  }

  /**
   * @param {Reconnect | null} reconnect
   * @param {string} reason
   */
  failed(reconnect, reason) {
    if (this.closed) return;
    if (!reconnect) {
      this.closed = true;
      this.rejectReady(new Error(`The stream did not open: ${reason}`));
      return;
    }
    reconnect.failures.push(reason);
    this.schedule();
  }

  schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(this.reconnectUrl()), this.retryMs);
  }
}
