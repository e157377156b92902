// Prints how fast the booking dialog's price lines come (`GET /api/car/:id/quote`) under
// 20 callers at once: 20,000 cars with mixed offers (most with a driver, some self-drive), each
// caller asking for trips of different cars, lengths and destinations, one after another.
// Median and p95 of every answer, and answers per second. The callers are autocannon's 20
// connections (keep-alive, as a browser's): Node's own fetch costs about as much CPU per request
// as the quote does, so on a 2-core machine a fetch client measured mostly itself (the first runs
// of this script: p95 120–175 ms at ~400 answers/s, for a server that answers 3,500/s). It
// prints figures and asserts nothing.
// It builds the API (skip with --skip-build), seeds its own databases and removes them again, as
// scripts/bench-catalog.mjs does.
//
//   node scripts/bench-quote.mjs [--cars 20000] [--callers 20] [--requests 500]
//        [--only pglite|postgres] [--skip-build]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { seedBenchmarkCars } from './seed-benchmark-cars.mjs';
import { benchOptions, onEachDatabase, runBenchmark, startBuiltApi } from './lib/api-bench.mjs';
import { num, percentile } from './lib/bench-table.mjs';
import { repoRoot } from './lib/workspace.mjs';

const autocannon = createRequire(join(repoRoot, 'package.json'))('autocannon');

const options = benchOptions({
  cars: { type: 'string', default: '20000' },
  callers: { type: 'string', default: '20' },
  requests: { type: 'string', default: '500' },
});
const CARS = Number(options.cars);
const CALLERS = Number(options.callers);
const REQUESTS = Number(options.requests);
const DESTINATIONS = ['dhaka', 'coxs-bazar', 'sylhet', 'rajshahi'];

/** YYYY-MM-DD, `days` after today in Dhaka. */
const dhakaDay = (days) =>
  new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The quote addresses the callers take turns on: cars with a driver, trips of 1 to 7 days. */
async function quoteAddresses(base) {
  const cars = await (await fetch(`${base}/api/cars?driver=with&limit=60`)).json();
  return cars.map((car, index) => {
    const days = 1 + (index % 7);
    const destination = DESTINATIONS[index % DESTINATIONS.length];
    return `${base}/api/car/${car._id}/quote?from=${dhakaDay(3)}&to=${dhakaDay(3 + days)}&withDriver=true&destination=${destination}`;
  });
}

async function benchTarget(name, database, apiEnv) {
  console.log(`\n== ${name} ==`);
  let started = performance.now();
  await seedBenchmarkCars({ database, count: CARS, mixedRules: true });
  console.log(`  seeded ${CARS} cars in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const api = await startBuiltApi(apiEnv);
  try {
    const addresses = await quoteAddresses(api.base);
    // Warm up: each address once.
    for (const address of addresses) await (await fetch(address)).arrayBuffer();
    const times = [];
    let failures = 0;
    started = performance.now();
    const paths = addresses.map((address) => ({
      method: 'GET',
      path: new URL(address).pathname + new URL(address).search,
    }));
    const run = autocannon({
      url: api.base,
      connections: CALLERS,
      amount: CALLERS * REQUESTS,
      requests: paths,
    });
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode > 299) failures += 1;
    });
    await run;
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `  ${CALLERS} callers × ${REQUESTS} quotes: median ${num(percentile(times, 0.5).toFixed(1), 6)} ms, p95 ${num(percentile(times, 0.95).toFixed(1), 6)} ms, ${(times.length / seconds).toFixed(0)} answers/s, ${failures} not 2xx`,
    );
  } finally {
    await api.stop();
  }
}

await runBenchmark(
  async () => {
    console.log(
      `CarZone quote benchmark: ${CARS} cars, ${CALLERS} callers; Node ${process.version}`,
    );
    await onEachDatabase({ only: options.only, prefix: 'carzone-bench-quote' }, benchTarget);
  },
  { build: !options['skip-build'] },
);
