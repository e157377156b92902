import { Inject, Injectable } from '@nestjs/common';
import { asc, count, desc, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import type { Car, CarSort } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { type CarRow, cars, type NewCarRow } from '../database/schema.js';

// Any constant; it only has to differ from the other advisory locks the API takes.
const SEED_LOCK_ID = 4_271_002;

/** One page of the catalogue, as the query DTO has checked it. */
export interface CarPageQuery {
  /** Trimmed search text; empty for every car. */
  search: string;
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

  /**
   * The cars whose model, brand or location contains the search text (any case), in the sort's
   * order, `limit` of them after skipping `offset`.
   */
  async findPage({ search, sort, limit, offset }: CarPageQuery): Promise<Car[]> {
    const query = this.db
      .select(CAR_COLUMNS)
      .from(cars)
      .where(matchingSearch(search))
      .orderBy(...ORDER_BY[sort])
      .$dynamic();
    if (limit !== null) query.limit(limit);
    if (offset > 0) query.offset(offset);
    return (await query).map(toCar);
  }

  /** How many cars match the search text (all of them for an empty one). */
  async countMatching(search: string): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(cars).where(matchingSearch(search));
    return row?.total ?? 0;
  }

  async findById(id: string): Promise<Car | null> {
    const [row] = await this.carById.execute({ id });
    return row ? toCar(row) : null;
  }

  /**
   * Inserts the given cars only when there are none yet; answers how many it inserted. A
   * transaction-scoped advisory lock makes two API instances starting at once agree on who seeds.
   */
  async insertAllIfNoCars(newCars: NewCarRow[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const [existing] = await tx.select({ total: count() }).from(cars);
      if ((existing?.total ?? 0) > 0) return 0;
      await tx.insert(cars).values(newCars);
      return newCars.length;
    });
  }
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
  };
}
