// POST /api/admin/users/:email/suspend and …/reinstate under generated bad input, sent by support:
// every case refused in the one error shape, and the person neither suspended nor audited.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, auditLog } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, type SignedInUser } from '../testing/session-calls.js';
import { signedInStaff } from '../testing/staff-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import type { BadRequest } from './arbitraries.js';
import { itRefusesEveryCase } from './refusals.js';
import { badReasonBodies } from './staff-reasons.js';

const VALID_REASON = [['reason', 'Repeated no-shows reported by owners.']] as const;

let api: TestApp;
let support: SignedInUser;
let person: SignedInUser;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  [support, person] = await Promise.all([
    signedInStaff(api, 'support', 'Fuzz Support'),
    signedInUser(api, 'Fuzz Suspect'),
  ]);
});
afterAll(() => api?.close());

const path = (action: 'suspend' | 'reinstate') =>
  `/api/admin/users/${encodeURIComponent(person.email)}/${action}`;

const badReasons: () => fc.Arbitrary<BadRequest> = () =>
  fc
    .tuple(
      fc.constantFrom<'suspend' | 'reinstate'>('suspend', 'reinstate'),
      badReasonBodies(VALID_REASON),
    )
    .map(([action, request]) => ({
      ...request,
      method: 'POST',
      path: path(action),
      session: { cookie: support.cookie },
    }));

const standingAndAudit = async () => ({
  account: await api.db
    .select({ status: accounts.status, reason: accounts.suspensionReason })
    .from(accounts)
    .where(eq(accounts.email, person.email)),
  audit: await api.db.select().from(auditLog).where(eq(auditLog.targetId, person.email)),
});

itRefusesEveryCase('suspensions and reinstatements, changing no one', () => ({
  api,
  requests: badReasons(),
  readState: standingAndAudit,
}));

it('suspends with the valid reason every bad case was made from (so each was refused for what it broke)', async () => {
  const response = await callApi(api, 'POST', path('suspend'), {
    as: support,
    body: { reason: VALID_REASON[0][1] },
  });
  expect(response.status).toBe(200);
});
