// Prints how the sign-in limits treat a carrier-grade NAT address: `--accounts` distinct people
// (200 by default) all signing in from one public address within a minute, against the built API
// with its DEFAULT rate limits. Every one of them must get a session. Then it sends forged tokens
// from the same address until the refused-sign-in limit answers 429, and signs one more real
// person in from that address, who must still get a session.
//
// It starts the Firebase Auth emulator on spare ports and the built API (api/dist/main.js) on
// PGlite or the PostgreSQL server (BENCH_DATABASE_URL, by default postgres://postgres@127.0.0.1:5432),
// each on a database of its own made for the run and removed again. The address is played by
// X-Forwarded-For, which the API trusts from 127.0.0.1 as it trusts nginx in production.
//
// Figures, not a test (api/src/rate-limits/rate-limits.test.ts holds the rules); it still exits
// with 1 when someone was refused, so a script can notice.
//
//   node scripts/bench-carrier-sign-in.mjs [--accounts 200] [--only pglite|postgres] [--skip-build]
import {
  benchOptions,
  mapLimit,
  onEachDatabase,
  runBenchmark,
  startBenchEmulator,
  startBuiltApi,
} from './lib/api-bench.mjs';
import { signUp } from './lib/renters.mjs';

const options = benchOptions({
  accounts: { type: 'string', default: '200' },
});
const ACCOUNTS = Number(options.accounts);
/** One of Grameenphone's public ranges stands for the carrier's shared address. */
const CARRIER_ADDRESS = '103.230.104.1';
/** Sign-ins in flight at once: people arrive spread over the minute, not in one packet. */
const CONCURRENCY = 20;

function signIn(base, idToken) {
  return fetch(`${base}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CARRIER_ADDRESS },
    body: JSON.stringify({ idToken }),
  });
}

const tally = (statuses) =>
  statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

async function crowd(label, emulator, apiEnv) {
  console.log(`\n== ${label} ==`);
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const api = await startBuiltApi({ ...apiEnv, ...emulator.apiEnv });
  try {
    const emails = Array.from(
      { length: ACCOUNTS + 1 },
      (_, i) => `carrier-${run}-${i}@carzone.test`,
    );
    const tokens = await mapLimit(emails, CONCURRENCY, (email) => signUp(emulator.url, email));
    const latecomer = tokens.pop();

    const started = performance.now();
    const statuses = await mapLimit(tokens, CONCURRENCY, async (idToken) => {
      const response = await signIn(api.base, idToken);
      const gotSession = response.headers
        .getSetCookie()
        .some((cookie) => cookie.startsWith('session='));
      return response.status === 200 && gotSession ? 'session' : response.status;
    });
    const seconds = (performance.now() - started) / 1000;
    const sessions = statuses.filter((status) => status === 'session').length;
    console.log(
      `  ${ACCOUNTS} distinct accounts signed in from ${CARRIER_ADDRESS} in ${seconds.toFixed(1)} s`,
    );
    console.log(`  got a session: ${String(sessions).padStart(4)}   (must be ${ACCOUNTS})`);
    const refused = statuses.filter((status) => status !== 'session');
    if (refused.length) console.log(`  refused:       ${JSON.stringify(tally(refused))}`);

    const forged = [];
    for (let attempt = 0; attempt < 200 && !forged.includes(429); attempt++)
      forged.push((await signIn(api.base, `forged.${attempt}.token`)).status);
    const answered401 = forged.filter((status) => status === 401).length;
    console.log(
      `  forged tokens from the same address: ${answered401} answered 401, then ${forged.includes(429) ? '429 (limited)' : 'never limited'}`,
    );
    const latecomerStatus = (await signIn(api.base, latecomer)).status;
    console.log(
      `  a real person signing in from that address afterwards: ${latecomerStatus} (must be 200)`,
    );
    if (sessions !== ACCOUNTS || latecomerStatus !== 200 || !forged.includes(429))
      process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

async function main() {
  if (!Number.isInteger(ACCOUNTS) || ACCOUNTS < 1)
    throw new Error('--accounts must be at least 1.');
  const emulator = await startBenchEmulator();
  console.log(
    `CarZone sign-in behind one carrier address: ${ACCOUNTS} accounts, default rate limits; Node ${process.version}`,
  );
  await onEachDatabase(
    { only: options.only, prefix: 'carzone-bench-carrier' },
    (label, _database, apiEnv) => crowd(label, emulator, apiEnv),
  );
}

await runBenchmark(main, { build: !options['skip-build'] });
