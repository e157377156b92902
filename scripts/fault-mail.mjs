// Prints whether booking e-mails survive faults: renters book through nginx on the production
// layout (staging: the Auth emulator, two API instances on a PostgreSQL database of the drill's
// own) while one API instance is killed with `kill -9` and the SMTP relay (a mail catcher on a
// port of the drill's own) is stopped for a while and started again. Then it waits for the
// outbox to drain and prints the mails expected (two for every stored booking), delivered,
// missing (must be 0) and doubled (delivered more than once; a crash between the relay's
// acceptance and the outbox's "sent" may cause one, with the same Message-ID). Last, what the
// layout's Prometheus saw meanwhile: the age of the oldest unsent mail, rising while the relay is
// down and falling to 0 once the outbox drains (what CarZoneMailOutboxStuck watches).
// Figures, not a test; it exits with 1 when a mail is missing. Run `pnpm build` first.
//
//   node scripts/fault-mail.mjs [--renters 10] [--seconds 12] [--relay-down 20]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCaughtMails, startMailCatcher } from '@carzone/mail-catcher';
import {
  carsOfNewOwner,
  drillOptions,
  pidListeningOn,
  sleep,
  withDatabase,
  withDrillLayout,
} from './lib/fault-drill.mjs';
import { queryRange } from './lib/drill-prometheus.mjs';
import { bookInTurns, postBooking, signUpRenters } from './lib/renters.mjs';

const options = drillOptions({ renters: 10, seconds: 12, 'relay-down': 20 });
const RENTERS = options.renters;
const SECONDS = options.seconds;
const RELAY_DOWN_SECONDS = options['relay-down'];
const CARS = 5;
const PORT = 18_800;
const SMTP_PORT = PORT + 60;
/** Long enough for a claim of the killed instance to run out (2 min) and the retries after it. */
const DRAIN_TIMEOUT_MS = 6 * 60_000;

async function main() {
  const mailDir = mkdtempSync(join(tmpdir(), 'carzone-fault-mail-'));
  const relay = {
    catcher: await startMailCatcher({ mailDir, smtpPort: SMTP_PORT, pagePort: null }),
  };
  try {
    await withDrillLayout(
      'carzone_fault_mail',
      {
        port: PORT,
        env: { SMTP_URL: relay.catcher.smtpUrl, MAIL_FROM: 'CarZone <bookings@carzone.test>' },
      },
      (layout, databaseUrl) => drill(layout, databaseUrl, mailDir, relay),
    );
  } finally {
    await relay.catcher.stop().catch(() => {});
    rmSync(mailDir, { recursive: true, force: true });
  }
}

async function drill(layout, databaseUrl, mailDir, relay) {
  const site = layout.url.replace(/\/$/, '');
  const run = Date.now().toString(36);
  const cars = await carsOfNewOwner(site, layout.authEmulatorUrl, run, CARS);
  const renters = await signUpRenters(site, layout.authEmulatorUrl, run, RENTERS);

  const [victimPort] = layout.apiPorts;
  const victimPid = pidListeningOn(victimPort);
  const started = Date.now();
  const events = [];
  const note = (line) => events.push(`  ${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`);
  const timers = [
    setTimeout(
      () => {
        process.kill(victimPid, 'SIGKILL');
        note(`kill -9 of the API instance on port ${victimPort}`);
      },
      (SECONDS * 1000) / 2,
    ),
    setTimeout(
      async () => {
        await relay.catcher.stop();
        note(`the SMTP relay stops for ${RELAY_DOWN_SECONDS} s`);
        await sleep(RELAY_DOWN_SECONDS * 1000);
        relay.catcher = await startMailCatcher({ mailDir, smtpPort: SMTP_PORT, pagePort: null });
        note('the SMTP relay is back');
      },
      (SECONDS * 1000) / 4,
    ),
  ];
  let acknowledged = 0;
  const deadline = started + SECONDS * 1000;
  await bookInTurns({ renters, cars, deadline }, async (renter, booking) => {
    const response = await postBooking(site, renter.cookie, booking).catch(() => null);
    if (response?.status === 201) acknowledged++;
  });
  // The relay's outage may outlast the bookings.
  await sleep(Math.max(0, started + (SECONDS / 4 + RELAY_DOWN_SECONDS) * 1000 + 500 - Date.now()));
  timers.forEach(clearTimeout);

  const query = (sql) =>
    withDatabase(databaseUrl, async (client) => (await client.query(sql)).rows);
  const [{ stored }] = await query('SELECT count(*)::int AS stored FROM bookings');
  const expected = new Set(
    (await query('SELECT message_id FROM mail_outbox')).map((row) => row.message_id),
  );
  let delivered = new Map();
  const drainDeadline = Date.now() + DRAIN_TIMEOUT_MS;
  do {
    await sleep(2_000);
    delivered = new Map();
    for (const mail of await readCaughtMails(mailDir))
      delivered.set(mail.messageId, (delivered.get(mail.messageId) ?? 0) + 1);
  } while ([...expected].some((id) => !delivered.has(id)) && Date.now() < drainDeadline);

  const missing = [...expected].filter((id) => !delivered.has(id)).length;
  const doubled = [...delivered.values()].filter((times) => times > 1).length;
  const [{ retried, given_up: givenUp }] = await query(
    `SELECT count(*) FILTER (WHERE attempts > 1)::int AS retried,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS given_up FROM mail_outbox`,
  );
  console.log(`\n== ${RENTERS} renters booking through nginx for ${SECONDS} s ==`);
  console.log(events.join('\n'));
  console.log(`  bookings acknowledged (201): ${acknowledged}; stored: ${stored}`);
  console.log(`  mails expected (2 per stored booking): ${stored * 2}; queued: ${expected.size}`);
  console.log(`  delivered:  ${[...expected].filter((id) => delivered.has(id)).length}`);
  console.log(`  missing:    ${missing}   (must be 0)`);
  console.log(`  doubled:    ${doubled}   (a crash after the relay took a mail may cause one)`);
  console.log(`  sent after a retry: ${retried}; given up: ${givenUp}`);
  const waited = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    missing === 0
      ? `  every mail delivered ${waited} s after the first booking`
      : `  stopped waiting ${waited} s after the first booking`,
  );
  if (missing > 0 || expected.size !== stored * 2) process.exitCode = 1;
  if (layout.prometheusUrl) await printOutboxAge(layout.prometheusUrl, started);
  else
    console.log('\n  No Prometheus (apt-get install prometheus): the outbox age was not watched.');
}

/** The oldest unsent mail's age over the drill, as Prometheus scraped it (every 5 s). */
async function printOutboxAge(prometheusUrl, started) {
  // One more scrape, so the drained outbox's 0 is in.
  await sleep(6_000);
  const ages = await queryRange(prometheusUrl, 'max(carzone_mail_outbox_oldest_unsent_seconds)', {
    startMs: started,
    endMs: Date.now(),
    stepSeconds: 5,
  });
  const peak = ages.reduce(
    (highest, sample) => (sample[1] > highest[1] ? sample : highest),
    [0, 0],
  );
  const drained = ages.find(([time, age]) => time > peak[0] && age === 0);
  console.log(`\n== What Prometheus saw (${prometheusUrl}, scraping every 5 s) ==`);
  console.log(
    '  max(carzone_mail_outbox_oldest_unsent_seconds), every 5 s from the first booking:',
  );
  console.log(`  ${ages.map(([time, age]) => `${time} s: ${Math.round(age)}`).join(', ')}`);
  console.log(
    `  rose to ${Math.round(peak[1])} s at ${peak[0]} s; back to 0 ${drained ? `at ${drained[0]} s` : 'not yet'}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
