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
//
//   node scripts/fault-requests.mjs [--renters 20] [--seconds 30] [--seed 35]
import { readCaughtMails } from '@carzone/mail-catcher';
import {
  addCar,
  drillOptions,
  pidListeningOn,
  reportViolations,
  startDrillLayout,
  withDatabase,
  withDrillDatabase,
} from './lib/fault-drill.mjs';
import { dhakaDay, sessionCookie, signUp } from './lib/renters.mjs';

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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small seeded generator (mulberry32), so two runs with one seed make the same choices. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The mail subjects' openings (api/src/mail/booking-mail-words.ts), per person, per event. */
const SUBJECTS = {
  requested: { renter: 'Booking request sent', owner: 'New booking request' },
  accepted: { renter: 'Booking request accepted', owner: 'Booking request accepted' },
  declined: { renter: 'Booking request declined', owner: 'Booking request declined' },
  withdrawn: { renter: 'Booking request withdrawn', owner: 'Booking request withdrawn' },
  canceled: { renter: 'Booking canceled', owner: 'Booking canceled' },
  expired: { renter: 'Booking request expired', owner: 'Booking request expired' },
};

async function main() {
  await withDrillDatabase('carzone_fault_requests', async (databaseUrl) => {
    const layout = await startDrillLayout({
      port: PORT,
      databaseUrl,
      env: { REQUEST_ANSWER_MINUTES: String(ANSWER_MINUTES) },
    });
    try {
      await drill(layout, databaseUrl);
    } finally {
      await layout.stop();
    }
  });
}

async function drill(layout, databaseUrl) {
  const rand = random(options.seed);
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
  const renters = [];
  for (let i = 0; i < RENTERS; i++) {
    const email = `renter-${run}-${i}@carzone.test`;
    renters.push({ email, cookie: await sessionCookie(site, await signUp(emulatorUrl, email)) });
  }

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
  const sweepDeadline = Date.now() + SWEEP_TIMEOUT_MS;
  let pending;
  for (;;) {
    [{ pending }] = await query(
      "SELECT count(*)::int AS pending FROM bookings WHERE booking_status = 'Pending'",
    );
    if (pending === 0 || Date.now() > sweepDeadline) break;
    await sleep(2_000);
  }
  note(pending === 0 ? 'no request is Pending any more' : `${pending} still Pending: giving up`);

  // The outbox: every mail sent (the killed instance's claims run out after their lease).
  const drainDeadline = Date.now() + DRAIN_TIMEOUT_MS;
  let waiting;
  for (;;) {
    [{ waiting }] = await query(
      'SELECT count(*)::int AS waiting FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
    );
    if (waiting === 0 || Date.now() > drainDeadline) break;
    await sleep(2_000);
  }
  note(waiting === 0 ? 'the outbox is empty' : `${waiting} mails still waiting: giving up`);

  const rows = await query(
    `SELECT id, car_id, start_date::text AS start_date, end_date::text AS end_date,
            booking_status, booker_email, canceled_by, expires_at
     FROM bookings ORDER BY created_at`,
  );
  const overlaps = await query(
    `SELECT a.id AS first, b.id AS second, a.car_id
     FROM bookings a JOIN bookings b ON a.car_id = b.car_id AND a.id < b.id
     WHERE a.booking_status IN ('Pending', 'Confirmed') AND b.booking_status IN ('Pending', 'Confirmed')
       AND daterange(a.start_date, a.end_date) && daterange(b.start_date, b.end_date)`,
  );
  const outbox = await query(
    'SELECT message_id, to_address, subject, sent_at, failed_at, attempts FROM mail_outbox',
  );
  const caught = new Map();
  for (const mail of await readCaughtMails(layout.mailDir))
    caught.set(mail.messageId, (caught.get(mail.messageId) ?? 0) + 1);

  const violations = [];
  const violation = (kind, detail) => violations.push({ kind, detail });

  // Statuses: each row against the answers the API gave about it.
  const expectedOf = {
    accept: 'Confirmed',
    decline: 'Declined',
    withdraw: 'Canceled',
  };
  const finals = new Map();
  const byRange = new Map();
  const carById = new Map(cars.map((car) => [car.id, car]));
  const rowIds = new Set();
  for (const row of rows) {
    rowIds.add(row.id);
    finals.set(row.booking_status, (finals.get(row.booking_status) ?? 0) + 1);
    const car = carById.get(row.car_id);
    byRange.set(`${car.carModel}|${row.start_date}|${row.end_date}`, row);
    const request = requests.get(row.id) ?? { actions: [], created: null };
    row.request = request;
    const ok = (kind) => request.actions.filter((a) => a.kind === kind && a.status === 200);
    const maybe = (kind) =>
      request.actions.some(
        (a) => a.kind === kind && (typeof a.status !== 'number' || a.status >= 500),
      );
    for (const a of request.actions.filter((a) => a.status === 200))
      if (a.answer?.bookingStatus !== expectedOf[a.kind])
        violation(
          'a 200 saying another status',
          `${row.id}: ${a.kind} answered ${a.answer?.bookingStatus}`,
        );
    const [accepted, declined, withdrawn] = ['accept', 'decline', 'withdraw'].map(
      (kind) => ok(kind).length > 0,
    );
    // Answered with 200 though sent after the deadline (the request was Expired by then).
    const deadline = request.expiresAt ?? Infinity;
    for (const a of request.actions)
      if (
        a.status === 200 &&
        a.sentAt > deadline &&
        !(a.kind === 'withdraw' && (accepted || maybe('accept')))
      )
        violation(
          'answered past its deadline',
          `${row.id}: ${a.kind} sent ${a.sentAt - deadline} ms late`,
        );
    let allowed;
    if (accepted && declined) {
      violation('two answers acknowledged', `${row.id}: accept 200 and decline 200`);
      allowed = [];
    } else if (declined && withdrawn) {
      violation('two answers acknowledged', `${row.id}: decline 200 and withdraw 200`);
      allowed = [];
    } else if (withdrawn) allowed = ['Canceled'];
    else if (declined) allowed = ['Declined'];
    else if (accepted) allowed = ['Confirmed', ...(maybe('withdraw') ? ['Canceled'] : [])];
    else
      allowed = [
        'Expired',
        ...(maybe('accept') ? ['Confirmed'] : []),
        ...(maybe('decline') ? ['Declined'] : []),
        ...(maybe('withdraw') ? ['Canceled'] : []),
      ];
    row.allowed = allowed;
    row.accepted = accepted;
    if (allowed.length && !allowed.includes(row.booking_status))
      violation(
        'status disagrees with the API',
        `${row.id} is ${row.booking_status}; its 2xx answers: ${
          request.actions
            .filter((a) => a.status === 200)
            .map((a) => a.kind)
            .join(', ') || 'none'
        } (allowed: ${allowed.join(' or ')})`,
      );
  }
  for (const request of requests.values())
    if (request.created && !rowIds.has(request.id))
      violation('acknowledged request missing', request.id);

  // Mails: grouped by address and subject; each mapped to its request and event.
  const groups = new Map();
  for (const mail of outbox) {
    const key = `${mail.to_address}|${mail.subject}`;
    groups.set(key, [...(groups.get(key) ?? []), mail]);
  }
  for (const [key, mails] of groups)
    if (mails.length > 1) violation('mail queued twice', `${mails.length} × ${key}`);
  const opening = new Map();
  for (const [event, words] of Object.entries(SUBJECTS))
    for (const [person, text] of Object.entries(words))
      opening.set(`${person}|${text}`, [...(opening.get(`${person}|${text}`) ?? []), event]);
  const ownerEmails = new Set(owners.map((owner) => owner.email.toLowerCase()));
  const mailEvents = new Map(rows.map((row) => [row.id, { renter: [], owner: [] }]));
  for (const mail of outbox) {
    const match = /^(.*): (.*), (\d\d\/\d\d\/\d{4}) – (\d\d\/\d\d\/\d{4})$/.exec(mail.subject);
    const person = ownerEmails.has(mail.to_address.toLowerCase()) ? 'owner' : 'renter';
    const row =
      match &&
      byRange.get(
        `${match[2]}|${match[3].split('/').reverse().join('-')}|${match[4].split('/').reverse().join('-')}`,
      );
    const kinds = match && opening.get(`${person}|${match[1]}`);
    if (!row || !kinds) {
      violation('mail for no request', `${mail.to_address}: ${mail.subject}`);
      continue;
    }
    const address = person === 'owner' ? carById.get(row.car_id).owner.email : row.booker_email;
    if (address.toLowerCase() !== mail.to_address.toLowerCase())
      violation('mail to the wrong person', `${mail.to_address}: ${mail.subject}`);
    mailEvents.get(row.id)[person].push(kinds[0]);
  }
  const eventSets = {
    Confirmed: [['requested', 'accepted']],
    Declined: [['requested', 'declined']],
    Expired: [['requested', 'expired']],
    Canceled: [
      ['requested', 'withdrawn'],
      ['requested', 'accepted', 'canceled'],
    ],
    Pending: [['requested']],
  };
  const eventCounts = new Map();
  for (const row of rows) {
    const got = mailEvents.get(row.id);
    let sets = eventSets[row.booking_status];
    if (row.booking_status === 'Canceled' && row.accepted) sets = [sets[1]];
    const same = (list, set) => list.length === set.length && set.every((e) => list.includes(e));
    for (const person of ['renter', 'owner']) {
      if (!sets.some((set) => same(got[person], set)))
        violation(
          'mails disagree with the status',
          `${row.id} (${row.booking_status}), ${person}: ${got[person].join(', ') || 'none'}; expected ${sets.map((set) => set.join(' + ')).join(' or ')}`,
        );
    }
    for (const event of got.renter) eventCounts.set(event, (eventCounts.get(event) ?? 0) + 1);
  }
  if (pending > 0) violation('left Pending after the sweep', `${pending} requests`);
  for (const overlap of overlaps)
    violation('dates held twice', `${overlap.first} and ${overlap.second} (car ${overlap.car_id})`);
  const unsent = outbox.filter((mail) => !mail.sent_at);
  for (const mail of unsent)
    violation('mail never sent', `${mail.to_address}: ${mail.subject} (${mail.attempts} attempts)`);
  const notCaught = outbox.filter((mail) => mail.sent_at && !caught.has(mail.message_id));
  for (const mail of notCaught)
    violation('sent but not caught', `${mail.to_address}: ${mail.subject}`);
  const caughtTwice = [...caught.values()].filter((times) => times > 1).length;

  // The report.
  const describe = (map) =>
    [...map]
      .sort()
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || 'none';
  const acknowledged = [...requests.values()].filter((r) => r.created).length;
  const actions = [...requests.values()].flatMap((r) => r.actions);
  const actionCount = (kind, status) =>
    actions.filter((a) => a.kind === kind && (status === undefined || a.status === status)).length;
  console.log(
    `\n== ${RENTERS} renters, ${OWNERS} owners of ${cars.length} cars taking requests, ${SECONDS} s of requests; REQUEST_ANSWER_MINUTES=${ANSWER_MINUTES} ==`,
  );
  console.log(events.join('\n'));
  console.log(`  answers before the kill: ${describe(tally.before)}`);
  console.log(`  answers after the kill:  ${describe(tally.after)}`);
  console.log(
    `  requests acknowledged (201): ${acknowledged}; stored: ${rows.length}; POSTs without an answer (or 5xx): ${unknownCreations.length}`,
  );
  console.log(
    `  owners' Requests pages read: ${listings.answers}, ${listings.items} items, ${listings.notWaiting} not waiting (must be 0)`,
  );
  console.log(
    `  answers sent: accept ${actionCount('accept')} (200: ${actionCount('accept', 200)}), decline ${actionCount('decline')} (200: ${actionCount('decline', 200)}), withdraw ${actionCount('withdraw')} (200: ${actionCount('withdraw', 200)})`,
  );
  console.log(`  final statuses in the database: ${describe(finals)}`);
  console.log(
    `  mails queued: ${outbox.length}; per event (renter side): ${describe(eventCounts)}`,
  );
  console.log(
    `  mails sent: ${outbox.length - unsent.length}; caught by the mail catcher: ${caught.size} (caught twice: ${caughtTwice}; a crash after the relay took one may cause it)`,
  );
  const kinds = [
    'status disagrees with the API',
    'two answers acknowledged',
    'a 200 saying another status',
    'answered past its deadline',
    'acknowledged request missing',
    'left Pending after the sweep',
    'dates held twice',
    'mail queued twice',
    'mails disagree with the status',
    'mail for no request',
    'mail to the wrong person',
    'mail never sent',
    'sent but not caught',
    'Requests page listed one not waiting',
  ];
  if (listings.notWaiting > 0)
    violation('Requests page listed one not waiting', `${listings.notWaiting} items`);
  await reportViolations({ kinds, violations, site, survivorPort });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
