// Prints how the catalogue holds up at 100,000 cars, on PGlite and on a PostgreSQL server:
//   (a) GET /api/cars: latency (median and p95 of 30 requests, from request to last byte on this
//       machine) and answer size (raw, gzip, brotli) for a common search, a rare one, the default
//       newest page, a price sort, the Top Rated sort (first page and page 50) and a deep page;
//       and Home's GET /api/allCars?limit=6;
//   (b) GET /api/car/:id throughput with autocannon (10 connections), against a bare node:http
//       server answering the same bytes and headers, measured in the same run;
//   (c) with --metrics compare, what the Prometheus metrics cost: GET /api/car/:id
//       throughput of the API with its metrics off (METRICS_PORT=0) and on (scraped every
//       --scrape-every seconds), in alternating rounds (off, on, on, off) on the same database.
// A total the API estimated (X-Total-Count-Estimated) shows as "~58,000".
// It prints figures and asserts nothing: timings belong to benchmarks, not tests. It builds the
// API and the domain package (skip with --skip-build), seeds its own databases (a temporary PGlite
// folder; a database of its own on BENCH_DATABASE_URL's server, by default
// postgres://postgres@127.0.0.1:5432/postgres) and removes them again, whatever happens.
//
//   node scripts/bench-catalog.mjs [--count 100000] [--duration 10] [--only pglite|postgres]
//                                  [--metrics off|on|compare] [--scrape-every 5] [--skip-build]
// --metrics on runs (a) and (b) with the API's metrics served; off (the default) without.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { seedBenchmarkCars } from './seed-benchmark-cars.mjs';
import {
  benchOptions,
  freePort,
  onEachDatabase,
  runBenchmark,
  sampleGet,
  startBuiltApi,
  startNodeProcess,
  timedGet,
} from './lib/api-bench.mjs';
import { latencyCells, num, pad } from './lib/bench-table.mjs';
import { repoRoot } from './lib/workspace.mjs';

const autocannon = createRequire(join(repoRoot, 'package.json'))('autocannon');

const options = benchOptions({
  count: { type: 'string', default: '100000' },
  duration: { type: 'string', default: '10' },
  metrics: { type: 'string', default: 'off' },
  'scrape-every': { type: 'string', default: '5' },
});
const COUNT = Number(options.count);
const DURATION = Number(options.duration);
const METRICS = options.metrics;
const SCRAPE_EVERY_MS = Number(options['scrape-every']) * 1000;
/** Off, on, on, off: a machine growing busier or quieter weighs on both alike. */
const METRICS_ROUNDS = ['off', 'on', 'on', 'off'];
const SAMPLES = 30;
const LIST_CASES = [
  ['common search: q=toyota', '/api/cars?q=toyota'],
  ['rare search: q=rolls-royce', '/api/cars?q=rolls-royce'],
  ['no match: q=tesla', '/api/cars?q=tesla'],
  ['default page (newest)', '/api/cars'],
  ['price sort: sort=priceAsc', '/api/cars?sort=priceAsc'],
  ['rating sort: sort=topRated', '/api/cars?sort=topRated'],
  ['rating sort, page 50: sort=topRated&offset=1176', '/api/cars?sort=topRated&offset=1176'],
  ['deep page: offset=4800', '/api/cars?offset=4800'],
  ["Home's newest 6: /allCars", '/api/allCars?limit=6'],
];

// A bare HTTP server answering every request with the API's bytes and headers: the ceiling
// for what any Node.js HTTP server can do on this machine right now.
const BARE_SERVER = `
import { createServer } from 'node:http';
const body = Buffer.from(process.env.BARE_BODY, 'base64');
const headers = JSON.parse(process.env.BARE_HEADERS);
const server = createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('port', server.address().port));
`;

async function benchLists(base) {
  console.log(
    `  ${pad('GET /api/cars …', 30)}${num('matches', 8)}${num('cars', 6)}${num('median', 10)}${num('p95', 10)}${num('raw B', 9)}${num('gzip B', 9)}${num('br B', 8)}`,
  );
  for (const [label, path] of LIST_CASES) {
    const url = `${base}${path}`;
    const { times } = await sampleGet(url, 'br, gzip', SAMPLES);
    const raw = await timedGet(url, 'identity');
    const gzip = await timedGet(url, 'gzip');
    const br = await timedGet(url, 'br');
    const cars = JSON.parse(raw.body.toString('utf8')).length;
    console.log(
      `  ${pad(label, 30)}${num(`${raw.headers['x-total-count-estimated'] === 'true' ? '~' : ''}${raw.headers['x-total-count']}`, 8)}${num(cars, 6)}${latencyCells(times)}${num(raw.body.length, 9)}${num(gzip.body.length, 9)}${num(br.body.length, 8)}`,
    );
  }
}

async function cannon(url, duration) {
  const result = await autocannon({ url, connections: 10, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The car the throughput runs read: the same one in every run. */
async function carUrlOf(base) {
  const [car] = await (await fetch(`${base}/api/cars?limit=1&offset=1000`)).json();
  return `${base}/api/car/${car._id}`;
}

async function benchCarById(base) {
  const url = await carUrlOf(base);
  const carPath = new URL(url).pathname;
  const answer = await timedGet(url);
  // The API's own headers, less those Node's http server writes itself.
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );
  const bare = startNodeProcess(['--input-type=module', '-e', BARE_SERVER], {
    BARE_BODY: answer.body.toString('base64'),
    BARE_HEADERS: JSON.stringify(headers),
  });
  const barePort = await new Promise((resolve, reject) => {
    bare.child.stdout.on('data', (chunk) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    bare.exited.then(() => reject(new Error(`bare server exited: ${bare.output.join('')}`)));
  });
  const bareUrl = `http://127.0.0.1:${barePort}${carPath}`;
  const bareAnswer = await timedGet(bareUrl);
  if (!bareAnswer.body.equals(answer.body)) throw new Error('the bare server answers other bytes');

  await cannon(url, 2); // warm-up: JIT, the pool's connections, the prepared statement
  await cannon(bareUrl, 1);
  const bareResult = await cannon(bareUrl, DURATION);
  const apiResult = await cannon(url, DURATION);
  await bare.stop();

  console.log(
    `  GET /api/car/:id, ${answer.body.length} B JSON, 10 connections, ${DURATION} s each (headers: ${Object.keys(headers).join(', ')})`,
  );
  for (const [label, result] of [
    ['bare node:http', bareResult],
    ['CarZone API', apiResult],
  ]) {
    console.log(
      `  ${pad(label, 16)}${num(Math.round(result.rps), 7)} req/s   latency p50 ${result.p50} ms, p99 ${result.p99} ms${result.failures ? `, ${result.failures} failed` : ''}`,
    );
  }
  console.log(`  ratio API / bare: ${(apiResult.rps / bareResult.rps).toFixed(2)}×`);
}

/** An API with its metrics served on a free port, or none; and what scraped them meanwhile. */
async function startApiWithMetrics(apiEnv, metrics) {
  const metricsPort = metrics === 'on' ? await freePort() : 0;
  const api = await startBuiltApi({ ...apiEnv, METRICS_PORT: String(metricsPort) });
  let scrapes = 0;
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
    await response.text();
    scrapes++;
  };
  if (metricsPort) await scrape();
  const scraper = metricsPort
    ? setInterval(
        () => void scrape().catch((error) => console.error(error.message)),
        SCRAPE_EVERY_MS,
      )
    : undefined;
  return {
    ...api,
    scrapes: () => scrapes,
    stop: async () => {
      clearInterval(scraper);
      await api.stop();
    },
  };
}

async function benchMetricsCost(apiEnv) {
  console.log(
    `  GET /api/car/:id with the metrics off and on (scraped every ${SCRAPE_EVERY_MS / 1000} s), 10 connections, ${DURATION} s each`,
  );
  const rps = { off: [], on: [] };
  for (const metrics of METRICS_ROUNDS) {
    const api = await startApiWithMetrics(apiEnv, metrics);
    try {
      const url = await carUrlOf(api.base);
      await cannon(url, 2); // warm-up
      const result = await cannon(url, DURATION);
      rps[metrics].push(result.rps);
      console.log(
        `  metrics ${pad(metrics, 4)}${num(Math.round(result.rps), 7)} req/s   latency p50 ${result.p50} ms, p99 ${result.p99} ms${result.failures ? `, ${result.failures} failed` : ''}${metrics === 'on' ? `, ${api.scrapes()} scrapes` : ''}`,
      );
    } finally {
      await api.stop();
    }
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio = mean(rps.on) / mean(rps.off);
  console.log(
    `  metrics on / off: ${ratio.toFixed(3)}× (${Math.abs((1 - ratio) * 100).toFixed(1)} % ${ratio <= 1 ? 'fewer' : 'more'} requests a second)`,
  );
}

async function benchTarget(name, seedDatabase, apiEnv) {
  console.log(`\n== ${name} ==`);
  let started = performance.now();
  const total = await seedBenchmarkCars({ database: seedDatabase, count: COUNT });
  console.log(
    `  seeded ${COUNT} cars (migrations, rows, indexes, ANALYZE) in ${((performance.now() - started) / 1000).toFixed(1)} s; ${total} cars in the database`,
  );
  started = performance.now();
  const api = await startApiWithMetrics(apiEnv, METRICS === 'on' ? 'on' : 'off');
  console.log(`  API up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  try {
    await benchLists(api.base);
    console.log('');
    await benchCarById(api.base);
  } finally {
    await api.stop();
  }
  if (METRICS === 'compare') {
    console.log('');
    await benchMetricsCost(apiEnv);
  }
}

async function main() {
  if (!Number.isInteger(COUNT) || COUNT < 1100) throw new Error('--count must be at least 1100.');
  if (!(DURATION > 0)) throw new Error('--duration must be a number of seconds.');
  if (!['off', 'on', 'compare'].includes(METRICS))
    throw new Error('--metrics must be off, on or compare.');
  if (!(SCRAPE_EVERY_MS > 0)) throw new Error('--scrape-every must be a number of seconds.');
  const started = performance.now();
  const [load1] = loadavg();
  console.log(
    `CarZone catalogue benchmark: ${COUNT} cars; Node ${process.version}; load average ${load1.toFixed(2)} (shared machines make figures noisy: compare within one run)`,
  );
  await onEachDatabase({ only: options.only, prefix: 'carzone-bench-catalog' }, benchTarget);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

await runBenchmark(main, { build: !options['skip-build'] });
