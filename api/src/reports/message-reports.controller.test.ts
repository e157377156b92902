// Reports of messages over HTTP: either side of a thread reports the other's message (their own:
// 403; anyone else, or no such message: 404, the same answer), with a message's reasons only; the
// staff's queue shows the message as written, contact details included, which neither side reads;
// resolving it dismisses or suspends its sender, and no other action fits.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  hideContactDetails,
  type QueuedReport,
  type ReportCreated,
  type ReportPage,
  type ReportResolution,
} from '@carzone/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused, refusedFields, said } from '../testing/error-body.js';
import { inquired, pageRead, wrote } from '../testing/message-threads.js';
import { callApi, type SignedInUser as User } from '../testing/session-calls.js';
import { auditRowsOf, signedInStaff } from '../testing/staff-helpers.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, type TestApp } from '../testing/test-app.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User, support: User;
withBookingParties(
  { carLabel: 'Reported Message Car', names: ['Mira Owner', 'Rafi Renter', 'Sumi Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);
beforeAll(async () => {
  support = await signedInStaff(api, 'support', 'Message Support');
});

const NUMBER = '01712345678';
const WITH_NUMBER = `Pay me in cash, call ${NUMBER}`;

const report = (as: User | undefined, body: unknown) =>
  callApi(api, 'POST', '/api/reports', { as, body });

async function reported(as: User, body: unknown): Promise<string> {
  const response = await report(as, body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json<ReportCreated>(response))._id;
}

const resolve = (id: string, body: unknown) =>
  callApi(api, 'POST', `/api/admin/reports/${id}/resolve`, { as: support, body });

/** This report as the queue lists it. */
async function queued(id: string, status = 'open'): Promise<QueuedReport> {
  const response = await callApi(api, 'GET', `/api/admin/reports?status=${status}&limit=100`, {
    as: support,
  });
  expect(response.status).toBe(200);
  const found = (await json<ReportPage>(response)).reports.find(({ _id }) => _id === id);
  expect(found).toBeDefined();
  return found!;
}

/** A thread about a new car of `carOwner`: the renter's inquiry, and the owner's answer. */
async function conversation(carOwner = owner, answer = WITH_NUMBER) {
  const carId = await carsOf.insert(carOwner.email, { ownerName: carOwner.displayName });
  const asked = await inquired(api, renter, carId, 'Is it free on Friday?');
  const answered = await wrote(api, carOwner, asked.threadId, answer);
  return { threadId: asked.threadId, question: asked.message, answer: answered };
}

describe('POST /api/reports of a message', () => {
  it("reports the other side's message, kept open for staff with its words", async () => {
    const { question, answer } = await conversation();
    const byRenter = await reported(renter, {
      targetType: 'message',
      targetId: answer._id.toUpperCase(),
      reason: 'offPlatform',
      text: '  Wants cash outside the site.  ',
    });
    const [row] = await api.db.select().from(reports).where(eq(reports.id, byRenter));
    expect(row).toMatchObject({
      reporterEmail: renter.email.toLowerCase(),
      targetType: 'message',
      targetId: answer._id,
      reason: 'offPlatform',
      text: 'Wants cash outside the site.',
      status: 'open',
    });
    await reported(owner, { targetType: 'message', targetId: question._id, reason: 'spam' });
    await refused(
      await report(renter, { targetType: 'message', targetId: answer._id, reason: 'fraud' }),
      409,
      'report.alreadyOpen',
    );
  });

  it('refuses their own message (403), and a stranger or an unknown id alike (404), storing nothing', async () => {
    const { question, answer } = await conversation();
    const before = await api.countRows(reports);
    await refused(
      await report(renter, { targetType: 'message', targetId: question._id, reason: 'abusive' }),
      403,
      'report.ownTarget',
    );
    for (const targetId of [answer._id, question._id, randomUUID()])
      await refused(
        await report(stranger, { targetType: 'message', targetId, reason: 'abusive' }),
        404,
        'report.targetNotFound',
      );
    await refused(
      await report(renter, { targetType: 'message', targetId: randomUUID(), reason: 'abusive' }),
      404,
      'report.targetNotFound',
    );
    expect(await api.countRows(reports)).toBe(before);
  });

  it("refuses another kind's reason or a bad id (400), and anyone signed out (401)", async () => {
    const { answer } = await conversation();
    const before = await api.countRows(reports);
    for (const [body, fields] of [
      [
        { targetType: 'message', targetId: answer._id, reason: 'noShow' },
        { reason: said('report.reasonInvalid') },
      ],
      [
        { targetType: 'message', targetId: answer._id, reason: 'fake' },
        { reason: said('report.reasonInvalid') },
      ],
      [
        { targetType: 'message', targetId: owner.email, reason: 'spam' },
        { targetId: said('report.targetIdInvalid') },
      ],
      [
        { targetType: 'car', targetId: answer._id, reason: 'offPlatform' },
        { reason: said('report.reasonInvalid') },
      ],
    ] as const) {
      const response = await report(renter, body);
      expect(await json(response)).toMatchObject({
        statusCode: 400,
        fields: refusedFields(fields),
      });
    }
    await refused(
      await report(undefined, { targetType: 'message', targetId: answer._id, reason: 'spam' }),
      401,
      'auth.sessionMissing',
    );
    expect(await api.countRows(reports)).toBe(before);
  });
});

describe("the staff's queue of message reports", () => {
  it('shows staff the message as written, while both sides read it masked', async () => {
    const { threadId, answer } = await conversation();
    const shown = hideContactDetails(WITH_NUMBER);
    expect(shown.masked).toBe(true);
    for (const side of [owner, renter]) {
      const page = await pageRead(api, side, threadId);
      const read = page.items.find(({ _id }) => _id === answer._id);
      expect(read).toMatchObject({ text: shown.text, masked: true });
    }
    const id = await reported(renter, {
      targetType: 'message',
      targetId: answer._id,
      reason: 'offPlatform',
    });
    const listed = await queued(id);
    expect(listed).toMatchObject({ targetType: 'message', targetId: answer._id });
    expect(listed.target).toEqual({
      type: 'message',
      text: WITH_NUMBER,
      shownText: shown.text,
      masked: true,
      senderEmail: owner.email.toLowerCase(),
      senderName: owner.displayName,
      threadId,
      carModel: expect.stringContaining('Reported Message Car') as unknown,
      sentAt: answer.at,
    });
  });

  it('dismisses, or suspends the sender through the accounts, closing the reports', async () => {
    const rude = await signedInUser(api, 'Rude Owner');
    const { answer } = await conversation(rude, `Rude words, and ${NUMBER}`);
    const id = await reported(renter, {
      targetType: 'message',
      targetId: answer._id,
      reason: 'abusive',
    });
    for (const action of ['hideCar', 'hideReview'])
      await refused(
        await resolve(id, { action, note: 'x', reason: 'spam' }),
        400,
        'report.actionDoesNotFit',
      );
    await refused(
      await resolve(id, { action: 'suspendUser', note: 'Threats.' }),
      400,
      'report.shownReasonRequired',
    );
    const response = await resolve(id, {
      action: 'suspendUser',
      note: 'Threats in a message.',
      reason: 'Threatening other members.',
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect(await json<ReportResolution>(response)).toEqual({
      resolved: [id],
      action: 'suspendUser',
    });
    await refused(
      await callApi(api, 'GET', '/api/bookings', { as: rude }),
      403,
      'account.suspended',
      { reason: 'Threatening other members.' },
    );
    expect((await auditRowsOf(api, 'user', rude.email.toLowerCase()))[0]).toMatchObject({
      action: 'account.suspended',
      reason: 'Threatening other members.',
    });
    expect(await queued(id, 'resolved')).toMatchObject({
      action: 'suspendUser',
      note: 'Threats in a message.',
    });

    const { question } = await conversation();
    const dismissed = await reported(owner, {
      targetType: 'message',
      targetId: question._id,
      reason: 'spam',
    });
    expect((await resolve(dismissed, { action: 'dismiss', note: 'A fair question.' })).status).toBe(
      200,
    );
    expect(await queued(dismissed, 'resolved')).toMatchObject({ action: 'dismiss' });
  });
});
