// What fault-reviews.mjs puts in its database before the instances' sweep finds it: owners and
// their cars, renters, the completed trips whose review window closed days ago (each with one
// review still waiting, mostly the renter's), and the trips completed in the last days that are
// due an invitation; all inserted with SQL in one transaction (the API never books a trip in the
// past). And the drill's own record of each publication as it commits.
import { randomUUID } from 'node:crypto';
import { dhakaDay } from './renters.mjs';

/** The invited trips end 1 to INVITE_DAYS days ago, one a day per car (a car's nights are its). */
const INVITE_DAYS = 10;
const CARS_PER_OWNER = 3;
const RENTERS = 200;
/** The share of the waiting reviews written by the car's owner (of the renter). */
const OWNER_SIDE_SHARE = 0.2;
/** The trips with a waiting review end this many days ago and before: their window is closed. */
const CLOSED_SINCE_DAYS = 16;
/** Days after its end date that a trip's window closes (REVIEW_WINDOW_DAYS). */
const REVIEW_WINDOW_DAYS = 14;

function addDays(day, n) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * The drill's people, cars, trips and reviews: `trips` trips with a review waiting and `invites`
 * trips to invite, spread over the cars (at least 30, and a car for each invited trip a day);
 * `rand` (seeded) chooses each trip's renter, each review's side and rating.
 * @param {{ trips: number, invites: number, rand: () => number, run: string }} plan
 */
export function planReviewDrill({ trips: tripCount, invites: inviteCount, rand, run }) {
  const carCount = Math.max(30, Math.ceil(inviteCount / INVITE_DAYS));
  const owners = Array.from({ length: Math.ceil(carCount / CARS_PER_OWNER) }, (_, o) => ({
    email: `owner-${run}-${o}@carzone.test`,
    name: `Owner ${o}`,
  }));
  const renters = Array.from({ length: RENTERS }, (_, i) => ({
    email: `renter-${run}-${i}@carzone.test`,
    name: `Renter ${i}`,
  }));
  const cars = Array.from({ length: carCount }, (_, n) => ({
    id: randomUUID(),
    carModel: `Toyota Axio (review drill ${n})`,
    owner: owners[Math.floor(n / CARS_PER_OWNER)],
    expected: { count: 0, total: 0 },
  }));
  const trips = [];
  const reviews = [];
  for (let j = 0; j < tripCount; j++) {
    const car = cars[j % carCount];
    const endDate = dhakaDay(-(CLOSED_SINCE_DAYS + Math.floor(j / carCount)));
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
  for (let i = 0; i < inviteCount; i++) {
    const car = cars[i % carCount];
    const endDate = dhakaDay(-(1 + Math.floor(i / carCount)));
    const trip = { id: randomUUID(), car, renter: renters[Math.floor(rand() * RENTERS)], endDate };
    trip.startDate = addDays(endDate, -1);
    trip.invitedAt = null;
    invited.push(trip);
  }
  const allTrips = [...trips, ...invited];
  const renterReviews = reviews.filter((review) => review.side === 'renter').length;
  return { cars, trips, reviews, invited, allTrips, renterReviews };
}

/**
 * The drill's own record of each publication that commits: which backend wrote it, and when it
 * committed (a deferred trigger runs at the commit; one rolled back notes nothing).
 */
export async function notePublications(client) {
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
}

/** Inserts the cars, trips and reviews of `plan` (planReviewDrill) in one transaction. */
export async function insertReviewDrill(client, { cars, reviews, allTrips }) {
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
}
