// A list's total (X-Total-Count) past the exact count's cap: exact up to the cap, an estimate
// flagged as one past it, and pages that still go on to the end. The API under test counts exactly
// up to 3 cars only (`exactCarCountUpTo`), so this file's own dozen cars are past it; they are named
// with its marker (a search finds only them), listed in 2001 and deleted after.
import { randomBytes } from 'node:crypto';
import {
  CAR_LIST_MESSAGES,
  type Car,
  TOTAL_COUNT_ESTIMATED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@carzone/domain';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars as carsTable, type NewCarRow } from '../database/schema.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { testCarRow } from '../testing/test-cars.js';
import { refusalBody } from '../testing/error-body.js';
import { type CarFilter, CarsRepository, SAMPLED_CARS } from './cars.repository.js';
import { EVERY_CAR } from './cars.service.js';

const MARK = `cc${randomBytes(4).toString('hex')}`;
const CAP = 3;
const CARS = 12;

/**
 * Ids below any gen_random_uuid() of the catalogue's (whose first digits are random), so this
 * file's cars are the first by id: always in the estimate's sample, however many cars the
 * database holds beside them.
 */
const FIRST_BY_ID = `00000000-${randomBytes(2).toString('hex')}-4000-8000-`;

const testCar = (index: number): NewCarRow =>
  testCarRow({
    id: `${FIRST_BY_ID}${String(index).padStart(12, '0')}`,
    carModel: `${MARK} Counted ${String(index).padStart(2, '0')}`,
    dailyRentalPrice: 30 + index,
    ownerEmail: 'count-tests@carzone.test',
    ownerName: 'Count Tests',
    createdAt: new Date(Date.UTC(2001, 1, 1 + index)),
  });

let api: TestApp;
let ids: string[] = [];
beforeAll(async () => {
  api = await startTestApp({ exactCarCountUpTo: CAP });
  const rows = await api.db
    .insert(carsTable)
    .values(Array.from({ length: CARS }, (_, index) => testCar(index)))
    .returning({ id: carsTable.id });
  ids = rows.map((row) => row.id);
});
afterAll(async () => {
  if (ids.length > 0) await api.db.delete(carsTable).where(inArray(carsTable.id, ids));
  await api.close();
});

const list = (more: string) => api.fetch(`/api/cars?q=${MARK}${more}`);
const totalOf = (response: Response) => ({
  total: Number(response.headers.get(TOTAL_COUNT_HEADER)),
  estimated: response.headers.get(TOTAL_COUNT_ESTIMATED_HEADER),
});
/** Whether the whole catalogue fits in the estimate's sample, which then counts every car. */
async function sampleHoldsEveryCar(): Promise<boolean> {
  const [row] = await api.db.select({ total: count() }).from(carsTable);
  return (row?.total ?? 0) < SAMPLED_CARS;
}

describe('X-Total-Count up to the cap and past it', () => {
  it('counts exactly, without the estimate header, when at most the cap match', async () => {
    const response = await list(` Counted 0&limit=2`);
    // "Counted 00" to "Counted 09": ten match, more than the page, so the count ran.
    expect(await json<Car[]>(response)).toHaveLength(2);
    const capped = await startTestApp({ exactCarCountUpTo: 10 });
    try {
      const exact = await capped.fetch(`/api/cars?q=${MARK} Counted 0&limit=2`);
      expect(totalOf(exact)).toEqual({ total: 10, estimated: null });
    } finally {
      await capped.close();
    }
  });

  it('answers an estimate past the cap, flagged as one, never below the cap', async () => {
    const response = await list('&limit=2');
    expect(response.status).toBe(200);
    expect(await json<Car[]>(response)).toHaveLength(2);
    const { total, estimated } = totalOf(response);
    expect(estimated).toBe('true');
    expect(total).toBeGreaterThan(CAP);
    // A catalogue smaller than the sample is sampled whole: the estimate is then the count.
    if (await sampleHoldsEveryCar()) expect(total).toBe(CARS);
  });

  it('estimates at once, without the exact count, when the page is already past the cap', async () => {
    const response = await list('&limit=2&offset=6');
    expect(await json<Car[]>(response)).toHaveLength(2);
    const { total, estimated } = totalOf(response);
    expect(estimated).toBe('true');
    expect(total).toBeGreaterThanOrEqual(9);
  });

  it('counts a short page exactly, whatever the cap', async () => {
    const response = await list('&limit=100');
    expect(await json<Car[]>(response)).toHaveLength(CARS);
    expect(totalOf(response)).toEqual({ total: CARS, estimated: null });
  });

  it('pages through every match while the total is an estimate, and ends exactly', async () => {
    const seen: string[] = [];
    let last = { total: 0, estimated: 'true' as string | null };
    // Next pages as the catalogue asks for them: while the list holds fewer than the total.
    for (let offset = 0; offset < last.total || seen.length === 0; offset += 5) {
      const response = await list(`&limit=5&offset=${offset}`);
      const page = await json<Car[]>(response);
      seen.push(...page.map((car) => car._id));
      last = totalOf(response);
      // A full page's estimate leaves room for the next page.
      if (page.length === 5) expect(last.total).toBeGreaterThan(offset + 5);
      expect(seen.length).toBeLessThanOrEqual(CARS);
    }
    expect(seen.sort()).toEqual([...ids].sort());
    expect(last).toEqual({ total: CARS, estimated: null });
  });

  it('refuses bad input as before, with no total', async () => {
    const response = await list('&limit=0');
    expect(response.status).toBe(400);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
    expect(response.headers.get(TOTAL_COUNT_ESTIMATED_HEADER)).toBeNull();
    expect(await json(response)).toEqual(
      refusalBody(400, CAR_LIST_MESSAGES.limitOutOfRange, {
        limit: CAR_LIST_MESSAGES.limitOutOfRange,
      }),
    );
  });
});

describe('CarsRepository.countMatching', () => {
  const filter = (more: Partial<CarFilter> = {}): CarFilter => ({
    ...EVERY_CAR,
    search: MARK,
    ...more,
  });
  const repository = () => new CarsRepository(api.db);

  it('is exact up to the cap, and an estimate past it never below what the page showed', async () => {
    expect(await repository().countMatching(filter(), { exactUpTo: CARS })).toEqual({
      total: CARS,
      estimated: false,
    });
    const past = await repository().countMatching(filter(), { exactUpTo: 2, atLeast: 50 });
    expect(past).toEqual({ total: 50, estimated: true });
  });

  it('estimates from a sample that applies the whole filter, dates and prices included', async () => {
    const dates = { from: '2099-03-01', to: '2099-03-04' };
    const narrowed = filter({ freeDates: dates, minPrice: 35, maxPrice: 38 });
    const [all] = await repository().countAllQuery(narrowed);
    expect(all?.total).toBe(4);
    // This file's cars are in the sample (FIRST_BY_ID): four of its rows match, not the twelve
    // the search alone lets through.
    const [sample] = await repository().sampleQuery(narrowed);
    expect(sample?.matching).toBe(4);
    const estimate = await repository().estimateMatching(narrowed);
    // Scaled up to the catalogue past the sample; the count itself when the sample holds it all.
    if (await sampleHoldsEveryCar()) expect(estimate).toBe(4);
    else expect(estimate).toBeGreaterThanOrEqual(4);
  });
});
