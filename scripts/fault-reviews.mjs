// Prints what happens to review publication when one of the production layout's two API
// instances is killed with `kill -9` in the middle of it: "publishing at the window's close runs
// within a minute on every instance, once, under kill -9". It inserts, in one transaction,
// `--trips` completed trips across some 30 cars, each with one review still waiting (mostly the
// renter's, some the owner's) whose window closed days ago, and `--invites` trips completed in the
// last ten days (window open, nobody asked yet), so invitations are due. Each instance's
// ReviewsSweep (every 30 s) publishes them and queues the invitations. As soon as the first
// reviews are published, it kills the instance with a publishing transaction open (found through
// pg_stat_activity and `ss`; the first instance if none is seen), then waits for the survivor.
// Then it checks, and prints:
//   - the time from the insertion to the last publication, against the minute the issue asks for
//     (a violation past 60 s plus `--margin` for a busy machine; "within a minute" says yes or no);
//   - every review published, exactly once (a deferred trigger of the drill's own on `reviews`
//     notes each write of `published_at` as its transaction commits; a second one is a violation);
//   - each car's `rating_count` and `rating_total` equal to the count and sum of its published
//     renters' reviews, and to what was inserted (nothing counted twice or lost by the kill);
//   - each invited trip marked (`review_invited_at`) and exactly one invitation per side in the
//     outbox ('How was your trip?' to the renter, 'How was your renter?' to the owner,
//     api/src/mail/booking-mail-words.ts), none queued twice (to_address and subject), no other mail.
// After the last of it, it waits one more sweep period, so a late second publication or mail shows.
// It also prints who published what and when, the deadlocks PostgreSQL counted in the drill's
// database and the sweep errors the instances logged (a failed sweep leaves the rest of its work to
// that instance's next sweep, 30 s later). The insertion comes a second or two after the
// instances' start-up sweeps, so their next sweep falls some 28 s after it: near the worst phase
// for the minute, since rows a killed or failed sweep held wait one more sweep period.
//
// It starts the production layout (deploy/lib/production-layout.mjs, staging) on a fresh database
// of its own on the PostgreSQL server (FAULT_DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/postgres; dropped at the end). Cars, trips and reviews are
// inserted with SQL: the API never books a trip in the past. One to two minutes with the layout's
// start. Figures, not a test; it still exits with 1 on any violation. Run `pnpm build` first.
//
//   node scripts/fault-reviews.mjs [--trips 3000] [--invites 300] [--seed 37] [--margin 10]
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  drillOptions,
  pidListeningOn,
  reportViolations,
  startDrillLayout,
  withDatabase,
  withDrillDatabase,
} from './lib/fault-drill.mjs';
import { dhakaDay } from './lib/renters.mjs';

const options = drillOptions({ trips: 3000, invites: 300, seed: 37, margin: 10 });
const TRIPS = options.trips;
const INVITES = options.invites;
/** Seconds past the minute still taken for a busy machine before it counts as a violation. */
const MARGIN_S = options.margin;
const PORT = 19_200;
/** The issue's bound: published within a minute of the window's close. */
const REQUIRED_S = 60;
/** The invited trips end 1 to INVITE_DAYS days ago, one a day per car (a car's nights are its). */
const INVITE_DAYS = 10;
const CARS = Math.max(30, Math.ceil(INVITES / INVITE_DAYS));
const CARS_PER_OWNER = 3;
const RENTERS = 200;
/** The share of the waiting reviews written by the car's owner (of the renter). */
const OWNER_SIDE_SHARE = 0.2;
/** The trips with a waiting review end this many days ago and before: their window is closed. */
const CLOSED_SINCE_DAYS = 16;
/** Days after its end date that a trip's window closes (REVIEW_WINDOW_DAYS). */
const REVIEW_WINDOW_DAYS = 14;
const POLL_MS = 50;
/** What a publishing transaction's statements look like in pg_stat_activity (drizzle's SQL). */
const PUBLISHING = /from "reviews"|update "reviews"|update "cars"/;
/** How long after the insertion it waits for everything published and invited. */
const WAIT_MS = 3 * 60_000;
/** One sweep period (REVIEWS_SWEEP_EVERY_MS, 30 s) and a little. */
const SETTLE_MS = 32_000;
/** The invitations' subject openings (api/src/mail/booking-mail-words.ts, English). */
const SUBJECTS = { renter: 'How was your trip?', owner: 'How was your renter?' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

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

function addDays(day, n) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** As the mails write a date in English: dd/mm/yyyy. */
const mailDate = (day) => day.split('-').reverse().join('/');

/** The process behind each local port connected to the database server's port, from `ss`. */
function clientPortOwners(serverPort) {
  const owners = new Map();
  const lines = execFileSync('ss', ['-tnpH', `dport = :${serverPort}`], { encoding: 'utf8' });
  for (const line of lines.split('\n')) {
    const match = /:(\d+)\s+\S+\s+users:\(\("[^"]*",pid=(\d+)/.exec(line);
    if (match) owners.set(Number(match[1]), Number(match[2]));
  }
  return owners;
}

async function main() {
  await withDrillDatabase('carzone_fault_reviews', async (databaseUrl) => {
    const apiErrors = [];
    const layout = await startDrillLayout({
      port: PORT,
      databaseUrl,
      log: (line) => {
        const error = /^\[(api-\d)\] (\{.*\})$/.exec(line);
        if (!error || !/Could not publish reviews/.test(line)) return;
        try {
          const { time, msg } = JSON.parse(error[2]);
          apiErrors.push({ time, line: `[${error[1]}] ${msg}` });
        } catch {
          apiErrors.push({ time: Date.now(), line: line.slice(0, 200) });
        }
      },
    });
    try {
      await withDatabase(databaseUrl, (client) => drill(layout, databaseUrl, client, apiErrors));
    } finally {
      await layout.stop();
    }
  });
}

async function drill(layout, databaseUrl, client, apiErrors) {
  const rand = random(options.seed);
  const run = Date.now().toString(36);
  const rows = async (sql, params) => (await client.query(sql, params)).rows;
  const serverPort = Number(new URL(databaseUrl).port || 5432);
  const instancePids = layout.apiPorts.map(pidListeningOn);
  const site = layout.url.replace(/\/$/, '');

  // The drill's own record of each publication that commits: which backend wrote it, and when it
  // committed (a deferred trigger runs at the commit; one rolled back notes nothing).
  await client.query(`
    CREATE TABLE drill_publications (
      review_id uuid NOT NULL,
      published_at timestamptz,
      noted_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      backend_pid int NOT NULL DEFAULT pg_backend_pid()
    );
    CREATE FUNCTION drill_note_publication() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO drill_publications (review_id, published_at) VALUES (NEW.id, NEW.published_at);
      RETURN NEW;
    END $$;
    CREATE CONSTRAINT TRIGGER drill_note_publication AFTER UPDATE OF published_at ON reviews
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN (OLD.published_at IS DISTINCT FROM NEW.published_at)
      EXECUTE FUNCTION drill_note_publication();
  `);

  // Which API instance (index in layout.apiPorts) each database backend serves, kept as seen.
  const instanceOfBackend = new Map();
  async function backends() {
    const found = await rows(
      `SELECT pid, client_port FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND client_port IS NOT NULL`,
    );
    const owners = clientPortOwners(serverPort);
    for (const backend of found) {
      const instance = instancePids.indexOf(owners.get(backend.client_port));
      if (instance >= 0) instanceOfBackend.set(backend.pid, instance);
    }
  }

  /**
   * The backends with a transaction open: each with its instance (-1: neither), whether its last
   * statement is one of publishing, and how it looks (state, wait, the statement's start).
   */
  async function openTransactions() {
    const found = await rows(
      `SELECT pid, state, wait_event_type, regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND client_port IS NOT NULL
         AND xact_start IS NOT NULL`,
    );
    if (found.some((backend) => !instanceOfBackend.has(backend.pid))) await backends();
    return found.map((backend) => ({
      pid: backend.pid,
      instance: instanceOfBackend.get(backend.pid) ?? -1,
      publishing: PUBLISHING.test(backend.query),
      shown: `${backend.state}${backend.wait_event_type ? ` (waiting: ${backend.wait_event_type})` : ''}, ${backend.query.slice(0, 70)}…`,
    }));
  }

  // Owners and their cars, renters; the trips whose window has closed, each with one review
  // waiting, and the trips just completed, nobody asked yet.
  const owners = Array.from({ length: Math.ceil(CARS / CARS_PER_OWNER) }, (_, o) => ({
    email: `owner-${run}-${o}@carzone.test`,
    name: `Owner ${o}`,
  }));
  const renters = Array.from({ length: RENTERS }, (_, i) => ({
    email: `renter-${run}-${i}@carzone.test`,
    name: `Renter ${i}`,
  }));
  const cars = Array.from({ length: CARS }, (_, n) => ({
    id: randomUUID(),
    carModel: `Toyota Axio (review drill ${n})`,
    owner: owners[Math.floor(n / CARS_PER_OWNER)],
    expected: { count: 0, total: 0 },
  }));
  const trips = [];
  const reviews = [];
  for (let j = 0; j < TRIPS; j++) {
    const car = cars[j % CARS];
    const endDate = dhakaDay(-(CLOSED_SINCE_DAYS + Math.floor(j / CARS)));
    const trip = { id: randomUUID(), car, renter: renters[Math.floor(rand() * RENTERS)], endDate };
    trip.startDate = addDays(endDate, -1);
    trip.invitedAt = new Date(`${endDate}T06:00:00+06:00`);
    trips.push(trip);
    const side = rand() < OWNER_SIDE_SHARE ? 'owner' : 'renter';
    const rating = 1 + Math.floor(rand() * 5);
    const [author, subject] =
      side === 'renter' ? [trip.renter, car.owner] : [car.owner, trip.renter];
    if (side === 'renter') {
      car.expected.count++;
      car.expected.total += rating;
    }
    reviews.push({
      id: randomUUID(),
      trip,
      side,
      author,
      subject,
      rating,
      writtenAt: new Date(`${addDays(endDate, 1)}T10:00:00+06:00`),
      windowClosesAt: new Date(`${addDays(endDate, REVIEW_WINDOW_DAYS)}T00:00:00+06:00`),
    });
  }
  const invited = [];
  for (let i = 0; i < INVITES; i++) {
    const car = cars[i % CARS];
    const endDate = dhakaDay(-(1 + Math.floor(i / CARS)));
    const trip = { id: randomUUID(), car, renter: renters[Math.floor(rand() * RENTERS)], endDate };
    trip.startDate = addDays(endDate, -1);
    trip.invitedAt = null;
    invited.push(trip);
  }
  const allTrips = [...trips, ...invited];
  const renterReviews = reviews.filter((review) => review.side === 'renter').length;

  const [{ deadlocks: deadlocksBefore }] = await rows(
    'SELECT deadlocks::int FROM pg_stat_database WHERE datname = current_database()',
  );
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO cars (id, car_model, daily_rental_price, booking_status, location,
                       registration_number, owner_email, owner_name)
     SELECT id, model, 40, 'available', 'Dhanmondi, Dhaka', 'Dhaka Metro-GA 12-' || n, email, name
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[])
       AS t(id, model, email, name, n)`,
    [
      cars.map((car) => car.id),
      cars.map((car) => car.carModel),
      cars.map((car) => car.owner.email),
      cars.map((car) => car.owner.name),
      cars.map((_, n) => 1000 + n),
    ],
  );
  await client.query(
    `INSERT INTO bookings (id, car_id, car_model, location, daily_rental_price, start_date,
                           end_date, booking_date, total_price, booking_status, booker_email,
                           booker_name, review_invited_at, review_reminded_at)
     SELECT id, car_id, model, 'Dhanmondi, Dhaka', 40, start_date, end_date,
            start_date::timestamp AT TIME ZONE 'Asia/Dhaka' - interval '7 days', 44, 'Confirmed',
            email, name, invited_at, invited_at + interval '12 days'
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::date[], $5::date[], $6::text[],
                 $7::text[], $8::timestamptz[])
       AS t(id, car_id, model, start_date, end_date, email, name, invited_at)`,
    [
      allTrips.map((trip) => trip.id),
      allTrips.map((trip) => trip.car.id),
      allTrips.map((trip) => trip.car.carModel),
      allTrips.map((trip) => trip.startDate),
      allTrips.map((trip) => trip.endDate),
      allTrips.map((trip) => trip.renter.email),
      allTrips.map((trip) => trip.renter.name),
      allTrips.map((trip) => trip.invitedAt),
    ],
  );
  await client.query(
    `INSERT INTO reviews (id, booking_id, car_id, author_side, author_email, author_name,
                          subject_email, rating, text, written_at, window_closes_at)
     SELECT id, booking_id, car_id, side, author_email, author_name, subject_email, rating,
            'Written for the review drill.', written_at, window_closes_at
     FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[],
                 $7::text[], $8::int[], $9::timestamptz[], $10::timestamptz[])
       AS t(id, booking_id, car_id, side, author_email, author_name, subject_email, rating,
            written_at, window_closes_at)`,
    [
      reviews.map((review) => review.id),
      reviews.map((review) => review.trip.id),
      reviews.map((review) => review.trip.car.id),
      reviews.map((review) => review.side),
      reviews.map((review) => review.author.email),
      reviews.map((review) => review.author.name),
      reviews.map((review) => review.subject.email),
      reviews.map((review) => review.rating),
      reviews.map((review) => review.writtenAt),
      reviews.map((review) => review.windowClosesAt),
    ],
  );
  await client.query('COMMIT');
  const insertedAt = Date.now();
  const [{ at: insertedDb }] = await rows('SELECT clock_timestamp() AS at');
  const sinceInsertion = () => Date.now() - insertedAt;
  const events = [];
  const note = (line, at = sinceInsertion()) => events.push({ at, line });
  note(
    `${TRIPS} reviews waiting (${renterReviews} renters', ${TRIPS - renterReviews} owners') on ${CARS} cars and ${INVITES} trips to invite, inserted in one transaction`,
  );

  const invitedIds = invited.map((trip) => trip.id);
  const progress = async () => {
    const [state] = await rows(
      `SELECT count(*) FILTER (WHERE published_at IS NOT NULL)::int AS published,
              count(*) FILTER (WHERE published_at IS NULL AND window_closes_at <= now())::int AS due,
              (SELECT count(*)::int FROM bookings
               WHERE id = ANY($1::uuid[]) AND review_invited_at IS NULL) AS uninvited
       FROM reviews`,
      [invitedIds],
    );
    return state;
  };

  // Until the first reviews are published; then the kill of the instance with a publishing
  // transaction open (or, if none is seen, of the first to publish).
  const violations = [];
  const violation = (kind, detail) => violations.push({ kind, detail });
  const deadline = insertedAt + WAIT_MS;
  let state = await progress();
  let lastMapping = 0;
  let victim = null;
  while (state.due > 0 && Date.now() < deadline) {
    if (Date.now() - lastMapping > 1_000) {
      await backends();
      lastMapping = Date.now();
    }
    await sleep(POLL_MS);
    state = await progress();
    if (state.published === 0) continue;
    note(`${state.published} published: the first publication seen`);
    if (state.due === 0) break;
    const open = await openTransactions();
    const [first] = await rows(
      'SELECT backend_pid FROM drill_publications ORDER BY noted_at LIMIT 1',
    );
    victim = open.find((backend) => backend.instance >= 0 && backend.publishing) ?? {
      instance: instanceOfBackend.get(first?.backend_pid) ?? 0,
      open: open.map(
        (backend) => `port ${layout.apiPorts[backend.instance] ?? '?'}: ${backend.shown}`,
      ),
    };
    break;
  }
  const kill = { seen: state.published, after: null, victim: null, backend: null };
  if (!victim) {
    note(state.due === 0 ? 'all published before a kill' : 'nothing published: giving up');
    violation(
      'not killed mid-publication',
      state.due === 0
        ? `all ${TRIPS} were published before the moment to kill came: run it again, or with a bigger --trips`
        : `nothing published in ${seconds(WAIT_MS)}`,
    );
  } else {
    kill.victim = victim.instance;
    kill.backend = victim.pid === undefined ? null : victim;
    process.kill(instancePids[kill.victim], 'SIGKILL');
    kill.at = sinceInsertion();
    note(
      `kill -9 of the API instance on port ${layout.apiPorts[kill.victim]} (pid ${instancePids[kill.victim]}) with ${kill.seen} published; ` +
        (kill.backend
          ? `its transaction then: ${kill.backend.shown}`
          : `no publishing transaction seen (the first to publish, or the first port); open: ${victim.open.join('; ') || 'none'}`),
    );
    state = await progress();
    kill.after = state.published;
  }

  // Until nothing due is left unpublished and every trip is invited, or the wait runs out.
  let allPublishedAt = state.due === 0 ? sinceInsertion() : null;
  let allInvitedAt = state.uninvited === 0 ? sinceInsertion() : null;
  while ((allPublishedAt === null || allInvitedAt === null) && Date.now() < deadline) {
    if (Date.now() - lastMapping > 1_000) {
      await backends();
      lastMapping = Date.now();
    }
    await sleep(POLL_MS);
    state = await progress();
    if (allPublishedAt === null && state.due === 0) {
      allPublishedAt = sinceInsertion();
      note('no due review left unpublished');
    }
    if (allInvitedAt === null && state.uninvited === 0) {
      allInvitedAt = sinceInsertion();
      note('every trip to invite is marked invited');
    }
  }
  if (allPublishedAt === null) note(`${state.due} reviews still unpublished: giving up`);
  if (allInvitedAt === null) note(`${state.uninvited} trips still uninvited: giving up`);
  await backends();
  await sleep(SETTLE_MS);
  await backends();
  note(`one more sweep period waited (${seconds(SETTLE_MS)})`);

  // Publications: each inserted review once, none twice, when, by which instance.
  const publications = await rows(
    `SELECT review_id, published_at, backend_pid,
            extract(epoch FROM noted_at - $1::timestamptz) * 1000 AS after_ms
     FROM drill_publications ORDER BY noted_at`,
    [insertedDb],
  );
  const stored = await rows('SELECT id, published_at FROM reviews');
  const insertedIds = new Set(reviews.map((review) => review.id));
  const timesPublished = new Map();
  for (const { review_id: id } of publications)
    timesPublished.set(id, (timesPublished.get(id) ?? 0) + 1);
  for (const row of stored) {
    if (!insertedIds.has(row.id)) violation('review not inserted by the drill', row.id);
    else if (!row.published_at) violation('review left unpublished', row.id);
  }
  if (stored.length !== reviews.length)
    violation('reviews missing', `${reviews.length} inserted, ${stored.length} stored`);
  for (const [id, times] of timesPublished)
    if (times > 1) violation('review published twice', `${id}: ${times} publications committed`);
  for (const row of stored)
    if (row.published_at && !timesPublished.has(row.id))
      violation('published without a publication noted', row.id);

  const byInstance = layout.apiPorts.map(() => ({ count: 0, first: null, last: null }));
  const unknown = { count: 0, first: null, last: null };
  for (const publication of publications) {
    const instance = instanceOfBackend.get(publication.backend_pid);
    const figures = instance === undefined ? unknown : byInstance[instance];
    const at = Number(publication.after_ms);
    figures.count++;
    figures.first ??= at;
    figures.last = at;
  }
  const lastPublishedMs = publications.length ? Number(publications.at(-1).after_ms) : null;

  // Ratings: each car's columns against its published renters' reviews, and against the insertion.
  const ratings = await rows(
    `SELECT c.id, c.rating_count, c.rating_total,
            coalesce(r.n, 0)::int AS published_count, coalesce(r.total, 0)::int AS published_total
     FROM cars c
     LEFT JOIN (SELECT car_id, count(*) AS n, sum(rating) AS total FROM reviews
                WHERE author_side = 'renter' AND published_at IS NOT NULL GROUP BY car_id) r
       ON r.car_id = c.id`,
  );
  const carById = new Map(cars.map((car) => [car.id, car]));
  let ratingMismatches = 0;
  for (const row of ratings) {
    const expected = carById.get(row.id)?.expected ?? { count: 0, total: 0 };
    if (
      row.rating_count !== row.published_count ||
      row.rating_total !== row.published_total ||
      row.rating_count !== expected.count ||
      row.rating_total !== expected.total
    ) {
      ratingMismatches++;
      violation(
        'car rating mismatch',
        `${row.id}: rating_count ${row.rating_count}, rating_total ${row.rating_total}; published renters' reviews ${row.published_count} (sum ${row.published_total}); inserted ${expected.count} (sum ${expected.total})`,
      );
    }
  }

  // Invitations: each trip marked; one mail per side, none twice, no other mail.
  const marked = await rows(
    'SELECT id FROM bookings WHERE id = ANY($1::uuid[]) AND review_invited_at IS NOT NULL',
    [invitedIds],
  );
  const markedIds = new Set(marked.map((row) => row.id));
  for (const trip of invited)
    if (!markedIds.has(trip.id))
      violation('trip not invited', `${trip.id} (ended ${trip.endDate})`);
  const expectedMails = new Set();
  for (const trip of invited) {
    const facts = `${trip.car.carModel}, ${mailDate(trip.startDate)} – ${mailDate(trip.endDate)}`;
    expectedMails.add(`${trip.renter.email}|${SUBJECTS.renter}: ${facts}`);
    expectedMails.add(`${trip.car.owner.email}|${SUBJECTS.owner}: ${facts}`);
  }
  const outbox = await rows(
    `SELECT lower(to_address) AS to_address, subject, count(*)::int AS n,
            count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent
     FROM mail_outbox GROUP BY lower(to_address), subject`,
  );
  let queued = 0;
  let sent = 0;
  let doubled = 0;
  const found = new Set();
  for (const mail of outbox) {
    const key = `${mail.to_address}|${mail.subject}`;
    queued += mail.n;
    sent += mail.sent;
    found.add(key);
    if (mail.n > 1) {
      doubled++;
      violation('mail queued twice', `${mail.n} × ${key}`);
    }
    if (!expectedMails.has(key)) violation('unexpected mail', key);
  }
  for (const key of expectedMails) if (!found.has(key)) violation('invitation missing', key);

  const [{ deadlocks: deadlocksAfter }] = await rows(
    'SELECT deadlocks::int FROM pg_stat_database WHERE datname = current_database()',
  );
  const publishedS = lastPublishedMs === null ? null : lastPublishedMs / 1000;
  const withinMinute = allPublishedAt !== null && allPublishedAt <= REQUIRED_S * 1000;
  if (allPublishedAt === null || allPublishedAt > (REQUIRED_S + MARGIN_S) * 1000)
    violation(
      'published too late',
      allPublishedAt === null
        ? `${state.due} still unpublished after ${seconds(WAIT_MS)}`
        : `the last ${seconds(allPublishedAt)} after the insertion (limit ${REQUIRED_S} s + ${MARGIN_S} s)`,
    );

  // The report.
  const [victimPort, survivorPort] =
    kill.victim === 1 ? [...layout.apiPorts].reverse() : layout.apiPorts;
  console.log(
    `\n== ${TRIPS} reviews waiting past their window's close on ${CARS} cars, ${INVITES} trips to invite; two API instances, one killed ==`,
  );
  for (const { time, line } of apiErrors) note(`${line.slice(0, 150)}…`, time - insertedAt);
  for (const { at, line } of events.sort((a, b) => a.at - b.at))
    console.log(`  ${seconds(at).padStart(7)}: ${line}`);
  console.log('\n  figure                                                  value');
  const figure = (label, value) => console.log(`  ${label.padEnd(56)}${value}`);
  figure(
    "reviews waiting (renters' / owners')",
    `${TRIPS} (${renterReviews} / ${TRIPS - renterReviews})`,
  );
  figure('trips to invite', INVITES);
  figure(
    'published when the kill was decided / right after',
    kill.after === null ? 'no kill' : `${kill.seen} / ${kill.after}`,
  );
  figure(
    'killed instance',
    kill.victim === null
      ? 'none'
      : `port ${victimPort}, ${seconds(kill.at)} after the insertion, ${kill.backend ? 'with a publishing transaction open' : 'no open transaction seen'}`,
  );
  for (const [index, figures] of byInstance.entries())
    figure(
      `published by the instance on port ${layout.apiPorts[index]}${index === kill.victim ? ' (killed)' : ''}`,
      figures.count === 0
        ? 0
        : `${figures.count} (from ${seconds(figures.first)} to ${seconds(figures.last)})`,
    );
  if (unknown.count > 0) figure('published by a backend of neither seen', `${unknown.count}`);
  figure(
    'time to all published (observed, polled every 50 ms)',
    allPublishedAt === null ? 'never' : seconds(allPublishedAt),
  );
  figure(
    'last publication committed (database clock)',
    publishedS === null ? 'none' : `${publishedS.toFixed(1)} s after the insertion`,
  );
  figure(
    `within a minute (${REQUIRED_S} s)`,
    allPublishedAt === null
      ? 'NO'
      : withinMinute
        ? 'yes'
        : `NO (drill limit ${REQUIRED_S + MARGIN_S} s)`,
  );
  figure('reviews published twice', [...timesPublished.values()].filter((n) => n > 1).length);
  figure('reviews left unpublished', stored.filter((row) => !row.published_at).length);
  figure('cars whose rating disagrees', `${ratingMismatches} of ${ratings.length}`);
  figure(
    'trips invited / time to all invited',
    `${markedIds.size} of ${INVITES} / ${allInvitedAt === null ? 'never' : seconds(allInvitedAt)}`,
  );
  figure(
    'mails queued (expected) / queued twice / sent so far',
    `${queued} (${expectedMails.size}) / ${doubled} / ${sent}`,
  );
  figure('deadlocks in the drill database', deadlocksAfter - deadlocksBefore);
  figure('API sweep errors logged (above)', apiErrors.length);

  const kinds = [
    'not killed mid-publication',
    'published too late',
    'review left unpublished',
    'review published twice',
    'published without a publication noted',
    'reviews missing',
    'review not inserted by the drill',
    'car rating mismatch',
    'trip not invited',
    'invitation missing',
    'mail queued twice',
    'unexpected mail',
  ];
  await reportViolations({ kinds, violations, site, survivorPort });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
