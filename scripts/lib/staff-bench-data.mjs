// What bench-staff.mjs seeds besides the cars: the people staff look after (`accounts`, some with
// a verified number, a few of them staff), one past trip and its renter's review on some cars, and
// the reports staff work through, most of them open, of cars, reviews and people that exist, so
// the queue's summaries of their targets have rows to read. All of it generated inside the
// database (generate_series), the same rows for the same counts; only the times follow now().
import { fillWithoutIndexes, numberCars } from './bench-seeding.mjs';

const FIRST_NAMES = ['Rahim', 'Karim', 'Nusrat', 'Farhana', 'Tanvir', 'Sadia', 'Imran', 'Ayesha'];
const MORE_FIRST_NAMES = ['Rafiq', 'Mitu', 'Shakil', 'Jannat', 'Arif', 'Sumaiya', 'Hasan'];
const LAST_NAMES = ['Uddin', 'Rahman', 'Hossain', 'Islam', 'Ahmed', 'Chowdhury', 'Khan', 'Sarker'];
const MORE_LAST_NAMES = ['Das', 'Begum', 'Talukder', 'Mia', 'Haque', 'Akter'];
const FIRST = [...FIRST_NAMES, ...MORE_FIRST_NAMES, 'Priya', 'Mahmud', 'Tasnim'];
const LAST = [...LAST_NAMES, ...MORE_LAST_NAMES];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'bench.carzone.test'];
const TWO_YEARS_IN_MINUTES = 2 * 365 * 24 * 60;

const list = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;

/** Person `n`'s first name, last name, e-mail (lower case) and number, as SQL of `n`. */
const firstOf = (n) => `(${list(FIRST)})[1 + ${n} % ${FIRST.length}]`;
const lastOf = (n) => `(${list(LAST)})[1 + (${n} / ${FIRST.length}) % ${LAST.length}]`;
export const emailOf = (n) =>
  `lower(${firstOf(n)} || '.' || ${lastOf(n)} || ${n} || '@' || (${list(DOMAINS)})[1 + ${n} % ${DOMAINS.length}])`;

/** Person `n`'s e-mail as JavaScript writes it (for the searches the bench sends). */
export const emailOfNumber = (n) =>
  `${FIRST[n % FIRST.length]}.${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n}@${DOMAINS[n % DOMAINS.length]}`.toLowerCase();

/** Two people in five verified a number: person `n`'s, when they did (+8801[3-9]…, unique by n). */
export const phoneOfNumber = (n) =>
  n % 5 < 2 ? `+8801${3 + (n % 7)}${String(n).padStart(8, '0')}` : null;

/**
 * `accounts` people, created over the last two years (one in twenty without a name in Firebase,
 * one in 200 suspended); two in five with a verified number; one in 5,000 support staff.
 */
async function seedAccounts(query, count) {
  await fillWithoutIndexes(query, { table: 'accounts' }, async () => {
    const batch = 25_000;
    for (let first = 1; first <= count; first += batch) {
      const last = Math.min(first + batch - 1, count);
      await query(`
INSERT INTO accounts (email, uid, name, created_at, last_sign_in_at, status, suspension_reason,
  suspended_at)
SELECT ${emailOf('i')}, 'bench-uid-' || i,
  CASE WHEN i % 20 = 7 THEN '' ELSE ${firstOf('i')} || ' ' || ${lastOf('i')} END,
  c.at, c.at + make_interval(mins => (i * 37) % 40000),
  CASE WHEN i % 200 = 3 THEN 'suspended' ELSE 'active' END,
  CASE WHEN i % 200 = 3 THEN 'Asked renters to pay outside CarZone.' END,
  CASE WHEN i % 200 = 3 THEN now() - interval '1 day' END
FROM generate_series(${first}, ${last}) AS i
CROSS JOIN LATERAL (
  SELECT now() - make_interval(mins => (i::bigint * 7919 % ${TWO_YEARS_IN_MINUTES})::int) AS at
) AS c`);
    }
  });
  await query(`
INSERT INTO verified_phones (email, phone_number, verified_at)
SELECT ${emailOf('i')}, '+8801' || (3 + i % 7) || lpad(i::text, 8, '0'), now()
FROM generate_series(1, ${count}) AS i WHERE i % 5 < 2`);
  await query(`
INSERT INTO staff_roles (email, role, granted_by)
SELECT ${emailOf('i')}, 'support', 'bench' FROM generate_series(5000, ${count}, 5000) AS i`);
  await query('VACUUM ANALYZE verified_phones');
  await query('VACUUM ANALYZE staff_roles');
}

/**
 * One past, Confirmed trip on each of the first `trips` cars (numbered by numberCars), by person
 * `n`, and its renter's review of the owner: published, one in ten hidden by staff.
 */
async function seedTripsAndReviews(query, trips, accounts) {
  await query(`
INSERT INTO bookings (car_id, car_model, image_url, location, daily_rental_price, start_date,
  end_date, booking_date, total_price, booking_status, booker_email, booker_name)
SELECT c.id, c.car_model, c.image_url, c.location, c.daily_rental_price, t.start_date,
  t.start_date + 2, now() - interval '400 days', c.daily_rental_price * 2, 'Confirmed',
  ${emailOf('t.renter')}, ${firstOf('t.renter')}
FROM car_numbers c
CROSS JOIN LATERAL (
  SELECT (now() AT TIME ZONE 'Asia/Dhaka')::date - 30 - (c.n % 300)::int AS start_date,
    (1 + (c.n * 17) % ${accounts})::int AS renter
) AS t
WHERE c.n <= ${trips}`);
  await query(`
INSERT INTO reviews (booking_id, car_id, author_side, author_email, author_name, subject_email,
  rating, text, written_at, window_closes_at, published_at, hidden_reason, hidden_at)
SELECT b.id, b.car_id, 'renter', b.booker_email, b.booker_name, c.owner_email,
  1 + (c.n * 7) % 5, 'The car was as described; pick-up in ' || c.location || ' went smoothly.',
  b.end_date + interval '1 day', b.end_date + interval '15 days', b.end_date + interval '2 days',
  CASE WHEN c.n % 10 = 4 THEN 'offensive' END,
  CASE WHEN c.n % 10 = 4 THEN now() - interval '1 day' END
FROM bookings b JOIN car_numbers c ON c.id = b.car_id`);
  await query(
    'CREATE TEMP TABLE review_numbers AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM reviews',
  );
  await query('CREATE INDEX ON review_numbers (n)');
  await query('VACUUM ANALYZE bookings');
  await query('VACUUM ANALYZE reviews');
}

/**
 * `count` reports, oldest first over the last ~70 days: half of cars, a fifth of reviews, the rest
 * of people; four in five open, the others dismissed an hour after they came. Reporter of report
 * `i`: person (i × 31) mod accounts, so no reporter has two open reports of one target.
 */
async function seedReports(query, { count, accounts, cars, reviews }) {
  await fillWithoutIndexes(query, { table: 'reports' }, () =>
    query(`
INSERT INTO reports (reporter_email, target_type, target_id, reason, text, status, created_at,
  resolved_at, resolved_by, action, note)
SELECT ${emailOf('r.reporter')}, r.type,
  CASE r.type WHEN 'car' THEN (SELECT c.id::text FROM car_numbers c WHERE c.n = 1 + (i * 7) % ${cars})
    WHEN 'review' THEN (SELECT v.id::text FROM review_numbers v WHERE v.n = 1 + (i * 11) % ${reviews})
    ELSE ${emailOf(`(1 + (i * 13) % ${accounts})`)} END,
  CASE r.type WHEN 'car' THEN (${list(['fake', 'misleading', 'unsafe', 'offensive', 'other'])})[1 + i % 5]
    WHEN 'review' THEN (${list(['personalData', 'offensive', 'notAboutTheTrip', 'other'])})[1 + i % 4]
    ELSE (${list(['abusive', 'fraud', 'noShow', 'other'])})[1 + i % 4] END,
  CASE WHEN i % 3 = 0 THEN '' ELSE 'Report ' || i || ': not what the listing said, please look.' END,
  CASE WHEN r.open THEN 'open' ELSE 'resolved' END,
  r.at,
  CASE WHEN NOT r.open THEN r.at + interval '1 hour' END,
  CASE WHEN NOT r.open THEN 'support@bench.carzone.test' END,
  CASE WHEN NOT r.open THEN 'dismiss' END,
  CASE WHEN NOT r.open THEN 'Nothing against the rules.' END
FROM generate_series(1, ${count}) AS i
CROSS JOIN LATERAL (
  SELECT CASE WHEN i % 10 < 5 THEN 'car' WHEN i % 10 < 7 THEN 'review' ELSE 'user' END AS type,
    (1 + (i::bigint * 31) % ${accounts})::int AS reporter, i % 5 <> 0 AS open,
    now() - make_interval(mins => (${count} - i) * 10) AS at
) AS r`),
  );
}

/**
 * Seeds the people, trips, reviews and reports into a database that holds the cars already;
 * answers what it holds.
 */
export async function seedStaffData(query, { accounts, reports, trips }) {
  const cars = await numberCars(query);
  await seedAccounts(query, accounts);
  await seedTripsAndReviews(query, Math.min(trips, cars), accounts);
  const [{ reviews }] = await query('SELECT count(*)::int AS reviews FROM reviews');
  await seedReports(query, { count: reports, accounts, cars, reviews });
  const [counts] = await query(
    `SELECT (SELECT count(*)::int FROM accounts) AS accounts,
       (SELECT count(*)::int FROM verified_phones) AS phones,
       (SELECT count(*)::int FROM reviews) AS reviews,
       (SELECT count(*)::int FROM reports WHERE status = 'open') AS open,
       (SELECT count(*)::int FROM reports) AS reports`,
  );
  return { cars, ...counts };
}
