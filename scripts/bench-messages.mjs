// Prints how live messages reach the people of a thread on the production layout (two API
// instances sharing events through Redis, nginx in front), and what a `kill -9` of one instance
// does to them: the memory each open stream costs an instance (its RSS before and after opening
// them), how many deliveries were expected and seen, how many were lost (an acknowledged message
// that never reached one of its people's streams) or doubled (one message twice on one stream),
// and the delivery latency (from the POST's start to the event's arrival: median, p95, max; the
// budget is p95 ≤ 1 s); with the kill, the same before and after it, how long the dropped streams
// took to come back through nginx (drop to the first event, the server's 2 s `retry` included)
// and what the reconnects replayed.
//
// It starts the production layout (deploy/lib/production-layout.mjs, staging) with
// REDIS_URL=redis://127.0.0.1:6379 (BENCH_REDIS_URL to change it) on a fresh database of its own
// on the PostgreSQL server (FAULT_DATABASE_URL; dropped at the end), with the per-account limits
// on threads and messages raised. One owner lists `--cars` cars, `--people` − 1 renters each ask
// about every car, and `--streams` streams are opened, as many per person (a person's streams all
// get each of their events): a renter's all on one instance (alternately), the owner's on both,
// each straight to its instance. `--writers` write for `--seconds`, `--rate` messages a second
// each: half of them renters to the owner, half owner sessions to the renters, each POST sent to
// the instance other than the one holding the receiving renter's streams, so every event crosses
// Redis. With `--kill 1` (the default) the first instance gets SIGKILL halfway: its streams
// reconnect through nginx with Last-Event-ID as a browser's EventSource does, and the writers
// whose instance died write through nginx from then on (a POST cut by the kill is counted as not
// acknowledged, not as lost). Then it waits for the last deliveries and checks every acknowledged
// message reached each stream of both its people exactly once. About a minute with the layout's
// start. Figures, not a test; it still exits with 1 on any loss or double. Run `pnpm build` first;
// BENCH_VERBOSE=1 prints the units' output lines.
// Who talks is lib/message-bench-people.mjs's, the streams lib/event-streams.mjs's, what it prints
// at the end lib/message-bench-report.mjs's.
//
//   node scripts/bench-messages.mjs [--streams 500] [--writers 20] [--seconds 20] [--rate 5]
//                                   [--people 50] [--cars 5] [--kill 1]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ReconnectingEventStream } from './lib/event-streams.mjs';
import {
  drillOptions,
  pidListeningOn,
  sleep,
  withDatabase,
  withDrillLayout,
} from './lib/fault-drill.mjs';
import { nextThread, postText, talkingPeople, writersOf } from './lib/message-bench-people.mjs';
import { reportMessageBench } from './lib/message-bench-report.mjs';

const options = drillOptions({
  streams: 500,
  writers: 20,
  seconds: 20,
  rate: 5,
  people: 50,
  cars: 5,
  kill: 1,
});
const PER_PERSON = Math.max(1, Math.round(options.streams / options.people));
const PORT = 19_300;
/** How long it waits after the last POST for deliveries still on their way. */
const SETTLE_MS = 15_000;
/** Streams opened at once (each waits for its `ready`). */
const OPENING = 25;
/** An instance's resident memory in KB (VmRSS). */
const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

async function main() {
  const run = Date.now().toString(36);
  const apiLines = [];
  await withDrillLayout(
    'carzone_bench_messages',
    {
      port: PORT,
      env: {
        REDIS_URL: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
        RATE_LIMIT_REDIS_PREFIX: `carzone-bench-messages-${run}`,
        RATE_LIMIT_THREADS_PER_USER: '100000/1m',
        RATE_LIMIT_MESSAGES_PER_USER: '100000/1m',
      },
      log: (line) => {
        if (process.env.BENCH_VERBOSE) console.log(line);
        if (/MessageEvents|Redis|ERROR|"level":(50|60)/.test(line))
          apiLines.push(line.slice(0, 240));
      },
    },
    (layout, databaseUrl) => bench(layout, databaseUrl, run, apiLines),
  );
}

async function bench(layout, databaseUrl, run, apiLines) {
  const site = layout.url.replace('localhost', '127.0.0.1').replace(/\/$/, '');
  const direct = (port) => `http://127.0.0.1:${port}`;
  const { apiPorts } = layout;
  const pids = apiPorts.map(pidListeningOn);
  const people = await talkingPeople(site, layout.authEmulatorUrl, run, {
    cars: options.cars,
    renters: options.people - 1,
  });
  const { owner, renters } = people;
  /** A renter's streams' instance: alternately the first and the second. */
  const renterInstance = (renter) => (renter.index - 1) % 2;

  // The streams, each with what arrived on it, by message id.
  const streams = [];
  const byPerson = new Map([owner, ...renters].map((person) => [person, []]));
  /** Every text seen, to find the messages stored though their POST was cut. */
  const texts = new Set();
  for (const person of [owner, ...renters])
    for (let k = 0; k < PER_PERSON; k++) {
      const instance = person === owner ? k % 2 : renterInstance(person);
      const stream = { person, instance, arrivals: new Map(), doubles: [], events: null };
      stream.events = new ReconnectingEventStream({
        firstUrl: `${direct(apiPorts[instance])}/api/threads/stream`,
        reconnectUrl: () => `${site}/api/threads/stream`,
        headers: { cookie: person.cookie },
        onEvent: (event) => {
          if (event.event !== 'message' || event.data === null) return;
          const { message } = JSON.parse(event.data);
          texts.add(message.text);
          if (stream.arrivals.has(message._id))
            stream.doubles.push({ id: message._id, at: event.at });
          else stream.arrivals.set(message._id, { at: event.at, replayed: event.replayed });
        },
      });
      streams.push(stream);
      byPerson.get(person).push(stream);
    }

  const rssBefore = pids.map(rssOf);
  const openStarted = performance.now();
  for (let i = 0; i < streams.length; i += OPENING)
    await Promise.all(streams.slice(i, i + OPENING).map((stream) => stream.events.open()));
  const openMs = performance.now() - openStarted;
  await sleep(2000);
  const rssOpen = pids.map(rssOf);
  const onInstance = apiPorts.map((_, i) => streams.filter((s) => s.instance === i).length);

  // The writers, each paced to `rate` a second, starting spread over the first interval.
  const writers = writersOf(people, options.writers);
  const victim = 0;
  const kill = { at: null, pid: pids[victim], victim };
  /** @type {Array<{ token: string, thread: object, startedAt: number, answeredAt: number, status: string, id: string | null }>} */
  const posts = [];
  const intervalMs = 1000 / options.rate;
  const writeStarted = performance.now();
  const deadline = writeStarted + options.seconds * 1000;
  const killTimer = options.kill
    ? setTimeout(
        () => {
          process.kill(kill.pid, 'SIGKILL');
          kill.at = performance.now();
        },
        (options.seconds * 1000) / 2,
      )
    : null;
  const exhausted = [];
  await Promise.all(
    writers.map(async (writer, w) => {
      await sleep((intervalMs * w) / writers.length);
      for (let n = 0; performance.now() < deadline; n++) {
        const thread = nextThread(writer);
        if (!thread) {
          exhausted.push(writer.name);
          return;
        }
        const port = apiPorts[(renterInstance(thread.renter) + 1) % 2];
        const base = kill.at !== null && port === apiPorts[victim] ? site : direct(port);
        const token = `${run}w${w}n${n}`;
        const post = {
          token,
          thread,
          startedAt: performance.now(),
          answeredAt: 0,
          status: '',
          id: null,
        };
        posts.push(post);
        try {
          const { status, answer } = await postText(
            base,
            `/api/threads/${thread.id}/messages`,
            writer.cookie,
            `Bench ${token}`,
          );
          post.status = String(status);
          if (status === 201) post.id = answer._id;
        } catch {
          post.status = 'no answer';
        }
        post.answeredAt = performance.now();
        await sleep(Math.max(0, post.startedAt + intervalMs - performance.now()));
      }
    }),
  );
  clearTimeout(killTimer);
  const writeEnded = performance.now();

  // Every stream that should see each acknowledged message: both its people's.
  const acknowledged = posts.filter((post) => post.id !== null);
  const expected = acknowledged.flatMap((post) =>
    [...byPerson.get(owner), ...byPerson.get(post.thread.renter)].map((stream) => ({
      post,
      stream,
    })),
  );
  const missing = () => expected.filter(({ post, stream }) => !stream.arrivals.has(post.id));
  while (performance.now() - writeEnded < SETTLE_MS) {
    if (missing().length === 0 && !streams.some((s) => s.events.down)) break;
    await sleep(250);
  }
  const settledMs = performance.now() - writeEnded;
  const rssAfter = pids.map((pid, i) => (i === victim && kill.at !== null ? null : rssOf(pid)));
  for (const stream of streams) stream.events.close();

  const lost = missing();
  const seqOf = new Map(
    lost.length === 0
      ? []
      : await withDatabase(databaseUrl, async (client) =>
          (
            await client.query('SELECT id, seq FROM thread_messages WHERE id = ANY($1::uuid[])', [
              [...new Set(lost.map(({ post }) => post.id))],
            ])
          ).rows.map((row) => [row.id, Number(row.seq)]),
        ),
  );
  await reportMessageBench(
    {
      options,
      apiPorts,
      streams,
      posts,
      expected,
      lost,
      seqOf,
      kill,
      onInstance,
      rss: { before: rssBefore, open: rssOpen, after: rssAfter },
      openMs,
      settledMs,
      texts,
      writers: writers.length,
      exhausted,
      apiLines,
    },
    site,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
