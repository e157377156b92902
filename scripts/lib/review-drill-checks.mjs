// What fault-reviews.mjs checks once the sweeps have had their time, and prints: each review
// published once (the drill's deferred trigger's record), when and by which instance, against
// the minute; each car's rating against its published renters' reviews and the insertion; each
// invited trip marked and its two invitations queued once, and no other mail. Then the drill's
// timeline, its figures and the table of violations (reportViolations).
import { reportViolations, seconds } from './fault-drill.mjs';

/** The bound the drill checks: published within a minute of the window's close. */
const REQUIRED_S = 60;
/** The invitations' subject openings (api/src/mail/booking-mail-words.ts, English). */
const SUBJECTS = { renter: 'How was your trip?', owner: 'How was your renter?' };

/** As the mails write a date in English: dd/mm/yyyy. */
const mailDate = (day) => day.split('-').reverse().join('/');

/**
 * Checks the drill's database against its plan and prints the report; exit code 1 on any
 * violation (reportViolations).
 * @param {object} drill
 * @param {(sql: string, params?: unknown[]) => Promise<any[]>} drill.rows  the drill's database
 * @param {{ cars: any[], reviews: any[], invited: any[], renterReviews: number }} drill.plan
 *   what was inserted (planReviewDrill)
 * @param {number[]} drill.apiPorts  the layout's API instances
 * @param {Map<number, number>} drill.instanceOfBackend  each database backend's instance, by pid
 * @param {number} drill.insertedAt  when the insertion committed (ms since the epoch)
 * @param {Date} drill.insertedDb  the same, by the database's clock
 * @param {number} drill.deadlocksBefore  the database's deadlocks before the insertion
 * @param {{ seen: number, after: number | null, victim: number | null, backend: object | null, at?: number }} drill.kill
 *   what was published when the kill was decided and right after, the killed instance, its open
 *   transaction, when
 * @param {number} drill.due  reviews still due and unpublished at the end of the wait
 * @param {number | null} drill.allPublishedAt  ms after the insertion that none was left due
 * @param {number | null} drill.allInvitedAt  ms after the insertion that every trip was invited
 * @param {Array<{ at: number, line: string }>} drill.events  the drill's timeline
 * @param {Array<{ time: number, line: string }>} drill.apiErrors  the sweep errors the instances logged
 * @param {Array<{ kind: string, detail: string }>} drill.violations  those found so far
 * @param {string} drill.site
 * @param {{ marginS: number, waitMs: number }} drill.limits  the seconds past the minute taken for
 *   a busy machine, and how long the drill waited
 */
export async function checkReviewDrill(drill) {
  const { rows, apiPorts, kill, allPublishedAt, violations } = drill;
  const { cars, reviews, invited, renterReviews } = drill.plan;
  const { marginS, waitMs } = drill.limits;

  const tripCount = reviews.length;
  const inviteCount = invited.length;
  const carCount = cars.length;
  const violation = (kind, detail) => violations.push({ kind, detail });
  const invitedIds = invited.map((trip) => trip.id);

  // Publications: each inserted review once, none twice, when, by which instance.
  const publications = await rows(
    `SELECT review_id, published_at, backend_pid,
            extract(epoch FROM noted_at - $1::timestamptz) * 1000 AS after_ms
     FROM drill_publications ORDER BY noted_at`,
    [drill.insertedDb],
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

  const byInstance = apiPorts.map(() => ({ count: 0, first: null, last: null }));
  const unknown = { count: 0, first: null, last: null };
  for (const publication of publications) {
    const instance = drill.instanceOfBackend.get(publication.backend_pid);
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
  if (allPublishedAt === null || allPublishedAt > (REQUIRED_S + marginS) * 1000)
    violation(
      'published too late',
      allPublishedAt === null
        ? `${drill.due} still unpublished after ${seconds(waitMs)}`
        : `the last ${seconds(allPublishedAt)} after the insertion (limit ${REQUIRED_S} s + ${marginS} s)`,
    );

  // The report.
  const [victimPort, survivorPort] = kill.victim === 1 ? [...apiPorts].reverse() : apiPorts;
  console.log(
    `\n== ${tripCount} reviews waiting past their window's close on ${carCount} cars, ${inviteCount} trips to invite; two API instances, one killed ==`,
  );
  for (const { time, line } of drill.apiErrors)
    drill.events.push({ at: time - drill.insertedAt, line: `${line.slice(0, 150)}…` });
  for (const { at, line } of drill.events.sort((a, b) => a.at - b.at))
    console.log(`  ${seconds(at).padStart(7)}: ${line}`);
  console.log('\n  figure                                                  value');
  const figure = (label, value) => console.log(`  ${label.padEnd(56)}${value}`);
  figure(
    "reviews waiting (renters' / owners')",
    `${tripCount} (${renterReviews} / ${tripCount - renterReviews})`,
  );
  figure('trips to invite', inviteCount);
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
      `published by the instance on port ${apiPorts[index]}${index === kill.victim ? ' (killed)' : ''}`,
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
        : `NO (drill limit ${REQUIRED_S + marginS} s)`,
  );
  figure('reviews published twice', [...timesPublished.values()].filter((n) => n > 1).length);
  figure('reviews left unpublished', stored.filter((row) => !row.published_at).length);
  figure('cars whose rating disagrees', `${ratingMismatches} of ${ratings.length}`);
  figure(
    'trips invited / time to all invited',
    `${markedIds.size} of ${inviteCount} / ${drill.allInvitedAt === null ? 'never' : seconds(drill.allInvitedAt)}`,
  );
  figure(
    'mails queued (expected) / queued twice / sent so far',
    `${queued} (${expectedMails.size}) / ${doubled} / ${sent}`,
  );
  figure('deadlocks in the drill database', deadlocksAfter - drill.deadlocksBefore);
  figure('API sweep errors logged (above)', drill.apiErrors.length);

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
  await reportViolations({ kinds, violations, site: drill.site, survivorPort });
}
