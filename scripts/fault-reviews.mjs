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
// This file runs the drill and decides the kill; what it inserts is lib/review-drill-data.mjs's,
// which instance each database backend serves lib/drill-backends.mjs's, and what it checks and
// prints at the end lib/review-drill-checks.mjs's.
//
//   node scripts/fault-reviews.mjs [--trips 3000] [--invites 300] [--seed 37] [--margin 10]
import { drillBackends } from './lib/drill-backends.mjs';
import {
  drillOptions,
  pidListeningOn,
  seconds,
  seededRandom,
  sleep,
  withDatabase,
  withDrillLayout,
} from './lib/fault-drill.mjs';
import { checkReviewDrill } from './lib/review-drill-checks.mjs';
import { insertReviewDrill, notePublications, planReviewDrill } from './lib/review-drill-data.mjs';

const options = drillOptions({ trips: 3000, invites: 300, seed: 37, margin: 10 });
const TRIPS = options.trips;
const INVITES = options.invites;
/** Seconds past the minute still taken for a busy machine before it counts as a violation. */
const MARGIN_S = options.margin;
const PORT = 19_200;
const POLL_MS = 50;
/** What a publishing transaction's statements look like in pg_stat_activity (drizzle's SQL). */
const PUBLISHING = /from "reviews"|update "reviews"|update "cars"/;
/** How long after the insertion it waits for everything published and invited. */
const WAIT_MS = 3 * 60_000;
/** One sweep period (REVIEWS_SWEEP_EVERY_MS, 30 s) and a little. */
const SETTLE_MS = 32_000;

async function main() {
  const apiErrors = [];
  await withDrillLayout(
    'carzone_fault_reviews',
    {
      port: PORT,
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
    },
    (layout, databaseUrl) =>
      withDatabase(databaseUrl, (client) => drill(layout, databaseUrl, client, apiErrors)),
  );
}

async function drill(layout, databaseUrl, client, apiErrors) {
  const rand = seededRandom(options.seed);
  const run = Date.now().toString(36);
  const rows = async (sql, params) => (await client.query(sql, params)).rows;
  const serverPort = Number(new URL(databaseUrl).port || 5432);
  const instancePids = layout.apiPorts.map(pidListeningOn);
  const site = layout.url.replace(/\/$/, '');

  await notePublications(client);
  const backends = drillBackends({ rows, serverPort, instancePids });

  // Owners and their cars, renters; the trips whose window has closed, each with one review
  // waiting, and the trips just completed, nobody asked yet.
  const plan = planReviewDrill({ trips: TRIPS, invites: INVITES, rand, run });
  const { cars, invited, renterReviews } = plan;

  const [{ deadlocks: deadlocksBefore }] = await rows(
    'SELECT deadlocks::int FROM pg_stat_database WHERE datname = current_database()',
  );
  await insertReviewDrill(client, plan);
  const insertedAt = Date.now();
  const [{ at: insertedDb }] = await rows('SELECT clock_timestamp() AS at');
  const sinceInsertion = () => Date.now() - insertedAt;
  const events = [];
  const note = (line, at = sinceInsertion()) => events.push({ at, line });
  note(
    `${TRIPS} reviews waiting (${renterReviews} renters', ${TRIPS - renterReviews} owners') on ${cars.length} cars and ${INVITES} trips to invite, inserted in one transaction`,
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
      await backends.look();
      lastMapping = Date.now();
    }
    await sleep(POLL_MS);
    state = await progress();
    if (state.published === 0) continue;
    note(`${state.published} published: the first publication seen`);
    if (state.due === 0) break;
    const open = await backends.openTransactions();
    const [first] = await rows(
      'SELECT backend_pid FROM drill_publications ORDER BY noted_at LIMIT 1',
    );
    victim = open.find((backend) => backend.instance >= 0 && PUBLISHING.test(backend.query)) ?? {
      instance: backends.instanceOfBackend.get(first?.backend_pid) ?? 0,
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
      await backends.look();
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
  await backends.look();
  await sleep(SETTLE_MS);
  await backends.look();
  note(`one more sweep period waited (${seconds(SETTLE_MS)})`);

  await checkReviewDrill({
    rows,
    plan,
    apiPorts: layout.apiPorts,
    instanceOfBackend: backends.instanceOfBackend,
    insertedAt,
    insertedDb,
    deadlocksBefore,
    kill,
    due: state.due,
    allPublishedAt,
    allInvitedAt,
    events,
    apiErrors,
    violations,
    site,
    limits: { marginS: MARGIN_S, waitMs: WAIT_MS },
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
