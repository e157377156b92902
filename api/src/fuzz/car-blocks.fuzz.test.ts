// POST /api/cars/:id/blocks under generated input, from the car's owner (and the wrong users): every
// bad case refused in the one error shape and no block written; any JSON body answered exactly as
// the rules say (201 with what was sent, or the refusal of each bad field, or the domain's problem
// with the dates, or 409 over a booking or a block), never a 5xx; and a run of blocks on one car
// refused over each other exactly where they overlap.
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { maxLength } from 'class-validator';
import { beforeAll, expect, it } from 'vitest';
import {
  CAR_BLOCK_LIMITS,
  type CarBlock,
  carBlockDatesProblem,
  dhakaToday,
  isCalendarDate,
} from '@carzone/domain';
import { BODY_LIMIT_BYTES } from '../common/api-error.js';
import { jsonBodyProblem } from '../common/json-body-guard.js';
import { bookings, carBlocks } from '../database/schema.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { callApi, dhakaDay, type SignedInUser } from '../testing/session-calls.js';
import { usingPostgresServer, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import type { TestCars } from '../testing/test-cars.js';
import {
  type BadRequest,
  type DateRange,
  type Entries,
  type Offsets,
  anyText,
  asBrokenFieldsBody,
  asJson,
  asUnknownFieldBody,
  badJsonEnvelope,
  blankText,
  datesOf,
  entriesText,
  notACalendarDate,
  notAnIdSegment,
  notASession,
  notText,
  optionalText,
  overlapping,
  rangeStartingInPast,
  requiredDate,
  reversedRange,
  textOfLength,
  textWithControlCharacter,
  unknownKey,
  withBrokenFields,
  withUnknownKeys,
} from './arbitraries.js';
import {
  CASES_PER_ENDPOINT,
  PROPERTY_TEST_TIMEOUT_MS,
  expectRefusedInOneShape,
  itRefusesEveryCase,
  send,
  rowsWhereIn,
} from './refusals.js';

let api: TestApp, ownedCars: TestCars;
let owner: SignedInUser, renter: SignedInUser, stranger: SignedInUser;
/**
 * The owner's car: held by a pending booking on BOOKED_NIGHTS, blocked on BLOCKED_NIGHTS, and
 * with a canceled booking on CANCELED_NIGHTS, which holds nothing. Its two ranges as dates, fixed
 * when they were written (so that Dhaka's midnight during the run moves neither).
 */
let carId: string;
let bookedRange: DateRange;
let fixedBlock: CarBlock;
let strangersCarId: string;
const BOOKED_NIGHTS = { from: 10, until: 14 };
const BLOCKED_NIGHTS = { from: 20, until: 25 };
const CANCELED_NIGHTS = { from: 30, until: 33 };

// Deleting a car deletes its blocks, so the cars' sweep after all leaves none behind.
withBookingParties(
  {
    carLabel: 'Fuzz Blocked Car',
    names: ['Fuzz Block Owner', 'Fuzz Block Renter', 'Fuzz Block Stranger'],
  },
  (parties) => {
    ({ api, carsOf: ownedCars, owner, renter, stranger } = parties);
  },
);
beforeAll(async () => {
  carId = await ownedCars.insert(owner.email);
  strangersCarId = await ownedCars.insert(stranger.email);
  bookedRange = await insertBookings(carId);
  const response = await callApi(api, 'POST', `/api/cars/${carId}/blocks`, {
    as: owner,
    body: datesOf({ start: BLOCKED_NIGHTS.from, end: BLOCKED_NIGHTS.until }),
  });
  expect(response.status).toBe(201);
  fixedBlock = (await response.json()) as CarBlock;
});

/** A car's bookings: one to come that holds it (answered), one canceled that does not. */
async function insertBookings(car: string): Promise<DateRange> {
  const held = datesOf({ start: BOOKED_NIGHTS.from, end: BOOKED_NIGHTS.until });
  await insertBookingRow(api.db, {
    carId: car,
    bookerEmail: renter.email,
    bookingStatus: 'Pending',
    ...held,
    bookingDate: new Date(),
  });
  await insertBookingRow(api.db, {
    carId: car,
    bookerEmail: renter.email,
    bookingStatus: 'Canceled',
    startDate: dhakaDay(CANCELED_NIGHTS.from),
    endDate: dhakaDay(CANCELED_NIGHTS.until),
    bookingDate: new Date(),
  });
  return held;
}

const blocksOf = (car: string) =>
  api.db
    .select()
    .from(carBlocks)
    .where(eq(carBlocks.carId, car))
    .orderBy(asc(carBlocks.startDate), asc(carBlocks.id));

/** A block row's own fields (not when it was written). */
const shown = (rows: readonly { id: string; startDate: string; endDate: string; note: string }[]) =>
  rows.map(({ id, startDate, endDate, note }) => ({ id, startDate, endDate, note }));

/** Every block and booking of these tests' two cars, field by field. */
async function snapshot() {
  const ids = [carId, strangersCarId];
  return {
    blocks: await rowsWhereIn(api, carBlocks, carBlocks.carId, ids),
    bookings: await rowsWhereIn(api, bookings, bookings.carId, ids),
    total: usingPostgresServer() ? null : await api.countRows(carBlocks),
  };
}

// Date ranges as offsets from today.

const tooLongRange = fc
  .tuple(
    fc.integer({ min: 0, max: 300 }),
    fc.integer({ min: CAR_BLOCK_LIMITS.nights + 1, max: 5000 }),
  )
  .map(([start, length]): Offsets => ({ start, end: start + length }));
/** Mostly short ranges near today, where bookings and blocks are; now and then a year or more. */
const nearRange = fc
  .tuple(
    fc.integer({ min: -3, max: 45 }),
    fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: -2, max: 12 }) },
      {
        weight: 1,
        arbitrary: fc.integer({
          min: CAR_BLOCK_LIMITS.nights - 2,
          max: CAR_BLOCK_LIMITS.nights + 2,
        }),
      },
    ),
  )
  .map(([start, length]): Offsets => ({ start, end: start + length }));

/** YYYY-MM-DD by its shape, real or not (2026-02-30, 2025-02-29, 2027-13-01, 2026-06-00). */
const dateShapedText: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({
      min: Number(dhakaToday().slice(0, 4)) - 1,
      max: Number(dhakaToday().slice(0, 4)) + 2,
    }),
    fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }) }, fc.constantFrom(0, 13)),
    fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 28, max: 31 }) },
      fc.integer({ min: 0, max: 32 }),
    ),
  )
  .map(
    ([year, month, dayOfMonth]) =>
      `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`,
  );

const BLOCK_FIELDS = ['startDate', 'endDate', 'note'];
const newBlock = (): Entries => [
  ['startDate', dhakaDay(40)],
  ['endDate', dhakaDay(43)],
  ['note', '  Eid at home  '],
];

function badNewBlocks(): fc.Arbitrary<BadRequest> {
  const base = newBlock();
  const ownPath = `/api/cars/${carId}/blocks`;
  const withDates = (kind: string, ranges: fc.Arbitrary<Offsets>) =>
    fc.tuple(ranges, fc.option(textOfLength(0, 20), { nil: undefined })).map(([range, note]) => {
      const { startDate, endDate } = datesOf(range);
      return asJson(
        kind,
        entriesText([
          ['startDate', startDate],
          ['endDate', endDate],
          ...(note === undefined ? [] : [['note', note] as const]),
        ]),
      );
    });
  const asOwner = fc
    .oneof(
      {
        weight: 4,
        arbitrary: withBrokenFields(base, {
          startDate: requiredDate,
          endDate: requiredDate,
          note: optionalText(CAR_BLOCK_LIMITS.note),
        }).map(asBrokenFieldsBody),
      },
      { weight: 1, arbitrary: withDates('end not after start', reversedRange) },
      { weight: 1, arbitrary: withDates('start in the past', rangeStartingInPast(400)) },
      { weight: 1, arbitrary: withDates('more than a year', tooLongRange) },
      { weight: 1, arbitrary: withDates('over a booking', overlapping(BOOKED_NIGHTS)) },
      { weight: 1, arbitrary: withDates('over a block', overlapping(BLOCKED_NIGHTS)) },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            withUnknownKeys(base, BLOCK_FIELDS),
            // What the server decides, never the body.
            fc
              .constantFrom<[string, unknown]>(
                ['carId', strangersCarId],
                ['_id', fixedBlock._id],
                ['id', fixedBlock._id],
                ['ownerEmail', stranger.email],
                ['createdAt', '2020-01-01T00:00:00Z'],
                ['nights', 3],
              )
              .map((extra) => [...base, extra]),
          )
          .map(asUnknownFieldBody),
      },
      { weight: 3, arbitrary: badJsonEnvelope(base) },
    )
    .map((request) => ({ ...request, path: ownPath, session: 'user' as const }));

  const validBody = asJson('valid body', entriesText(base));
  const noSuchCar = fc.oneof(
    fc.constant({ path: `/api/cars/${strangersCarId}/blocks`, kind: "someone else's car" }),
    fc
      .uuid()
      .filter((id) => id !== carId && id !== strangersCarId)
      .map((id) => ({ path: `/api/cars/${id}/blocks`, kind: 'no such car' })),
    notAnIdSegment.map((segment) => ({ path: `/api/cars/${segment}/blocks`, kind: 'not an id' })),
  );
  const elsewhere = noSuchCar.map((target) => ({
    ...validBody,
    ...target,
    session: 'user' as const,
  }));
  const notTheOwner = fc
    .oneof(
      fc.constant({ cookie: stranger.cookie }),
      fc.constant({ cookie: renter.cookie }),
      fc.constant('none' as const),
      notASession.map((cookie) => ({ cookie })),
    )
    .map((session) => ({ ...validBody, kind: 'not the owner', path: ownPath, session }));

  return fc
    .oneof(
      { weight: 7, arbitrary: asOwner },
      { weight: 2, arbitrary: elsewhere },
      { weight: 1, arbitrary: notTheOwner },
    )
    .map((request): BadRequest => ({ ...request, method: 'POST' }));
}

itRefusesEveryCase('bad blocks and blocks nothing', () => ({
  api,
  requests: badNewBlocks(),
  userCookie: owner.cookie,
  readState: snapshot,
}));

// ---------------------------------------------------------------------------------------------
// Any JSON body, valid or not, answered as the rules say

/** What a date field may hold: dates near today, far off, not real, not text. */
const anyDateValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -400, max: 800 }).map(dhakaDay) },
  { weight: 2, arbitrary: dateShapedText },
  { weight: 2, arbitrary: notACalendarDate },
  { weight: 1, arbitrary: notText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0000-01-01',
      '0001-01-01',
      '1970-01-01',
      '2000-02-29',
      '2100-02-29',
      '9999-12-30',
      '9999-12-31',
    ),
  },
);

/** What the note may hold: fine text padded with blanks, odd Unicode, controls, too long, huge. */
const anyNoteValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(blankText, textOfLength(0, CAR_BLOCK_LIMITS.note), blankText)
      .map(([before, text, after]) => `${before}${text}${after}`),
  },
  { weight: 2, arbitrary: anyText(CAR_BLOCK_LIMITS.note + 20) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: CAR_BLOCK_LIMITS.note + 20 }) },
  { weight: 1, arbitrary: textWithControlCharacter(CAR_BLOCK_LIMITS.note) },
  { weight: 1, arbitrary: textOfLength(CAR_BLOCK_LIMITS.note - 1, CAR_BLOCK_LIMITS.note + 2) },
  { weight: 1, arbitrary: textOfLength(CAR_BLOCK_LIMITS.note + 1, 3000) },
  // Characters MaxLength does not count one each: variation selectors, astral pairs. (Not lone
  // surrogates: a note with one is accepted and kept with U+FFFD in its place, not as it was sent.)
  {
    weight: 1,
    arbitrary: fc.constantFrom('x\ufe0f'.repeat(150), '😀'.repeat(120), '😀'.repeat(201)),
  },
  // Up to the body limit and past it.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 5_000, max: 70_000 }), fc.constantFrom('a', 'ক', ' '))
      .map(([length, character]) =>
        character.repeat(Math.floor(length / Buffer.byteLength(character))),
      ),
  },
  { weight: 2, arbitrary: notText },
);

/** A body object: the three fields, some left out, now and then unknown keys beside them. */
const anyBlockBody: fc.Arbitrary<Entries> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({
        dates: fc.oneof(
          { weight: 3, arbitrary: nearRange.map(datesOf) },
          {
            weight: 2,
            arbitrary: fc.record({ startDate: anyDateValue, endDate: anyDateValue }),
          },
        ),
        note: anyNoteValue,
        left: fc.oneof(
          { weight: 6, arbitrary: fc.constant<string[]>([]) },
          { weight: 4, arbitrary: fc.constant<string[]>(['note']) },
          { weight: 1, arbitrary: fc.subarray(BLOCK_FIELDS, { minLength: 1 }) },
        ),
        extra: fc.oneof(
          { weight: 8, arbitrary: fc.constant<[string, unknown][]>([]) },
          {
            weight: 1,
            arbitrary: fc.uniqueArray(
              fc.tuple(unknownKey(BLOCK_FIELDS), fc.jsonValue({ maxDepth: 2 })),
              { minLength: 1, maxLength: 2, selector: ([key]) => key },
            ),
          },
        ),
        shuffled: fc.boolean(),
      })
      .map(({ dates, note, left, extra, shuffled }) => {
        const fields: [string, unknown][] = [
          ['startDate', dates.startDate],
          ['endDate', dates.endDate],
          ['note', note],
        ];
        const kept = fields.filter(([key]) => !left.includes(key));
        const all = [...kept, ...extra];
        return shuffled ? all.reverse() : all;
      }),
  },
  // Any object at all.
  {
    weight: 1,
    arbitrary: fc
      .dictionary(
        fc.oneof(fc.constantFrom(...BLOCK_FIELDS), anyText(10)),
        fc.jsonValue({ maxDepth: 3 }),
        { maxKeys: 5 },
      )
      .map((object): Entries => Object.entries(object)),
  },
);

const OBJECT_MEMBER_NAMES = new Set([
  '__proto__',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype),
]);

type Expected =
  | { status: 201; block: Omit<CarBlock, '_id'> }
  /** Each refused field's code, or null when only the status can be told. */
  | { status: 400; fields: Record<string, string> | null }
  | { status: 400 | 409; code: string }
  | { status: 413 };

/** Whether the ranges share a night (both [start, end), as YYYY-MM-DD). */
const overlaps = (range: DateRange, other: DateRange) =>
  range.startDate < other.endDate && other.startDate < range.endDate;

/**
 * Whether a parsed body holds, at any depth, a `__proto__` key or a `constructor` object with a
 * `prototype` key: Fastify's JSON parser refuses the whole body then, before any field is read.
 */
function poisonsPrototypes(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      key === '__proto__' ||
      (key === 'constructor' &&
        typeof inner === 'object' &&
        inner !== null &&
        Object.hasOwn(inner, 'prototype')) ||
      poisonsPrototypes(inner),
  );
}

/** What the API must answer `text` with on the fixed car, by the rules read independently. */
function expectedAnswer(text: string, today: string): Expected {
  if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) return { status: 413 };
  if (jsonBodyProblem(text)) return { status: 400, fields: null };
  const body = JSON.parse(text) as Record<string, unknown>;
  if (poisonsPrototypes(body)) return { status: 400, fields: null };
  const keys = Object.keys(body);
  if (keys.some((key) => OBJECT_MEMBER_NAMES.has(key))) return { status: 400, fields: null };
  const fields: Record<string, string> = {};
  for (const key of keys) if (!BLOCK_FIELDS.includes(key)) fields[key] = 'request.unknownField';
  for (const key of ['startDate', 'endDate']) {
    const value = body[key];
    if (typeof value !== 'string' || !isCalendarDate(value)) fields[key] = 'carBlock.notADate';
  }
  const note = body.note;
  if (note !== undefined && note !== null) {
    if (typeof note !== 'string') fields.note = 'carBlock.noteNotText';
    else if (!maxLength(note.trim(), CAR_BLOCK_LIMITS.note)) fields.note = 'carBlock.noteTooLong';
  }
  if (Object.keys(fields).length > 0) return { status: 400, fields };

  const range = { startDate: body.startDate as string, endDate: body.endDate as string };
  const problem = carBlockDatesProblem(range, today);
  if (problem) return { status: 400, code: `carBlock.${problem}` };
  if (overlaps(range, bookedRange)) return { status: 409, code: 'carBlock.overBooking' };
  if (overlaps(range, fixedBlock)) return { status: 409, code: 'carBlock.overBlock' };
  return {
    status: 201,
    block: { ...range, note: typeof note === 'string' ? note.trim() : '' },
  };
}

/** Half as many as the refusals: each accepted case is read back and deleted again. */
const GENERATED_BODIES = Math.max(20, Math.round(CASES_PER_ENDPOINT / 2));

it(
  `answers ${GENERATED_BODIES} generated block bodies as the rules say, and writes only what it accepts`,
  async () => {
    const path = `/api/cars/${carId}/blocks`;
    const fixedRows = await blocksOf(carId);
    await fc.assert(
      fc.asyncProperty(anyBlockBody, async (entries) => {
        const text = entriesText(entries);
        const request: BadRequest = {
          ...asJson('generated body', text),
          method: 'POST',
          path,
          session: 'user',
        };
        const today = dhakaToday();
        const response = await send(api, request, owner.cookie);
        const context = `${text.slice(0, 300)} answered ${response.status}`;
        // Dhaka's midnight passed during the request: the rules of today cannot be told apart.
        if (dhakaToday() !== today) return;
        const expected = expectedAnswer(text, today);
        expect(response.status, context).toBeLessThan(500);

        if (response.status === 201) {
          const answer = (await response.json()) as CarBlock;
          const rows = await blocksOf(carId);
          // Accepted: put back as it was, so each case meets the same car.
          await api.db.delete(carBlocks).where(eq(carBlocks.id, answer._id));
          expect(expected, context).toEqual({ status: 201, block: expect.anything() });
          expect(answer, context).toEqual({
            _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            ...(expected as { block: object }).block,
          });
          expect(carBlockDatesProblem(answer, today), context).toBeNull();
          // Blocks of a car never share a night, so no two start on the same day.
          expect(shown(rows), context).toEqual(
            shown([...fixedRows, { ...answer, id: answer._id }]).sort((a, b) =>
              a.startDate < b.startDate ? -1 : 1,
            ),
          );
          return;
        }

        await expectRefusedInOneShape(request, response.clone());
        expect(shown(await blocksOf(carId)), context).toEqual(shown(fixedRows));
        const answer = (await response.json()) as {
          code: string;
          fields?: Record<string, { code: string }>;
        };
        const codes = answer.fields
          ? Object.fromEntries(Object.entries(answer.fields).map(([key, { code }]) => [key, code]))
          : undefined;
        if (expected.status === 201 || expected.status === 413) {
          expect({ status: response.status }, context).toEqual(expected);
        } else if ('code' in expected) {
          expect({ status: response.status, code: answer.code, codes }, context).toEqual({
            status: expected.status,
            code: expected.code,
            codes: undefined,
          });
        } else {
          expect(response.status, context).toBe(400);
          if (expected.fields) expect(codes, context).toEqual(expected.fields);
        }
      }),
      { numRuns: GENERATED_BODIES },
    );
  },
  PROPERTY_TEST_TIMEOUT_MS,
);

// ---------------------------------------------------------------------------------------------
// Runs of blocks on a fresh car: the domain's word on the dates, then the car's own nights

/** A range of real-looking dates: near today by offsets, or YYYY-MM-DD that may not be real. */
const wellFormedRange: fc.Arbitrary<DateRange> = fc.oneof(
  { weight: 4, arbitrary: nearRange.map(datesOf) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 40 }), dateShapedText).map(([start, end]) => ({
      startDate: dhakaDay(start),
      endDate: end,
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(dateShapedText, dateShapedText)
      .map(([startDate, endDate]) => ({ startDate, endDate })),
  },
);

/** Each run inserts a car and its bookings and sends up to six blocks. */
const RUNS_OF_BLOCKS = Math.max(10, Math.round(CASES_PER_ENDPOINT / 10));

it(
  `answers ${RUNS_OF_BLOCKS} generated runs of blocks on a car as carBlockDatesProblem and the car's nights say`,
  async () => {
    const attempts = fc.array(
      fc.record({
        range: wellFormedRange,
        note: fc.option(textOfLength(0, 30), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(attempts, async (run) => {
        const today = dhakaToday();
        const car = await ownedCars.insert(owner.email);
        const held = await insertBookings(car);
        const accepted: (DateRange & { note: string })[] = [];
        for (const { range, note } of run) {
          const response = await callApi(api, 'POST', `/api/cars/${car}/blocks`, {
            as: owner,
            body: { ...range, note },
          });
          if (dhakaToday() !== today) return;
          const answer = (await response.json()) as Record<string, unknown>;
          const context = `${JSON.stringify({ range, note })} after ${JSON.stringify(accepted)}: ${response.status} ${JSON.stringify(answer)}`;
          const problem = carBlockDatesProblem(range, today);
          if (problem) {
            expect({ status: response.status, code: answer.code }, context).toEqual({
              status: 400,
              code: `carBlock.${problem}`,
            });
          } else if (overlaps(range, held)) {
            expect({ status: response.status, code: answer.code }, context).toEqual({
              status: 409,
              code: 'carBlock.overBooking',
            });
          } else if (accepted.some((block) => overlaps(range, block))) {
            expect({ status: response.status, code: answer.code }, context).toEqual({
              status: 409,
              code: 'carBlock.overBlock',
            });
          } else {
            const block = { ...range, note: note?.trim() ?? '' };
            expect({ status: response.status, answer }, context).toEqual({
              status: 201,
              answer: { _id: expect.any(String), ...block },
            });
            accepted.push(block);
          }
        }
        const rows = await blocksOf(car);
        expect(
          rows.map(({ startDate, endDate, note }) => ({ startDate, endDate, note })),
          `blocks written after ${JSON.stringify(run)}`,
        ).toEqual(accepted.sort((a, b) => (a.startDate < b.startDate ? -1 : 1)));
      }),
      { numRuns: RUNS_OF_BLOCKS },
    );
  },
  PROPERTY_TEST_TIMEOUT_MS,
);

it('accepts the valid block the bad cases were made from', async () => {
  const response = await callApi(api, 'POST', `/api/cars/${carId}/blocks`, {
    as: owner,
    body: Object.fromEntries(newBlock()),
  });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    _id: expect.any(String),
    startDate: dhakaDay(40),
    endDate: dhakaDay(43),
    note: 'Eid at home',
  });
});
