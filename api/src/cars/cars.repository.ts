import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  like,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  averageRating,
  type Car,
  type CarDriverFilter,
  type CarSort,
  hoursUntilDayBegins,
  type Moderation,
  namesInEveryLanguage,
  type OwnerCar,
  rentalDays,
  requestStartsTooSoon,
} from '@carzone/domain';
import { districtById } from '@carzone/domain/districts';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { holdingDatesAt } from '../database/holding-bookings.js';
import { bookings, carBlocks, type CarRow, cars, verifiedPhones } from '../database/schema.js';

/**
 * Days a car must be free on: from `from` up to the day before `to` (YYYY-MM-DD), for a trip booked
 * at `now` (its owner's notice is counted from then).
 */
export interface FreeDates {
  from: string;
  to: string;
  /** The clock's now; the real one when not given. */
  now?: Date;
}

/** Which cars a search lists, as the query DTO has checked it. */
export interface CarFilter {
  /** Trimmed search text; empty for every car. */
  search: string;
  /**
   * Only cars free on these days: available, and no booking that is not canceled holds them on any
   * day from `from` up to the day before `to` (YYYY-MM-DD). Null for any time.
   */
  freeDates: FreeDates | null;
  /** Daily price bounds in dollars, inclusive; null for none. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Only cars offering their driver (`with`) or self-drive (`self`); null for both kinds. */
  driver: CarDriverFilter | null;
  /** Only cars in this district; null for any. */
  district: string | null;
  /** Only cars with at least this many seats; null for any. */
  minSeats: number | null;
}

/** One page of the catalogue. */
export interface CarPageQuery extends CarFilter {
  sort: CarSort;
  /** At most this many cars; null for all of them. */
  limit: number | null;
  offset: number;
}

/** How many cars a filter lets through, as `X-Total-Count` tells it. */
export interface CarCount {
  total: number;
  /** True when `total` is an estimate: more cars match than the exact count goes up to. */
  estimated: boolean;
}

/** How many cars an estimate samples (estimateMatching). */
export const SAMPLED_CARS = 1_000;

/** Every column a car shows; search_text only serves the search. */
// The search text is for its index, the stored average for the Top Rated sort's: a car's answer
// writes its average from the total and count (averageRating), as the domain rounds it.
const {
  searchText: _searchText,
  ratingAverage: _ratingAverage,
  ...CAR_TABLE_COLUMNS
} = getTableColumns(cars);

/**
 * The columns a car's answer is made from (toCar): its row's, and whether its owner has a verified
 * mobile number, read beside it (one primary-key probe a car) so it is never out of date.
 */
export const CAR_COLUMNS = {
  ...CAR_TABLE_COLUMNS,
  ownerPhoneVerified: sql<boolean>`exists (select 1 from ${verifiedPhones} where ${verifiedPhones.email} = lower(${cars.ownerEmail}))`,
};

/** A row read with CAR_COLUMNS. */
export type CarAnswerRow = Omit<CarRow, 'searchText' | 'ratingAverage'> & {
  ownerPhoneVerified: boolean;
};

/**
 * A car as GET /api/car/:id reads it: its answer, and whether anyone but its owner may see it
 * (`listed`: published and its owner not suspended), with its standing for the owner.
 */
export interface CarRead {
  car: Car;
  listed: boolean;
  moderation: Moderation;
}

/** Each sort ends in the id, so equal prices or dates always come in the same order. */
const ORDER_BY: Record<CarSort, SQL[]> = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  oldest: [asc(cars.createdAt), asc(cars.id)],
  priceAsc: [asc(cars.dailyRentalPrice), asc(cars.id)],
  priceDesc: [desc(cars.dailyRentalPrice), desc(cars.id)],
  // NULLS LAST on every column, as the index has them (a car without reviews has no average).
  topRated: [
    sql`${cars.ratingAverage} DESC NULLS LAST`,
    sql`${cars.ratingCount} DESC NULLS LAST`,
    sql`${cars.id} DESC NULLS LAST`,
  ],
};

@Injectable()
export class CarsRepository {
  /**
   * `GET /api/car/:id` is the hottest query: built once, and on a PostgreSQL server prepared
   * once per connection (named), so each call only binds the id.
   */
  private readonly carById;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.carById = db
      .select(CAR_COLUMNS)
      .from(cars)
      .where(eq(cars.id, sql.placeholder('id')))
      .prepare('cars_find_by_id');
  }

  /**
   * Runs `read` against this repository. Its queries are planned without parallel workers, as
   * every query of the API's PostgreSQL connections is (database.ts, decision 013); PGlite has
   * none. Not a transaction of its own: node-postgres gives a connection cut mid-transaction back
   * to the pool still open, and the API could then not stop (database-outage.test.ts).
   */
  async serially<T>(read: (repository: CarsRepository) => Promise<T>): Promise<T> {
    return read(this);
  }

  /** The cars the filter lets through, in the sort's order, `limit` of them after `offset`. */
  async findPage(query: CarPageQuery): Promise<Car[]> {
    return (await this.pageQuery(query)).map(toCar);
  }

  /**
   * How many cars the filter lets through, exactly when at most `exactUpTo` do, and never less
   * than `atLeast` (what the page already shows). First an estimate (estimateMatching, a fixed
   * sample): when it is well past the cap (twice), it is the answer. Otherwise the exact count,
   * which stops at `exactUpTo + 1` matches, so it costs the same for 2,000 matches as for 80,000;
   * past the cap the answer is the estimate again. Neither grows with the matches.
   */
  async countMatching(
    filter: CarFilter,
    { exactUpTo, atLeast = 0 }: { exactUpTo: number; atLeast?: number },
  ): Promise<CarCount> {
    const estimate = await this.estimateMatching(filter);
    if (atLeast <= exactUpTo && estimate <= 2 * exactUpTo) {
      const [row] = await this.countUpToQuery(filter, exactUpTo + 1);
      const total = row?.total ?? 0;
      if (total <= exactUpTo) return { total, estimated: false };
    }
    return { total: Math.max(estimate, atLeast, exactUpTo + 1), estimated: true };
  }

  /**
   * About how many cars the filter lets through: the share of matches among SAMPLED_CARS cars, times
   * the cars the planner's statistics count (pg_class.reltuples, kept by autovacuum; before the
   * table was ever analyzed, the count of the sample's own). The sample is the first cars by id:
   * ids are random (gen_random_uuid), so they are a random sample of the catalogue, row by row,
   * and the same ones from one request to the next (the estimate does not flicker between pages).
   * It costs the same however many cars match.
   */
  async estimateMatching(filter: CarFilter): Promise<number> {
    const [sample] = await this.sampleQuery(filter);
    if (!sample || sample.sampled === 0) return 0;
    const total =
      sample.sampled < SAMPLED_CARS ? sample.sampled : Math.max(sample.tableCars, SAMPLED_CARS);
    return Math.round((sample.matching / sample.sampled) * total);
  }

  // The queries themselves, unsent, for the methods above and the benchmark's plans
  // (scripts/bench-search-dates.mjs).

  /** A page: see findPage. */
  pageQuery({ sort, limit, offset, ...filter }: CarPageQuery) {
    const query = this.db
      .select(CAR_COLUMNS)
      .from(cars)
      .where(matchingFilter(filter, 'page'))
      .orderBy(...ORDER_BY[sort])
      .$dynamic();
    if (limit !== null) query.limit(limit);
    if (offset > 0) query.offset(offset);
    return query;
  }

  /**
   * How many cars match, counting no further than `limit`: probed car by car, in whatever order
   * the planner reads them, so it stops after `limit` matches (the page's form of freeOn).
   */
  countUpToQuery(filter: CarFilter, limit: number) {
    const matching = this.db
      .select({ one: sql`1`.as('one') })
      .from(cars)
      .where(matchingFilter(filter, 'page'))
      .limit(limit)
      .as('matching');
    return this.db.select({ total: count() }).from(matching);
  }

  /**
   * Of the first SAMPLED_CARS cars by id, how many there are and how many match, and how many cars
   * the table holds by the planner's statistics (-1 before it was first analyzed). The sample keeps
   * the table's name, so the filter's columns (and freeOn's probes) read the sampled rows.
   */
  sampleQuery(filter: CarFilter) {
    const sample = sql`(SELECT * FROM ${cars} ORDER BY ${cars.id} LIMIT ${SAMPLED_CARS}) AS ${cars}`;
    return this.db
      .select({
        sampled: count(),
        matching: sql`count(*) FILTER (WHERE ${matchingFilter(filter, 'page')})`.mapWith(Number),
        tableCars:
          sql`(SELECT reltuples FROM pg_class WHERE oid = ${sql.raw(`'${getTableName(cars)}'::regclass`)})`.mapWith(
            Number,
          ),
      })
      .from(sample);
  }

  /** How many cars match, every one counted (the count before the cap; the benchmark's check). */
  countAllQuery(filter: CarFilter) {
    return this.db.select({ total: count() }).from(cars).where(matchingFilter(filter, 'all'));
  }

  async findById(id: string): Promise<CarRead | null> {
    const [row] = await this.carById.execute({ id });
    return row ? { car: toCar(row), listed: row.listed, moderation: moderationOf(row) } : null;
  }
}

/** Every condition of the filter (an empty one: listed), for a page or for all matches. */
function matchingFilter(
  { search, freeDates, minPrice, maxPrice, driver, district, minSeats }: CarFilter,
  reading: 'page' | 'all',
): SQL {
  return and(
    // Only listed cars: published, their owner not suspended. One column, so a sort's index
    // still serves the page and the row's own value filters it.
    eq(cars.listed, true),
    matchingSearch(search),
    minPrice === null ? undefined : gte(cars.dailyRentalPrice, minPrice),
    maxPrice === null ? undefined : lte(cars.dailyRentalPrice, maxPrice),
    // A car offering both kinds matches either filter (trip-offer.ts: offersDriver, offersSelfDrive).
    driver === null
      ? undefined
      : ne(cars.driverOption, driver === 'with' ? 'self-drive' : 'with-driver'),
    district === null ? undefined : eq(cars.district, district),
    minSeats === null ? undefined : gte(cars.seats, minSeats),
    freeDates === null ? undefined : freeOn(freeDates, reading),
  )!;
}

/**
 * Available, the owner's rules met, and no block nor booking holding its nights (holdingDatesAt)
 * overlaps [from, to): an anti-join, written for the side the planner should drive it from (each
 * form fits one partial index on the holding statuses, schema.ts):
 * - `page`: a page in the sort's order stops after `limit` cars, so one probe per car, in order:
 *   `end > from AND start < to` on the index on (car, end, start), read from the index alone.
 * - `all` (the count): every matching car, so the taken cars once, hashed against them: the
 *   bookings overlapping the range, from the GiST index on their dates. Written like the page,
 *   the planner would probe every car instead (twice as slow at 100,000 cars).
 */
function freeOn({ from, to, now = new Date() }: FreeDates, reading: 'page' | 'all'): SQL {
  const overlapping =
    reading === 'page'
      ? sql`${bookings.endDate} > ${from} AND ${bookings.startDate} < ${to}`
      : sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[)') && daterange(${from}::date, ${to}::date, '[)')`;
  const blocked =
    reading === 'page'
      ? sql`${carBlocks.endDate} > ${from} AND ${carBlocks.startDate} < ${to}`
      : sql`daterange(${carBlocks.startDate}, ${carBlocks.endDate}, '[)') && daterange(${from}::date, ${to}::date, '[)')`;
  const days = rentalDays(from, to);
  return and(
    eq(cars.bookingStatus, 'available'),
    // The owner's trip rules (packages/domain/src/trip-rules.ts), as tripRuleBroken applies them.
    lte(cars.minDays, days),
    gte(cars.maxDays, days),
    // A request needs its owner's answer before its first day begins (booking-requests.ts).
    requestStartsTooSoon(from, now) ? eq(cars.instantBooking, true) : undefined,
    // Whole hours on both sides: a car's notice is a whole number, so N ≤ x exactly when N ≤ ⌊x⌋.
    or(
      eq(cars.advanceNoticeHours, 0),
      lte(cars.advanceNoticeHours, Math.floor(hoursUntilDayBegins(from, now))),
    ),
    sql`NOT EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.carId} = ${cars.id} AND ${holdingDatesAt(now)} AND ${overlapping})`,
    sql`NOT EXISTS (SELECT 1 FROM ${carBlocks} WHERE ${carBlocks.carId} = ${cars.id} AND ${blocked})`,
  )!;
}

/**
 * `search_text LIKE lower('%text%')`, served by the trigram index of migration 0002, with the
 * text's own `%`, `_` and `\` matched literally; no condition for an empty text. PostgreSQL lower-
 * cases both sides, so they agree on every letter.
 */
function matchingSearch(search: string): SQL | undefined {
  return search
    ? like(cars.searchText, sql`lower(${`%${escapeLikePattern(search)}%`})`)
    : undefined;
}

/** Text for a LIKE pattern that matches itself only (backslash is PostgreSQL's default escape). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A car's district's names: in every language, and the English and Bangla fields of before. */
function districtNamesOf(
  district: string,
): Pick<Car, 'districtName' | 'districtNameBn' | 'districtNames'> {
  const names = districtById(district)?.names ?? { en: district };
  return {
    districtName: names.en,
    districtNameBn: names.bn ?? district,
    districtNames: namesInEveryLanguage(names),
  };
}

/** A car's standing with staff, as its owner reads it. */
export const moderationOf = (
  row: Pick<CarAnswerRow, 'moderationState' | 'moderationReason'>,
): Moderation => ({ state: row.moderationState, reason: row.moderationReason });

/** A row as its owner reads it: the car and its standing with staff. */
export const toOwnerCar = (row: CarAnswerRow): OwnerCar => ({
  ...toCar(row),
  moderation: moderationOf(row),
});

/** A row as the API's JSON shows it: spec field names, `_id`, price as a number, ISO date. */
export function toCar(row: CarAnswerRow): Car {
  return {
    _id: row.id,
    carModel: row.carModel,
    brand: row.brand,
    dailyRentalPrice: row.dailyRentalPrice,
    bookingStatus: row.bookingStatus,
    bookingCount: row.bookingCount,
    location: row.location,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl || row.imageUrl,
    photoId: row.photoId,
    description: row.description,
    features: row.features,
    registrationNumber: row.registrationNumber,
    email: row.ownerEmail,
    name: row.ownerName,
    createdAt: row.createdAt.toISOString(),
    minDays: row.minDays,
    maxDays: row.maxDays,
    advanceNoticeHours: row.advanceNoticeHours,
    instantBooking: row.instantBooking,
    advancePercent: row.advancePercent,
    driverOption: row.driverOption,
    driverDailyRate: row.driverDailyRate,
    overtimeHourlyRate: row.overtimeHourlyRate,
    nightHaltRate: row.nightHaltRate,
    intercityDailySurcharge: row.intercityDailySurcharge,
    fuelPolicy: row.fuelPolicy,
    seats: row.seats,
    district: row.district,
    ...districtNamesOf(row.district),
    licenceRequired: row.licenceRequired,
    requireVerifiedPhone: row.requireVerifiedPhone,
    ownerPhoneVerified: row.ownerPhoneVerified,
    rating: { average: averageRating(row.ratingTotal, row.ratingCount), count: row.ratingCount },
  };
}
