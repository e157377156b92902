// Staff's reject and hide (POST /api/admin/cars/:id/reject, …/hide) under generated bad input, as
// support: every case refused in the one error shape, and the cars' states and audit rows as they
// were.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, cars } from '../database/schema.js';
import { type SignedInUser } from '../testing/session-calls.js';
import { signedInStaff } from '../testing/staff-helpers.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { type BadRequest, entriesText, asJson, notAUuid } from './arbitraries.js';
import { itRefusesEveryCase } from './refusals.js';
import { badReasonBodies } from './staff-reasons.js';

const VALID_REASON = [['reason', `Reported as fake ${randomUUID().slice(0, 8)}`]] as const;

let api: TestApp;
let support: SignedInUser;
let made: TestCars;
let waiting: string;
let published: string;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  support = await signedInStaff(api, 'support', 'Fuzz Support');
  made = testCars(api.db, 'Fuzz Moderated Car');
  waiting = await made.insert('fuzz-owner@carzone.test', { moderationState: 'pendingReview' });
  published = await made.insert('fuzz-owner@carzone.test');
});
afterAll(async () => {
  await made?.deleteAll();
  await api?.close();
});

const badBodies = badReasonBodies(VALID_REASON);

const badModerations: fc.Arbitrary<BadRequest> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.tuple(badBodies, fc.constantFrom('reject', 'hide')).map(([request, action]) => ({
      ...request,
      method: 'POST' as const,
      // Each action on the car whose state allows it: only the body is wrong.
      path: `/api/admin/cars/${action === 'reject' ? waiting : published}/${action}`,
      session: 'user' as const,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(notAUuid, fc.constantFrom('reject', 'hide')).map(([id, action]) => ({
      ...asJson('not a car id', entriesText(VALID_REASON)),
      method: 'POST' as const,
      path: `/api/admin/cars/${encodeURIComponent(id)}/${action}`,
      session: 'user' as const,
    })),
  },
);

const states = () =>
  api.db
    .select({ id: cars.id, state: cars.moderationState, reason: cars.moderationReason })
    .from(cars)
    .where(inArray(cars.id, [waiting, published]))
    .orderBy(cars.id);
const audits = () =>
  api.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(inArray(auditLog.targetId, [waiting, published]));

itRefusesEveryCase('bad rejections and hidings, changing no car', () => ({
  api,
  requests: badModerations,
  userCookie: support.cookie,
  readState: async () => ({ states: await states(), audits: await audits() }),
}));

it('accepts the valid reason every bad case was made from', async () => {
  const response = await api.post(`/api/admin/cars/${waiting}/reject`, entriesText(VALID_REASON), {
    cookie: support.cookie,
  });
  expect(response.status).toBe(200);
  expect((await states()).find((row) => row.id === waiting)?.state).toBe('rejected');
});
