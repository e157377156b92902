// The two writes of messages under generated bad input, from a signed-in renter: an inquiry
// (`POST /api/cars/:id/inquiries`) and a message in a thread (`POST /api/threads/:id/messages`),
// with broken text, unknown fields, broken JSON and ids that are not ids. Every case is refused
// in the one error shape and writes no thread and no message; the valid bodies are then taken.
import { eq, or } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { MESSAGE_TEXT_LIMITS } from '@carzone/domain';
import { messageThreads, threadMessages } from '../database/schema.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { inquired, wrote } from '../testing/message-threads.js';
import type { SignedInUser } from '../testing/session-calls.js';
import type { TestApp } from '../testing/test-app.js';
import type { TestCars } from '../testing/test-cars.js';
import {
  type BadRequest,
  type Entries,
  asBrokenFieldsBody,
  asJson,
  asUnknownFieldBody,
  badJsonEnvelope,
  entriesText,
  notAnIdSegment,
  requiredText,
  withBrokenFields,
  withUnknownKeys,
} from './arbitraries.js';
import { itRefusesEveryCase } from './refusals.js';

let api: TestApp, carsOf: TestCars, owner: SignedInUser, renter: SignedInUser;
withBookingParties(
  { carLabel: 'Fuzzed Message Car', names: ['Fuzz Owner', 'Fuzz Writer', 'Fuzz Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter } = parties);
  },
);

const validMessage: Entries = [['text', 'Is the car free next weekend?']];

/** Bad bodies for a write at `path`, and (with `pathOf`) good bodies at paths that are not ids. */
const badWrites = (path: string, pathOf: (id: string) => string): fc.Arbitrary<BadRequest> =>
  fc
    .oneof(
      {
        weight: 4,
        arbitrary: withBrokenFields(validMessage, {
          text: requiredText(MESSAGE_TEXT_LIMITS.max),
        }).map(asBrokenFieldsBody),
      },
      {
        weight: 2,
        arbitrary: withUnknownKeys(validMessage, ['text']).map(asUnknownFieldBody),
      },
      { weight: 3, arbitrary: badJsonEnvelope(validMessage) },
      {
        weight: 1,
        arbitrary: notAnIdSegment.map((segment) => ({
          ...asJson('not an id', entriesText(validMessage)),
          path: pathOf(segment),
        })),
      },
    )
    .map((request) => ({
      path,
      ...request,
      method: 'POST' as const,
      session: 'user' as const,
    }));

let carId: string, threadId: string;
const writtenState = async () => ({
  threads: (
    await api.db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(eq(messageThreads.renterEmail, renter.email.toLowerCase()))
  ).length,
  messages: (
    await api.db
      .select({ id: threadMessages.id })
      .from(threadMessages)
      .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
      .where(
        or(
          eq(messageThreads.renterEmail, renter.email.toLowerCase()),
          eq(messageThreads.ownerEmail, owner.email.toLowerCase()),
        ),
      )
  ).length,
});

// After the parties' own beforeAll: a car to ask about, and a thread (of another car) to write in.
beforeAll(async () => {
  carId = await carsOf.insert(owner.email);
  ({ threadId } = await inquired(api, renter, await carsOf.insert(owner.email), 'Hello'));
});

itRefusesEveryCase('bad inquiries and writes none of them', () => ({
  api,
  requests: badWrites(`/api/cars/${carId}/inquiries`, (id) => `/api/cars/${id}/inquiries`),
  userCookie: renter.cookie,
  readState: writtenState,
}));

itRefusesEveryCase('bad messages in a thread and writes none of them', () => ({
  api,
  requests: badWrites(`/api/threads/${threadId}/messages`, (id) => `/api/threads/${id}/messages`),
  userCookie: renter.cookie,
  readState: writtenState,
}));

it('takes the valid bodies every bad case was made from (so each was refused for what it broke)', async () => {
  const before = await writtenState();
  const body = Object.fromEntries(validMessage) as { text: string };
  expect((await inquired(api, renter, carId, body.text)).message.text).toBe(body.text);
  expect((await wrote(api, renter, threadId, body.text)).text).toBe(body.text);
  expect(await writtenState()).toEqual({
    threads: before.threads + 1,
    messages: before.messages + 2,
  });
});
