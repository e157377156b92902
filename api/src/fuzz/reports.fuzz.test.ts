// POST /api/reports under generated bad input, from a signed-in person: every case refused in the
// one error shape, and no report written; the valid report they were made from is then taken.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { ALL_REPORT_REASONS, REPORT_TARGET_TYPES, TRUST_LIMITS } from '@carzone/domain';
import { reports } from '../database/schema.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { callApi, type SignedInUser } from '../testing/session-calls.js';
import type { TestApp } from '../testing/test-app.js';
import type { TestCars } from '../testing/test-cars.js';
import {
  type BadRequest,
  type Entries,
  anyText,
  asBrokenFieldsBody,
  asUnknownFieldBody,
  badJsonEnvelope,
  fieldMutation,
  notAUuid,
  notText,
  optionalText,
  withBrokenFields,
  withUnknownKeys,
} from './arbitraries.js';
import { itRefusesEveryCase } from './refusals.js';

let api: TestApp, carsOf: TestCars, owner: SignedInUser, reporter: SignedInUser;
let validReport: Entries;
withBookingParties(
  { carLabel: 'Fuzzed Report Car', names: ['Fuzz Owner', 'Fuzz Reporter', 'Fuzz Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter: reporter } = parties);
  },
);

/** A value that is none of `known` (text or not). */
const noneOf = (known: readonly string[]) =>
  fc.oneof(
    notText,
    anyText(20).filter((text) => !known.includes(text)),
  );

const { remove, setTo } = fieldMutation;

const badReports = (): fc.Arbitrary<BadRequest> =>
  fc
    .oneof(
      {
        weight: 4,
        arbitrary: withBrokenFields(validReport, {
          targetType: fc.oneof(remove, setTo(noneOf(REPORT_TARGET_TYPES))),
          targetId: fc.oneof(remove, setTo(notText), setTo(notAUuid)),
          // A car's reasons are these; any other (a person's, a review's, a message's) is refused.
          reason: fc.oneof(
            remove,
            setTo(noneOf(['fake', 'misleading', 'unsafe', 'offensive', 'other'])),
            setTo(
              fc.constantFrom(
                ...ALL_REPORT_REASONS.filter((r) => ['noShow', 'spam', 'offPlatform'].includes(r)),
              ),
            ),
          ),
          text: optionalText(TRUST_LIMITS.reportTextMaxLength),
        }).map(asBrokenFieldsBody),
      },
      {
        weight: 2,
        arbitrary: withUnknownKeys(validReport, ['targetType', 'targetId', 'reason', 'text']).map(
          asUnknownFieldBody,
        ),
      },
      { weight: 3, arbitrary: badJsonEnvelope(validReport) },
    )
    .map((request) => ({ ...request, method: 'POST', path: '/api/reports', session: 'user' }));

const reportsBy = async (email: string) =>
  (await api.db.select().from(reports).where(eq(reports.reporterEmail, email.toLowerCase())))
    .length;

// After the parties' own beforeAll: a listed car of the owner's to report.
beforeAll(async () => {
  const carId = await carsOf.insert(owner.email);
  validReport = [
    ['targetType', 'car'],
    ['targetId', carId],
    ['reason', 'misleading'],
    ['text', 'The photos are of another car.'],
  ];
});

itRefusesEveryCase('bad reports and writes none of them', () => ({
  api,
  requests: badReports(),
  userCookie: reporter.cookie,
  readState: () => reportsBy(reporter.email),
}));

it('takes the valid report every bad case was made from (so each was refused for what it broke)', async () => {
  const response = await callApi(api, 'POST', '/api/reports', {
    as: reporter,
    body: Object.fromEntries(validReport),
  });
  expect(response.status).toBe(201);
  expect(await reportsBy(reporter.email)).toBe(1);
});
