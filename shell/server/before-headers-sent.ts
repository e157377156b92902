// A hook on the moment an answer's status line and headers go out, for middlewares that decide
// headers from the finished answer (its status, its type) whoever produced it.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Runs `listener` just before the status line and headers go out, whoever sends them (a static
 * file server, the proxy, a compression layer): the moment to decide on caching headers.
 */
export function beforeHeadersSent(res: ServerResponse, listener: () => void): void {
  const writeHead = res.writeHead;
  let called = false;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (called) return writeHead.apply(this, [statusCode, ...rest] as never);
    called = true;
    if (typeof rest[0] === 'string') this.statusMessage = rest[0];
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as
      OutgoingHttpHeaders | (string | string[])[] | undefined;
    this.statusCode = statusCode;
    if (Array.isArray(headers)) {
      // [name, value, name, value…] or [[name, value]…]
      const pairs = Array.isArray(headers[0])
        ? (headers as string[][])
        : headers.flatMap((_, i) => (i % 2 ? [] : [[headers[i], headers[i + 1]]]));
      for (const [name, value] of pairs) this.appendHeader(String(name), value ?? '');
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) this.setHeader(name, value);
      }
    }
    listener();
    // A status the listener changed gets its own reason phrase (Node fills in an empty one).
    if (this.statusCode !== statusCode) this.statusMessage = '';
    return writeHead.call(this, this.statusCode);
  } as ServerResponse['writeHead'];
}
