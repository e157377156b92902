// Prints how the catalogue holds up at 100,000 cars, on PGlite and on a PostgreSQL server:
//   (a) GET /api/cars: latency (median and p95 of 30 requests, from request to last byte on this
//       machine) and answer size (raw, gzip, brotli) for a common search, a rare one, the default
//       newest page, a price sort, the Top Rated sort (first page and page 50) and a deep page;
//       and Home's GET /api/allCars?limit=6;
//   (b) GET /api/car/:id throughput with autocannon (10 connections), against a bare node:http
//       server answering the same bytes and headers, measured in the same run.
// A total the API estimated (X-Total-Count-Estimated) shows as "~58,000".
// It prints figures and asserts nothing: timings belong to benchmarks, not tests. It builds the
// API and the domain package (skip with --skip-build), seeds its own databases (a temporary PGlite
// folder; a database of its own on BENCH_DATABASE_URL's server, by default
// postgres://postgres@127.0.0.1:5432/postgres) and removes them again, whatever happens.
//
//   node scripts/bench-catalog.mjs [--count 100000] [--duration 10] [--only pglite|postgres]
//                                  [--skip-build]
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedBenchmarkCars } from './seed-benchmark-cars.mjs';
import {
  num,
  onEachDatabase,
  pad,
  percentile,
  runBenchmark,
  sampleGet,
  startBuiltApi,
  startNodeProcess,
  timedGet,
} from './lib/api-bench.mjs';
import { repoRoot } from './lib/workspace.mjs';

const autocannon = createRequire(join(repoRoot, 'package.json'))('autocannon');

const { values: options } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const COUNT = Number(options.count);
const DURATION = Number(options.duration);
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
      `  ${pad(label, 30)}${num(`${raw.headers['x-total-count-estimated'] === 'true' ? '~' : ''}${raw.headers['x-total-count']}`, 8)}${num(cars, 6)}${num(`${percentile(times, 0.5).toFixed(1)} ms`, 10)}${num(`${percentile(times, 0.95).toFixed(1)} ms`, 10)}${num(raw.body.length, 9)}${num(gzip.body.length, 9)}${num(br.body.length, 8)}`,
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

async function benchCarById(base) {
  const [car] = await (await fetch(`${base}/api/cars?limit=1&offset=1000`)).json();
  const url = `${base}/api/car/${car._id}`;
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
  const bareUrl = `http://127.0.0.1:${barePort}/api/car/${car._id}`;
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

async function benchTarget(name, seedDatabase, apiEnv) {
  console.log(`\n== ${name} ==`);
  let started = performance.now();
  const total = await seedBenchmarkCars({ database: seedDatabase, count: COUNT });
  console.log(
    `  seeded ${COUNT} cars (migrations, rows, indexes, ANALYZE) in ${((performance.now() - started) / 1000).toFixed(1)} s; ${total} cars in the database`,
  );
  started = performance.now();
  const api = await startBuiltApi(apiEnv);
  console.log(`  API up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  try {
    await benchLists(api.base);
    console.log('');
    await benchCarById(api.base);
  } finally {
    await api.stop();
  }
}

async function main() {
  if (!Number.isInteger(COUNT) || COUNT < 1100) throw new Error('--count must be at least 1100.');
  if (!(DURATION > 0)) throw new Error('--duration must be a number of seconds.');
  const started = performance.now();
  const [load1] = loadavg();
  console.log(
    `CarZone catalogue benchmark: ${COUNT} cars; Node ${process.version}; load average ${load1.toFixed(2)} (shared machines make figures noisy: compare within one run)`,
  );
  await onEachDatabase({ only: options.only, prefix: 'carzone-bench-catalog' }, benchTarget);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

await runBenchmark(main, { build: !options['skip-build'] });
