// Reads a server-sent events answer as a browser's EventSource would: events as they arrive, each
// with its name, id and data, the comments (heartbeats) left out.
import { expect } from 'vitest';

export interface ServerSentEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface OpenEventStream {
  response: Response;
  /** Waits for the next event (at most `timeoutMs`), optionally of one name, skipping others. */
  next(name?: string, timeoutMs?: number): Promise<ServerSentEvent>;
  /** Every event received so far and not yet taken by `next`. */
  pending(): ServerSentEvent[];
  close(): void;
}

/** Opens `url` with `headers` and reads its events in the background. */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenEventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const queue: ServerSentEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = parseBlock(block);
            if (event) queue.push(event);
          }
          waiters.splice(0).forEach((wake) => wake());
        }
      } catch {
        // Aborted by close(), or the server went away: `next` reports it.
      }
      ended = true;
      waiters.splice(0).forEach((wake) => wake());
    })();
  }
  return {
    response,
    pending: () => [...queue],
    close: () => controller.abort(),
    async next(name, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((event) => !name || event.event === name);
        if (index >= 0) return queue.splice(0, index + 1).at(-1)!;
        expect(ended, `the stream ended before a ${name ?? 'next'} event`).toBe(false);
        const left = deadline - Date.now();
        expect(left, `no ${name ?? ''} event within ${timeoutMs} ms`).toBeGreaterThan(0);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

function parseBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  let id: string | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  // A block of only `retry:` (or comments) is no event.
  return data.length > 0 ? { event, id, data: data.join('\n') } : null;
}
