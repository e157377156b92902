// What fault-requests.mjs checks once its requests have all ended, and prints: every request's
// final status against the answers the API gave about it, no dates held twice, and each event's
// mails (queued once, to the right person, sent and caught), then the drill's figures and the
// table of violations (reportViolations).
import { readCaughtMails } from '@carzone/mail-catcher';
import { describeCounts, reportViolations } from './fault-drill.mjs';

/** The mail subjects' openings (api/src/mail/booking-mail-words.ts), per person, per event. */
const SUBJECTS = {
  requested: { renter: 'Booking request sent', owner: 'New booking request' },
  accepted: { renter: 'Booking request accepted', owner: 'Booking request accepted' },
  declined: { renter: 'Booking request declined', owner: 'Booking request declined' },
  withdrawn: { renter: 'Booking request withdrawn', owner: 'Booking request withdrawn' },
  canceled: { renter: 'Booking canceled', owner: 'Booking canceled' },
  expired: { renter: 'Booking request expired', owner: 'Booking request expired' },
};

/**
 * Reads the drill's database and mails, checks them against what the drill recorded, and prints
 * the report; exit code 1 on any violation (reportViolations).
 * @param {object} drill
 * @param {string} drill.title  the report's heading
 * @param {(sql: string, params?: unknown[]) => Promise<any[]>} drill.query  the drill's database
 * @param {string} drill.mailDir  where the staging mail catcher keeps the mails it caught
 * @param {string} drill.site
 * @param {number} drill.survivorPort  the API instance left alive
 * @param {Array<{ email: string }>} drill.owners
 * @param {Array<{ id: string, carModel: string, owner: { email: string } }>} drill.cars
 * @param {Map<string, any>} drill.requests  every request the drill knows of, by id, with its answers
 * @param {string[]} drill.events  the drill's timeline, one line each
 * @param {{ before: Map<string, number>, after: Map<string, number> }} drill.tally  answers by kind
 *   and status, before and after the kill
 * @param {unknown[]} drill.unknownCreations  requests sent without an answer (or with a 5xx)
 * @param {{ answers: number, items: number, notWaiting: number }} drill.listings  the owners'
 *   Requests pages read
 * @param {number} drill.pending  requests still Pending after the sweep
 */
export async function checkRequestDrill(drill) {
  const { query, requests, listings } = drill;

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
  for (const mail of await readCaughtMails(drill.mailDir))
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
  const carById = new Map(drill.cars.map((car) => [car.id, car]));
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
  const ownerEmails = new Set(drill.owners.map((owner) => owner.email.toLowerCase()));
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
  if (drill.pending > 0) violation('left Pending after the sweep', `${drill.pending} requests`);
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
  const acknowledged = [...requests.values()].filter((r) => r.created).length;
  const actions = [...requests.values()].flatMap((r) => r.actions);
  const actionCount = (kind, status) =>
    actions.filter((a) => a.kind === kind && (status === undefined || a.status === status)).length;
  console.log(`\n== ${drill.title} ==`);
  console.log(drill.events.join('\n'));
  console.log(`  answers before the kill: ${describeCounts(drill.tally.before)}`);
  console.log(`  answers after the kill:  ${describeCounts(drill.tally.after)}`);
  console.log(
    `  requests acknowledged (201): ${acknowledged}; stored: ${rows.length}; POSTs without an answer (or 5xx): ${drill.unknownCreations.length}`,
  );
  console.log(
    `  owners' Requests pages read: ${listings.answers}, ${listings.items} items, ${listings.notWaiting} not waiting (must be 0)`,
  );
  console.log(
    `  answers sent: accept ${actionCount('accept')} (200: ${actionCount('accept', 200)}), decline ${actionCount('decline')} (200: ${actionCount('decline', 200)}), withdraw ${actionCount('withdraw')} (200: ${actionCount('withdraw', 200)})`,
  );
  console.log(`  final statuses in the database: ${describeCounts(finals)}`);
  console.log(
    `  mails queued: ${outbox.length}; per event (renter side): ${describeCounts(eventCounts)}`,
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
  await reportViolations({ kinds, violations, site: drill.site, survivorPort: drill.survivorPort });
}
