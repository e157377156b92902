import { expect, test, uniqueUser } from '../support/fixtures.ts';
import {
  PRODUCTION_API_URLS,
  PRODUCTION_BASE_URL,
  sessionThroughNginx,
} from '../support/production-env.ts';

// Live messages across the two API instances of the production layout, without a browser: the
// owner's event stream is open on one instance, the renter writes through the other, and the
// event crosses Redis (REDIS_URL, which the layout runs with) within two seconds, as the owner's
// open Messages page needs it. Without Redis the instance would only find the message at its next
// heartbeat (15 s). The same stream through nginx must come through unbuffered.

/** How soon a message written on one instance reaches a stream on the other. */
const CROSSING_MS = 2_000;

interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
  /** performance.now() when its bytes arrived. */
  at: number;
}

/** One server-sent event stream read from a fetch body, as EventSource parses it. */
class EventStreamReader {
  readonly events: StreamEvent[] = [];
  private readonly abort = new AbortController();
  private waiters: Array<() => void> = [];
  contentType = '';

  async open(url: string, cookie: string): Promise<void> {
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', cookie },
      signal: this.abort.signal,
    });
    expect(response.status, url).toBe(200);
    this.contentType = response.headers.get('content-type') ?? '';
    void this.read(response.body!).catch(() => {});
  }

  /** The first event matching `wanted`, waiting at most `timeout` ms for it. */
  async next(wanted: (event: StreamEvent) => boolean, timeout: number): Promise<StreamEvent> {
    const deadline = performance.now() + timeout;
    for (;;) {
      const found = this.events.find(wanted);
      if (found) return found;
      const left = deadline - performance.now();
      if (left <= 0)
        throw new Error(`No such event within ${timeout} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.abort.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) return;
      buffered += decoder.decode(chunk, { stream: true });
      const blocks = buffered.split(/\r\n\r\n|\n\n|\r\r/);
      buffered = blocks.pop() ?? '';
      const at = performance.now();
      for (const block of blocks) {
        const fields = block.split(/\r\n|\r|\n/).filter((line) => line && !line.startsWith(':'));
        const value = (name: string) =>
          fields
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trimStart());
        const data = value('data');
        // A block without data (a lone `retry`) dispatches nothing, as in EventSource.
        if (data.length === 0) continue;
        this.events.push({
          event: value('event')[0] ?? 'message',
          id: value('id')[0] ?? null,
          data: data.join('\n'),
          at,
        });
      }
      const waiters = this.waiters;
      this.waiters = [];
      for (const wake of waiters) wake();
    }
  }
}

test('a message written on one API instance reaches a stream on the other within 2 s, hidden number and all, and through nginx unbuffered', async () => {
  const [instanceA, instanceB] = PRODUCTION_API_URLS as [string, string];
  const ownerCookie = await sessionThroughNginx(uniqueUser('live-owner'));
  const renterCookie = await sessionThroughNginx(uniqueUser('live-renter'));
  const added = await fetch(`${PRODUCTION_BASE_URL}/api/addCars`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: ownerCookie },
    body: JSON.stringify({
      carModel: `Live ${Date.now().toString(36)}`,
      dailyRentalPrice: 45,
      bookingStatus: 'available',
      registrationNumber: 'DHA-LIVE-1',
      location: 'Banani, Dhaka',
    }),
  });
  expect(added.status, await added.clone().text()).toBe(201);
  const { insertedId: carId } = (await added.json()) as { insertedId: string };

  const direct = new EventStreamReader();
  const throughNginx = new EventStreamReader();
  try {
    await direct.open(`${instanceA}/api/threads/stream`, ownerCookie);
    await throughNginx.open(`${PRODUCTION_BASE_URL}/api/threads/stream`, ownerCookie);
    expect(direct.contentType).toMatch(/^text\/event-stream/);
    expect(throughNginx.contentType).toMatch(/^text\/event-stream/);
    // `ready`: the stream is listening (nginx held nothing back, or it would not be here yet).
    await direct.next((event) => event.event === 'ready', 5_000);
    await throughNginx.next((event) => event.event === 'ready', 5_000);

    const postedAt = performance.now();
    const inquiry = await fetch(`${instanceB}/api/cars/${carId}/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: renterCookie },
      body: JSON.stringify({ text: 'Is there AC? 01712345678' }),
    });
    expect(inquiry.status, await inquiry.clone().text()).toBe(201);
    const { threadId } = (await inquiry.json()) as { threadId: string };

    const isTheInquiry = (event: StreamEvent) =>
      event.event === 'message' &&
      (JSON.parse(event.data) as { threadId?: string }).threadId === threadId;
    for (const stream of [direct, throughNginx]) {
      const arrived = await stream.next(isTheInquiry, CROSSING_MS + 1_000);
      expect(arrived.at - postedAt, 'ms from the POST to the event').toBeLessThan(CROSSING_MS);
      expect(arrived.id).toMatch(/^\d+$/);
      const { message } = JSON.parse(arrived.data) as { message: { text: string; mine: boolean } };
      expect(message.text).toContain('[number hidden]');
      expect(message.text).not.toContain('01712345678');
      expect(message.mine).toBe(false);
    }
  } finally {
    direct.close();
    throughNginx.close();
  }
});
