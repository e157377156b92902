// Prints what happens to bookings when one of the two API instances of the production layout is
// killed with `kill -9` while renters are booking through nginx: how many bookings were
// acknowledged (201), whether every acknowledged booking is in the database afterwards (must be
// all), whether any booking was stored twice (must be none), and how the site answered after the
// kill (the other instance must keep answering).
//
// It starts the production layout (deploy/lib/production-layout.mjs, staging: the Auth emulator)
// on a fresh database of its own on the PostgreSQL server (FAULT_DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/postgres; dropped at the end), lets an owner list a few cars
// through the API, signs up `--renters` renters, and has each one book nights one after another
// (each booking on its own nights, so every one of them should succeed) for `--seconds`; a third
// of the way in it kills one instance with SIGKILL. Then it prints what the layout's Prometheus
// saw: CarZoneApiInstanceDown pending, then firing (its `for` is a minute), and clearing once the
// instance is started again, as a supervisor would. Everything it started is stopped again.
// Figures, not a test; it still exits with 1 when an acknowledged booking is missing or doubled,
// or when the alert does not fire or clear. Run `pnpm build` first (and install Debian's
// prometheus for the alert's part).
//
//   node scripts/fault-kill-api-instance.mjs [--renters 20] [--seconds 12]
import {
  carsOfNewOwner,
  describeCounts,
  drillOptions,
  pidListeningOn,
  withDatabase,
  withDrillLayout,
} from './lib/fault-drill.mjs';
import { whenAlertIs } from './lib/drill-prometheus.mjs';
import { bookInTurns, postBooking, signUpRenters } from './lib/renters.mjs';

const options = drillOptions({ renters: 20, seconds: 12 });
const RENTERS = options.renters;
const SECONDS = options.seconds;
const CARS = 5;
const PORT = 18_700;
const DOWN_ALERT = 'CarZoneApiInstanceDown';

async function main() {
  await withDrillLayout('carzone_fault', { port: PORT }, drill);
}

async function drill(layout, databaseUrl) {
  const site = layout.url.replace(/\/$/, '');
  const emulatorUrl = layout.authEmulatorUrl;
  const run = Date.now().toString(36);
  const cars = await carsOfNewOwner(site, emulatorUrl, run, CARS);
  const renters = await signUpRenters(site, emulatorUrl, run, RENTERS);

  const [victimPort, survivorPort] = layout.apiPorts;
  const victimPid = pidListeningOn(victimPort);
  const acknowledged = [];
  const answers = { before: new Map(), after: new Map() };
  let killed = false;
  let killedAt = 0;
  const count = (phase, key) => answers[phase].set(key, (answers[phase].get(key) ?? 0) + 1);

  const deadline = Date.now() + SECONDS * 1000;
  setTimeout(
    () => {
      process.kill(victimPid, 'SIGKILL');
      killed = true;
      killedAt = Date.now();
      console.log(`  kill -9 of the instance on port ${victimPort} (pid ${victimPid})`);
    },
    (SECONDS * 1000) / 3,
  );
  await bookInTurns({ renters, cars, deadline }, async (renter, booking) => {
    const phase = killed ? 'after' : 'before';
    let status;
    try {
      const response = await postBooking(site, renter.cookie, booking);
      status = String(response.status);
      const answer = await response.json().catch(() => ({}));
      if (response.status === 201) acknowledged.push(answer._id);
    } catch {
      status = 'no answer';
    }
    count(phase, status);
  });

  const stored = await withDatabase(
    databaseUrl,
    async (client) =>
      (await client.query('SELECT id, booker_email, car_id, start_date, end_date FROM bookings'))
        .rows,
  );
  const storedIds = new Set(stored.map((row) => row.id));
  const missing = acknowledged.filter((id) => !storedIds.has(id));
  const keys = stored.map((row) => `${row.booker_email}|${row.car_id}|${row.start_date}`);
  const doubled = keys.length - new Set(keys).size;
  const health = await fetch(`${site}/api/health`).then((response) => response.status);
  const survivor = await fetch(`http://127.0.0.1:${survivorPort}/api/health`).then(
    (response) => response.status,
  );

  console.log(`\n== ${RENTERS} renters booking through nginx for ${SECONDS} s ==`);
  console.log(`  answers before the kill:  ${describeCounts(answers.before)}`);
  console.log(`  answers after the kill:   ${describeCounts(answers.after)}`);
  console.log(`  acknowledged (201):       ${acknowledged.length}`);
  console.log(`  stored in the database:   ${stored.length}`);
  console.log(`  acknowledged but missing: ${missing.length}   (must be 0)`);
  console.log(`  stored twice:             ${doubled}   (must be 0)`);
  console.log(
    `  stored, not acknowledged: ${stored.length - acknowledged.length + missing.length}   (answered 502 as the instance died)`,
  );
  console.log(`  site /api/health after:   ${health}; surviving instance: ${survivor}`);
  const created = answers.after.get('201') ?? 0;
  console.log(`  bookings made after the kill: ${created}   (must be > 0)`);
  if (missing.length > 0 || doubled > 0 || created === 0 || health !== 200) process.exitCode = 1;

  if (!layout.prometheusUrl) {
    console.log('\n  No Prometheus (apt-get install prometheus): the alert was not watched.');
    return;
  }
  // What the operators would have seen: the instance's down alert, then its clearing once
  // the instance is back.
  const since = (time) => (time === null ? 'never' : `${((time - killedAt) / 1000).toFixed(0)} s`);
  const pendingAt = await whenAlertIs(layout.prometheusUrl, DOWN_ALERT, 'pending', 60_000);
  const firingAt = await whenAlertIs(layout.prometheusUrl, DOWN_ALERT, 'firing', 120_000);
  const restartedAt = Date.now();
  await layout.restartApiInstance(0);
  const clearedAt = await whenAlertIs(layout.prometheusUrl, DOWN_ALERT, 'inactive', 60_000);
  console.log(`\n== What Prometheus saw (${layout.prometheusUrl}, scraping every 5 s) ==`);
  console.log(`  ${DOWN_ALERT} pending:  ${since(pendingAt)} after the kill`);
  console.log(`  ${DOWN_ALERT} firing:   ${since(firingAt)} after the kill   (its for: 1m)`);
  console.log(`  instance started again: ${since(restartedAt)} after the kill`);
  console.log(`  ${DOWN_ALERT} cleared:  ${since(clearedAt)} after the kill`);
  if (firingAt === null || clearedAt === null) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
