// Sends generated bad requests to the running API and checks each answer is a refusal in the
// API's one error shape. What must not have been written is each test file's to read back, which
// itRefusesEveryCase compares before and after the cases.
import { STATUS_CODES } from 'node:http';
import { asc, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.js';
import type { BadRequest } from './arbitraries.js';
import { DECLARED_CODE } from '../testing/error-body.js';

/**
 * Generated cases per endpoint (and per property): 1,000 in `npm test`; the quick loop
 * (`npm run test:unit`) samples fewer through FUZZ_CASES_PER_ENDPOINT.
 */
export const CASES_PER_ENDPOINT = Number(process.env.FUZZ_CASES_PER_ENDPOINT) || 1000;

/** A request still unanswered after this long counts as a hang, and fails its case. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Room for CASES_PER_ENDPOINT requests (and shrinking a failure) in one vitest test. */
export const PROPERTY_TEST_TIMEOUT_MS = 240_000;

/**
 * The rows of `table` whose `column` is one of `values`, field by field in id order: what a test
 * reads before and after its cases to show that none was written.
 */
export function rowsWhereIn(
  api: TestApp,
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  values: string[],
): Promise<unknown[]> {
  return api.db.select().from(table).where(inArray(column, values)).orderBy(asc(table.id));
}

const ERROR_KEYS = new Set(['statusCode', 'error', 'code', 'message', 'fields', 'requestId']);

/** The signed-in user's Cookie header, or a way to get one per case (a pool of users). */
export type UserCookie = string | (() => Promise<string>);

export async function send(
  api: TestApp,
  request: BadRequest,
  userCookie: UserCookie | undefined,
): Promise<Response> {
  const headers = { ...request.headers };
  if (request.session === 'user') {
    if (!userCookie) throw new Error('This case needs a signed-in user.');
    headers.cookie = typeof userCookie === 'string' ? userCookie : await userCookie();
  } else if (request.session !== 'none') {
    headers.cookie = request.session.cookie;
  }
  return api.fetch(request.path, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/**
 * A 4xx (never 5xx; a 429 means a rate limit got in the way, not that the input was judged) in
 * `{ statusCode, error, code, message[, fields] }` with the status's own words, and no cookie set.
 */
export async function expectRefusedInOneShape(
  request: BadRequest,
  response: Response,
): Promise<void> {
  const context = `${request.method} ${request.path.slice(0, 120)} (${request.kind})`;
  const text = await response.text();
  expect(response.status, `${context} was rate limited: ${text}`).not.toBe(429);
  expect(response.status, `${context} answered ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${context} answered ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers.get('content-type'), context).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(
    Object.keys(body).filter((key) => !ERROR_KEYS.has(key)),
    context,
  ).toEqual([]);
  expect(body.statusCode, context).toBe(response.status);
  expect(body.requestId, context).toBe(response.headers.get('x-request-id'));
  expect(body.error, context).toBe(STATUS_CODES[response.status]);
  expect(body.code, context).toMatch(DECLARED_CODE);
  expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
  if (body.fields !== undefined) {
    expect(typeof body.fields, context).toBe('object');
    for (const refusal of Object.values(body.fields as object)) {
      expect(refusal, context).toEqual({ code: expect.any(String), message: expect.any(String) });
      expect((refusal as { code: string }).code, context).toMatch(DECLARED_CODE);
    }
  }
  expect(response.headers.getSetCookie(), context).toEqual([]);
}

/** Runs CASES_PER_ENDPOINT generated requests and demands a refusal of each. */
export async function expectEveryCaseRefused(
  api: TestApp,
  requests: fc.Arbitrary<BadRequest>,
  userCookie?: UserCookie,
  numRuns = CASES_PER_ENDPOINT,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      await expectRefusedInOneShape(request, await send(api, request, userCookie));
    }),
    { numRuns },
  );
}

/** One refusal test's cases, and what none of them may change. */
export interface RefusalCases {
  api: TestApp;
  requests: fc.Arbitrary<BadRequest>;
  /** The Cookie header of the user the signed-in cases are sent as. */
  userCookie?: UserCookie;
  /** What no case may write (rows, counts), read before the cases and again after them. */
  readState?: () => Promise<unknown>;
  /** Further checks once every case was refused. */
  afterwards?: () => Promise<void>;
}

/**
 * Registers the test `refuses CASES_PER_ENDPOINT generated <what>`: every case refused in the one
 * error shape, and the state read the same after the cases as before. `cases` is called when the
 * test runs, once the file's `beforeAll` hooks have made its users and rows.
 */
export function itRefusesEveryCase(what: string, cases: () => RefusalCases): void {
  it(
    `refuses ${CASES_PER_ENDPOINT} generated ${what}`,
    async () => {
      const { api, requests, userCookie, readState, afterwards } = cases();
      const before = await readState?.();
      await expectEveryCaseRefused(api, requests, userCookie);
      expect(await readState?.()).toEqual(before);
      await afterwards?.();
    },
    PROPERTY_TEST_TIMEOUT_MS,
  );
}
