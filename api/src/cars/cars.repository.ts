import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  like,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  type Car,
  type CarSort,
  hoursUntilDayBegins,
  rentalDays,
  requestStartsTooSoon,
} from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { holdingDatesAt } from '../database/holding-bookings.js';
import {
  bookings,
  carBlocks,
  type CarRow,
  cars,
  type NewCarBlockRow,
  type NewCarRow,
} from '../database/schema.js';

// Any constant; it only has to differ from the other advisory locks the API takes.
const SEED_LOCK_ID = 4_271_002;

/**
 * Days a car must be free on: from `from` up to the day before `to` (YYYY-MM-DD), for a trip booked
 * at `now` (its owner's notice is counted from then).
 */
export interface FreeDates {
  from: string;
  to: string;
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
}

/** One page of the catalogue. */
export interface CarPageQuery extends CarFilter {
  sort: CarSort;
  /** At most this many cars; null for all of them. */
  limit: number | null;
  offset: number;
}

/** Every column a car shows; search_text only serves the search. */
const { searchText: _searchText, ...CAR_COLUMNS } = getTableColumns(cars);

/** Each sort ends in the id, so equal prices or dates always come in the same order. */
const ORDER_BY: Record<CarSort, SQL[]> = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  oldest: [asc(cars.createdAt), asc(cars.id)],
  priceAsc: [asc(cars.dailyRentalPrice), asc(cars.id)],
  priceDesc: [desc(cars.dailyRentalPrice), desc(cars.id)],
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

  /** The cars the filter lets through, in the sort's order, `limit` of them after `offset`. */
  async findPage({ sort, limit, offset, ...filter }: CarPageQuery): Promise<Car[]> {
    const query = this.db
      .select(CAR_COLUMNS)
      .from(cars)
      .where(matchingFilter(filter, 'page'))
      .orderBy(...ORDER_BY[sort])
      .$dynamic();
    if (limit !== null) query.limit(limit);
    if (offset > 0) query.offset(offset);
    return (await query).map(toCar);
  }

  /** How many cars the filter lets through. */
  async countMatching(filter: CarFilter): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(cars)
      .where(matchingFilter(filter, 'all'));
    return row?.total ?? 0;
  }

  async findById(id: string): Promise<Car | null> {
    const [row] = await this.carById.execute({ id });
    return row ? toCar(row) : null;
  }

  /**
   * Inserts the given cars, and the blocked days `blocksOf` gives each (by its index in
   * `newCars`), only when there are no cars yet; answers how many cars it inserted. A
   * transaction-scoped advisory lock makes two API instances starting at once agree on who seeds.
   */
  async insertAllIfNoCars(
    newCars: NewCarRow[],
    blocksOf: (index: number) => Omit<NewCarBlockRow, 'carId'>[] = () => [],
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const [existing] = await tx.select({ total: count() }).from(cars);
      if ((existing?.total ?? 0) > 0) return 0;
      // One row at a time: each car's id is needed for its blocks, by its place in the list.
      for (const [index, car] of newCars.entries()) {
        const [row] = await tx.insert(cars).values(car).returning({ id: cars.id });
        const blocks = blocksOf(index).map((block) => ({ ...block, carId: row!.id }));
        if (blocks.length > 0) await tx.insert(carBlocks).values(blocks);
      }
      return newCars.length;
    });
  }
}

/** Every condition of the filter (none for an empty one), for a page or for all matches. */
function matchingFilter(
  { search, freeDates, minPrice, maxPrice }: CarFilter,
  reading: 'page' | 'all',
): SQL | undefined {
  return and(
    matchingSearch(search),
    minPrice === null ? undefined : gte(cars.dailyRentalPrice, minPrice),
    maxPrice === null ? undefined : lte(cars.dailyRentalPrice, maxPrice),
    freeDates === null ? undefined : freeOn(freeDates, reading),
  );
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

/** A row as the API's JSON shows it: spec field names, `_id`, price as a number, ISO date. */
export function toCar(row: CarRow): Car {
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
  };
}
