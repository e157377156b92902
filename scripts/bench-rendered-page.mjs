// Prints what rendering `/available` per request costs the server (its first screen with the
// API's answer of that moment; decision 008): time to the page's last byte
// for one visitor at a time (median and p95 of --count requests), in English, in Bangla and with
// a search, against `/about` (a page written ahead); then pages per second with --concurrency
// visitors at once for --duration seconds, and how many of those went out as the page written
// ahead because the renderer was busy (its queue holds 8). Figures only, no assertion.
// It starts its own stack on spare ports from the existing builds (run `npm start` or
// `pnpm build` once first), or measures BENCH_URL when that is given.
import { parseArgs } from 'node:util';
import { startBenchStack } from './lib/bench-stack.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '4' },
    duration: { type: 'string', default: '10' },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const durationMs = Number(values.duration) * 1000;

/** One request to its last byte: milliseconds, and whether the screen was rendered for it. */
async function visit(url, headers = {}) {
  const started = performance.now();
  const answer = await fetch(url, { headers });
  const page = await answer.text();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return { ms: performance.now() - started, rendered: page.includes('carzone-route-data') };
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

const stack = await startBenchStack(2700);
try {
  const cases = [
    ['/available', {}],
    ['/available (Bangla)', { Cookie: 'carzone_language=bn' }, '/available'],
    ['/available?q=toyota&sort=priceAsc', {}],
    ['/about (written ahead)', {}, '/about'],
  ];
  console.log(`GET, one at a time, ${count} requests each (after 5 to warm up)`);
  console.log('page                                  median       p95   rendered');
  for (const [label, headers, path = label] of cases) {
    const url = new URL(path, stack.url).href;
    for (let i = 0; i < 5; i += 1) await visit(url, headers);
    const visits = [];
    for (let i = 0; i < count; i += 1) visits.push(await visit(url, headers));
    const times = visits.map((one) => one.ms).sort((a, b) => a - b);
    const rendered = visits.filter((one) => one.rendered).length;
    console.log(
      `${label.padEnd(36)} ${percentile(times, 0.5).toFixed(1).padStart(6)} ms ${percentile(times, 0.95).toFixed(1).padStart(6)} ms   ${rendered}/${count}`,
    );
  }

  const url = new URL('/available', stack.url).href;
  const deadline = performance.now() + durationMs;
  let pages = 0;
  let rendered = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const one = await visit(url);
        pages += 1;
        if (one.rendered) rendered += 1;
      }
    }),
  );
  const seconds = durationMs / 1000;
  console.log(
    `\n/available, ${concurrency} visitors at once for ${seconds} s: ${(pages / seconds).toFixed(1)} pages/s, ` +
      `${rendered} of ${pages} rendered for the request (the rest: the page written ahead)`,
  );
} finally {
  await stack.stop();
}
