// What bench-messages.mjs prints at the end: each instance's memory before and after opening the
// streams, the deliveries by when their message was posted (expected, received, lost, doubled,
// latency), the replays and reconnects of the kill, the first losses (by message and person, with
// the message's place in the stream), and the closing table of violations (fault-drill.mjs's
// reportViolations).
import { loadavg } from 'node:os';
import { latencyCells, num, pad } from './bench-table.mjs';
import { describeCounts, reportViolations, seconds } from './fault-drill.mjs';
import { MESSAGES_PER_THREAD_SIDE } from './message-bench-people.mjs';

const KINDS = [
  'acknowledged message lost (per person)',
  'message twice on one stream',
  'stream not back after its drop',
];

const ms = (value) => `${value.toFixed(0)} ms`;
/** When `at` fell against the kill: ` 812 ms after the kill`, or nothing without one. */
const whenOf = (kill, at) =>
  kill.at === null
    ? ''
    : ` ${ms(Math.abs(at - kill.at))} ${at < kill.at ? 'before' : 'after'} the kill`;
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

/** Median, p95 and max of `times` (ms) as three cells; dashes when there are none. */
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length
    ? `${latencyCells(sorted)}${num(ms(sorted.at(-1)), 10)}`
    : `${num('-', 10)}${num('-', 10)}${num('-', 10)}`;
}

function countBy(items, keyOf) {
  const counts = new Map();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

/**
 * @typedef {object} BenchRun
 * @property {{ people: number, rate: number, seconds: number }} options
 * @property {number[]} apiPorts
 * @property {Array<{ person: { email: string }, instance: number, arrivals: Map<string, { at: number, replayed: boolean }>, doubles: Array<{ id: string, at: number }>, events: import('./event-streams.mjs').ReconnectingEventStream }>} streams
 * @property {Array<{ token: string, thread: { id: string }, startedAt: number, answeredAt: number, status: string, id: string | null }>} posts
 * @property {Array<{ post: BenchRun['posts'][number], stream: BenchRun['streams'][number] }>} expected
 *   each stream that should see each acknowledged message
 * @property {BenchRun['expected']} lost  those it never saw
 * @property {Map<string, number>} seqOf  the lost messages' places in the stream (from the database)
 * @property {{ at: number | null, pid: number, victim: number }} kill
 * @property {number[]} onInstance  streams opened on each instance
 * @property {{ before: number[], open: number[], after: Array<number | null> }} rss  KB
 * @property {number} openMs
 * @property {number} settledMs
 * @property {Set<string>} texts  every message text the streams saw
 * @property {number} writers
 * @property {string[]} exhausted  writers that ran out of threads to write in
 * @property {string[]} apiLines  the instances' lines on events and errors
 */

/** Prints the run's figures, then the violations; exit code 1 on any (reportViolations). */
export async function reportMessageBench(run, site) {
  const { streams, kill, options } = run;
  console.log(
    `\n== ${streams.length} streams of ${options.people} people, ${run.writers} writers × ${options.rate}/s for ${options.seconds} s${kill.at === null ? '' : ', kill -9 halfway'} (load ${loadavg()[0].toFixed(1)}) ==`,
  );
  printMemory(run);
  printDeliveries(run);
  if (kill.at !== null) printKill(run);
  console.log(`  waited ${seconds(run.settledMs)} after the last POST for the last deliveries`);
  printLosses(run);
  if (run.apiLines.length)
    console.log(
      `\n  the instances logged ${run.apiLines.length} lines on events or errors, e.g.:\n  ${run.apiLines.slice(0, 5).join('\n  ')}`,
    );
  await reportViolations({
    kinds: KINDS,
    violations: violationsOf(run),
    site,
    survivorPort: run.apiPorts[kill.at === null ? 1 : 1 - kill.victim],
  });
}

function printMemory({ apiPorts, onInstance, rss, openMs }) {
  console.log(`  streams opened in ${seconds(openMs)}; per instance: ${onInstance.join(' + ')}`);
  console.log('\n  instance   streams   RSS before   RSS open   per stream   RSS at the end');
  apiPorts.forEach((port, i) => {
    const perStream = (rss.open[i] - rss.before[i]) / onInstance[i];
    console.log(
      `  ${pad(`:${port}`, 9)}${num(onInstance[i], 9)}${num(mb(rss.before[i]), 13)}${num(mb(rss.open[i]), 11)}${num(`${perStream.toFixed(1)} KB`, 13)}${num(rss.after[i] === null ? 'killed' : mb(rss.after[i]), 17)}`,
    );
  });
}

/** Whether the message was posted after the kill. */
const postedAfter = (kill, post) => kill.at !== null && post.startedAt >= kill.at;

function printDeliveries({ streams, posts, expected, lost, kill, texts, exhausted }) {
  const acknowledged = posts.filter((post) => post.id !== null);
  const postOf = new Map(acknowledged.map((post) => [post.id, post]));
  const doubles = streams.flatMap((stream) => stream.doubles);
  const phases =
    kill.at === null
      ? [['all messages', () => true]]
      : [
          ['posted before the kill', (post) => !postedAfter(kill, post)],
          ['posted after the kill', (post) => postedAfter(kill, post)],
        ];
  console.log(`\n  answers to the POSTs: ${describeCounts(countBy(posts, (post) => post.status))}`);
  console.log(
    `  POST to its 201:     ${stats(acknowledged.map((p) => p.answeredAt - p.startedAt))}   (p50, p95, max)`,
  );
  console.log(
    '\n  messages                  posted   acked   expected   received   lost   doubled       p50       p95       max',
  );
  for (const [name, inPhase] of phases) {
    const inThis = expected.filter(({ post }) => inPhase(post));
    const live = inThis.flatMap(({ post, stream }) => {
      const arrival = stream.arrivals.get(post.id);
      return arrival && !arrival.replayed ? [arrival.at - post.startedAt] : [];
    });
    const lostHere = lost.filter(({ post }) => inPhase(post)).length;
    const doubledHere = doubles.filter((d) => inPhase(postOf.get(d.id) ?? { startedAt: d.at }));
    console.log(
      `  ${pad(name, 24)}${num(posts.filter(inPhase).length, 8)}${num(acknowledged.filter(inPhase).length, 8)}${num(inThis.length, 11)}${num(inThis.length - lostHere, 11)}${num(lostHere, 7)}${num(doubledHere.length, 10)}${stats(live)}`,
    );
  }
  const replayed = expected.flatMap(({ post, stream }) => {
    const arrival = stream.arrivals.get(post.id);
    return arrival?.replayed ? [arrival.at - post.startedAt] : [];
  });
  console.log("  (latency of the live deliveries, from the POST's start to the event's arrival)");
  if (replayed.length)
    console.log(`  replayed on reconnect    ${num(replayed.length, 52)}${stats(replayed)}`);
  const cut = posts.filter((post) => post.id === null);
  const delivered = cut.filter((post) => texts.has(`Bench ${post.token}`)).length;
  console.log(
    `  not acknowledged: ${cut.length}, of which stored all the same (delivered to streams): ${delivered}`,
  );
  if (exhausted.length)
    console.log(
      `  writers out of threads (${MESSAGES_PER_THREAD_SIDE} a day each side before a booking): ${exhausted.join(', ')}`,
    );
}

function printKill({ streams, posts, expected, lost, kill, apiPorts, onInstance }) {
  const dropped = streams.filter((s) => s.events.reconnects.length > 0);
  const reconnects = dropped.flatMap((s) => s.events.reconnects);
  const back = reconnects.filter((r) => r.resumedAt !== null);
  const failures = countBy(
    reconnects.flatMap((r) => r.failures),
    (reason) => reason,
  );
  const lastDrop = Math.max(0, ...reconnects.map((r) => r.droppedAt - kill.at));
  console.log(
    `\n  kill -9 of :${apiPorts[kill.victim]} (pid ${kill.pid}) ${seconds(kill.at - (posts[0]?.startedAt ?? kill.at))} into the writing`,
  );
  console.log(
    `  streams dropped: ${dropped.length} (${onInstance[kill.victim]} were on it), back through nginx: ${back.length}; the last drop seen ${ms(lastDrop)} after the kill`,
  );
  console.log(
    `  reconnect, drop to first event:  ${stats(back.map((r) => r.resumedAt - r.droppedAt))}   (p50, p95, max; the server's 2 s retry included)`,
  );
  const reconnected = (stream) => stream.events.reconnects.length > 0;
  const share = (which) =>
    `${lost.filter(({ stream }) => which(stream)).length} lost of ${expected.filter(({ stream }) => which(stream)).length}`;
  console.log(
    `  deliveries to the streams that reconnected: ${share(reconnected)}; to the others: ${share((s) => !reconnected(s))}`,
  );
  console.log(
    `  tries per reconnect: at most ${Math.max(0, ...reconnects.map((r) => r.attempts))}; failed tries: ${describeCounts(failures)}`,
  );
}

/** Each lost message once per person who missed it, with the streams it missed. */
function lostByMessage({ lost }) {
  const groups = new Map();
  for (const { post, stream } of lost) {
    const key = `${post.id} ${stream.person.email}`;
    const group = groups.get(key) ?? { post, person: stream.person, streams: [] };
    group.streams.push(stream);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function printLosses(run) {
  const { kill, apiPorts, seqOf } = run;
  const groups = lostByMessage(run);
  for (const { post, person, streams } of groups.slice(0, 10)) {
    const where = [...new Set(streams.map((s) => `:${apiPorts[s.instance]}`))].join(' and ');
    const reconnected = streams.filter((s) => s.events.reconnects.length > 0).length;
    console.log(
      `  ! message ${seqOf.get(post.id) ?? '?'} (${post.id})${kill.at === null ? '' : `, posted${whenOf(kill, post.startedAt)},`} never reached ${streams.length} streams of ${person.email} (on ${where}${reconnected ? `, ${reconnected} reconnected` : ''})`,
    );
  }
  if (groups.length > 10) console.log(`  ! … and ${groups.length - 10} more`);
}

/** The violations: each lost message once per person (with its streams), each double, each stream left down. */
function violationsOf(run) {
  const { streams, kill, apiPorts } = run;
  const when = (at) => whenOf(kill, at);
  return [
    ...lostByMessage(run).map(({ post, person, streams: missed }) => ({
      kind: KINDS[0],
      detail: `${post.id}, posted${when(post.startedAt)}, to ${missed.length} streams of ${person.email}`,
    })),
    ...streams.flatMap((stream) =>
      stream.doubles.map((double) => ({
        kind: KINDS[1],
        detail: `${double.id} to ${stream.person.email} on :${apiPorts[stream.instance]}, again${when(double.at)}`,
      })),
    ),
    ...streams
      .filter((stream) => stream.events.down)
      .map((stream) => ({ kind: KINDS[2], detail: `a stream of ${stream.person.email}` })),
  ];
}
