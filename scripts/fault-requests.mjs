// Prints what happens to booking requests when everything about them happens at once
// on the production layout's two API instances and one of them is killed with `kill -9` midway:
// renters send requests on dates that partly collide, owners accept and decline some (a few at
// the very moment their renter withdraws, or their deadline passes), renters withdraw some
// (before or after the owner's answer), and the rest are left to expire, on a one-minute window
// (REQUEST_ANSWER_MINUTES=1) and the survivor's 30 s sweep. Then it checks, and prints:
//   - every request ends in exactly one status, the one every 2xx the API gave for it says
//     (withdraw 200: Canceled; decline 200: Declined; accept 200: Confirmed, or Canceled after a
//     withdraw 200; none: Expired); none is left Pending; no answer was given past its deadline;
//   - no two bookings of a car that hold dates (Pending, Confirmed) share a night (SQL);
//   - each event's mails: one to the renter and one to the owner in the outbox (to_address and
//     subject, never twice), none missing for an event the API acknowledged or the sweep applied,
//     none for an event that did not happen; every one sent, and each caught by the staging mail
//     catcher (a copy caught twice is counted apart: a crash after the relay took it may cause one).
//
// It starts the production layout (deploy/lib/production-layout.mjs, staging: the Auth emulator
// and a mail catcher) on a fresh database of its own on the PostgreSQL server (FAULT_DATABASE_URL,
// by default postgres://postgres@127.0.0.1:5432/postgres; dropped at the end). Renters send
// requests for `--seconds`; a third of the way in one API instance is killed. Waiting for the last
// deadlines, the sweep and the outbox takes some three to six minutes more. Figures, not a test;
// it still exits with 1 on any violation. Run `pnpm build` first.
// This file runs the drill; what it checks and prints at the end is lib/request-drill-checks.mjs's.
//
//   node scripts/fault-requests.mjs [--renters 20] [--seconds 30] [--seed 35]
import {
  addCar,
  drillOptions,
  pidListeningOn,
  seededRandom,
  sleep,
  withDatabase,
  withDrillLayout,
} from './lib/fault-drill.mjs';
import { checkRequestDrill } from './lib/request-drill-checks.mjs';
import { dhakaDay, sessionCookie, signUp, signUpRenters } from './lib/renters.mjs';

const options = drillOptions({ renters: 20, seconds: 30, seed: 35 });
const RENTERS = options.renters;
const SECONDS = options.seconds;
const OWNERS = 3;
const CARS_PER_OWNER = 3;
const PORT = 18_900;
/** The answer window the API instances get (REQUEST_ANSWER_MINUTES). */
const ANSWER_MINUTES = 1;
/** Requests start 2 to 61 days ahead and last 1 to 4 nights: 240 distinct ranges per car. */
const FIRST_DAY = 2;
const DAYS = 60;
const MAX_NIGHTS = 4;
/** The sweep runs every 30 s; a deadline is met within that, plus a margin for a busy machine. */
const SWEEP_TIMEOUT_MS = 3 * 60_000;
/** Long enough for a mail claim of the killed instance to run out (2 min) and the retries after. */
const DRAIN_TIMEOUT_MS = 6 * 60_000;

/**
 * Polls `sql` (one row of one count) every 2 s until the count is 0 or `timeoutMs` has passed;
 * answers the last count.
 */
async function untilNoneLeft(query, sql, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await query(sql);
    const left = Object.values(row)[0];
    if (left === 0 || Date.now() > deadline) return left;
    await sleep(2_000);
  }
}

async function main() {
  await withDrillLayout(
    'carzone_fault_requests',
    { port: PORT, env: { REQUEST_ANSWER_MINUTES: String(ANSWER_MINUTES) } },
    drill,
  );
}

async function drill(layout, databaseUrl) {
  const rand = seededRandom(options.seed);
  const site = layout.url.replace(/\/$/, '');
  const emulatorUrl = layout.authEmulatorUrl;
  const run = Date.now().toString(36);
  const query = async (sql, params) =>
    withDatabase(databaseUrl, async (client) => (await client.query(sql, params)).rows);

  // Owners and their cars (each taking requests), renters.
  const owners = [];
  const cars = [];
  for (let o = 0; o < OWNERS; o++) {
    const email = `owner-${run}-${o}@carzone.test`;
    const owner = { email, cookie: await sessionCookie(site, await signUp(emulatorUrl, email)) };
    owners.push(owner);
    for (let c = 0; c < CARS_PER_OWNER; c++) {
      const n = o * CARS_PER_OWNER + c;
      const carModel = `Toyota Axio (request drill ${n})`;
      const id = await addCar(site, owner.cookie, n, { carModel, instantBooking: false });
      // Every range of days of the car, once each, in a shuffled order: two requests never ask
      // for the same nights of a car (so each mail's subject names one request), though many
      // overlap.
      const ranges = [];
      for (let day = 0; day < DAYS; day++)
        for (let nights = 1; nights <= MAX_NIGHTS; nights++) ranges.push([day, nights]);
      for (let i = ranges.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [ranges[i], ranges[j]] = [ranges[j], ranges[i]];
      }
      cars.push({ id, carModel, owner, ranges });
    }
  }
  const renters = await signUpRenters(site, emulatorUrl, run, RENTERS);

  const [victimPort, survivorPort] = layout.apiPorts;
  const victimPid = pidListeningOn(victimPort);
  const started = Date.now();
  const events = [];
  const note = (line) => events.push(`  ${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`);
  let killed = false;

  /** Every request the drill knows of, by id: who sent it, and every answer about it. */
  const requests = new Map();
  const requestOf = (id, fields) => {
    let request = requests.get(id);
    if (!request) requests.set(id, (request = { id, created: null, actions: [], ...fields }));
    return request;
  };
  /** Requests whose POST got no answer or a 5xx: stored or not, nobody was told its id. */
  const unknownCreations = [];
  /** Answers by kind and status, before and after the kill. */
  const tally = { before: new Map(), after: new Map() };
  const count = (kind, status) => {
    const map = tally[killed ? 'after' : 'before'];
    const key = `${kind} ${status}`;
    map.set(key, (map.get(key) ?? 0) + 1);
  };

  async function call(kind, method, path, cookie, body) {
    const sentAt = Date.now();
    let status;
    let answer = null;
    try {
      const response = await fetch(`${site}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        ...(body && { body: JSON.stringify(body) }),
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch {
      status = 'no answer';
    }
    count(kind, status);
    return { kind, status, answer, sentAt, answeredAt: Date.now() };
  }

  /** An action on a request, recorded with its answer. */
  async function act(kind, id, cookie) {
    const path =
      kind === 'withdraw'
        ? `/api/bookings/${id}`
        : `/api/bookings/${id}/${kind === 'accept' ? 'accept' : 'decline'}`;
    const body =
      kind === 'withdraw'
        ? { bookingStatus: 'Canceled' }
        : kind === 'decline'
          ? { reason: 'The car is in the workshop that week.' }
          : undefined;
    const result = await call(kind, kind === 'withdraw' ? 'PATCH' : 'POST', path, cookie, body);
    requestOf(id).actions.push(result);
    return result;
  }

  const scheduled = [];
  const later = (ms, work) => scheduled.push(sleep(Math.max(0, ms)).then(work));

  const killTimer = setTimeout(
    () => {
      process.kill(victimPid, 'SIGKILL');
      killed = true;
      note(`kill -9 of the API instance on port ${victimPort} (pid ${victimPid})`);
    },
    (SECONDS * 1000) / 3,
  );
  const sendDeadline = started + SECONDS * 1000;

  // Renters: a request every few hundred milliseconds, all of them starting at the same moment;
  // a fifth withdrawn within 20 s (before or after the owner's answer), a few at their deadline.
  const renterLoops = renters.map(async (renter) => {
    while (Date.now() < sendDeadline) {
      const open = cars.filter((c) => c.ranges.length > 0);
      if (open.length === 0) break;
      const car = open[Math.floor(rand() * open.length)];
      const [day, nights] = car.ranges.pop();
      const startDate = dhakaDay(FIRST_DAY + day);
      const endDate = dhakaDay(FIRST_DAY + day + nights);
      const result = await call('request', 'POST', '/api/bookings', renter.cookie, {
        carId: car.id,
        startDate,
        endDate,
      });
      if (result.status === 201) {
        const request = requestOf(result.answer._id, { renter, car, startDate, endDate });
        Object.assign(request, { renter, car, startDate, endDate, created: result });
        request.expiresAt = Date.parse(result.answer.expiresAt);
        const roll = rand();
        if (roll < 0.2) later(rand() * 20_000, () => act('withdraw', request.id, renter.cookie));
        else if (roll < 0.25)
          later(Date.parse(result.answer.expiresAt) - Date.now() - 400 + rand() * 800, () =>
            act('withdraw', request.id, renter.cookie),
          );
      } else if (typeof result.status !== 'number' || result.status >= 500) {
        unknownCreations.push({ renter, car, startDate, endDate, result });
      }
      await sleep(200 + rand() * 400);
    }
  });

  // Owners: their Requests page every second; of each new request, about 30 % accepted and 20 %
  // declined within 15 s, 8 % answered at the moment its renter withdraws it, 7 % accepted as its
  // deadline passes, and the rest left to expire.
  const listings = { answers: 0, items: 0, notWaiting: 0 };
  const ownerLoops = owners.map(async (owner) => {
    const seen = new Set();
    while (Date.now() < sendDeadline + 5_000) {
      const listed = await call('list', 'GET', '/api/requests', owner.cookie);
      if (listed.status === 200 && Array.isArray(listed.answer)) {
        listings.answers++;
        for (const item of listed.answer) {
          listings.items++;
          if (item.bookingStatus !== 'Pending' || Date.parse(item.expiresAt) <= listed.sentAt)
            listings.notWaiting++;
          if (seen.has(item._id)) continue;
          seen.add(item._id);
          const request = requestOf(item._id, {
            car: cars.find((car) => car.id === item.carId),
            startDate: item.startDate,
            endDate: item.endDate,
          });
          request.expiresAt ??= Date.parse(item.expiresAt);
          const roll = rand();
          const answer = rand() < 0.5 ? 'accept' : 'decline';
          if (roll < 0.3) later(rand() * 15_000, () => act('accept', item._id, owner.cookie));
          else if (roll < 0.5) later(rand() * 15_000, () => act('decline', item._id, owner.cookie));
          else if (roll < 0.58 && request.renter) {
            const at = rand() * 10_000;
            later(at, () => act(answer, item._id, owner.cookie));
            later(at, () => act('withdraw', item._id, request.renter.cookie));
          } else if (roll < 0.65)
            later(Date.parse(item.expiresAt) - Date.now() - 400 + rand() * 800, () =>
              act('accept', item._id, owner.cookie),
            );
        }
      }
      await sleep(1_000);
    }
  });

  await Promise.all([...renterLoops, ...ownerLoops]);
  note(`renters stop sending; owners stop reading their requests`);
  clearTimeout(killTimer);
  await Promise.all(scheduled);
  note('the last answer is in');

  // The sweep: every request still Pending past its deadline becomes Expired within 30 s.
  const pending = await untilNoneLeft(
    query,
    "SELECT count(*)::int AS pending FROM bookings WHERE booking_status = 'Pending'",
    SWEEP_TIMEOUT_MS,
  );
  note(pending === 0 ? 'no request is Pending any more' : `${pending} still Pending: giving up`);

  // The outbox: every mail sent (the killed instance's claims run out after their lease).
  const waiting = await untilNoneLeft(
    query,
    'SELECT count(*)::int AS waiting FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
    DRAIN_TIMEOUT_MS,
  );
  note(waiting === 0 ? 'the outbox is empty' : `${waiting} mails still waiting: giving up`);

  await checkRequestDrill({
    title: `${RENTERS} renters, ${OWNERS} owners of ${cars.length} cars taking requests, ${SECONDS} s of requests; REQUEST_ANSWER_MINUTES=${ANSWER_MINUTES}`,
    query,
    mailDir: layout.mailDir,
    site,
    survivorPort,
    owners,
    cars,
    requests,
    events,
    tally,
    unknownCreations,
    listings,
    pending,
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
