// The mail of messages left unread: sent once they have waited MESSAGE_MAIL_DELAY_MINUTES, in the
// reader's language, with the writer's name, the car, the newest message as shown (contact
// details hidden) and the thread's link; at most one per thread and reader in 15 minutes; never
// for a message read in time. The sweep is run on demand, at moments ahead of now.
import { eq } from 'drizzle-orm';
import { hideContactDetails } from '@carzone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, threadMessages } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { inquired, pageRead, wrote } from '../testing/message-threads.js';
import { callApi, type SignedInUser as User } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { MessageMailsService } from './message-mails.service.js';

let api: TestApp, carsOf: TestCars;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Mailed Car');
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

/** `minutes` from now. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const sweepAt = (minutes: number) => api.app.get(MessageMailsService).mailDue(inMinutes(minutes));
const mailsTo = (user: User) =>
  api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email.toLowerCase()));

/** A renter and an owner of their own (only their mails are counted), and the owner's car. */
async function twoSides(ownerLanguage: 'en' | 'bn' = 'en') {
  const [owner, renter] = await Promise.all([
    signedInUser(api, 'Mahin Owner'),
    signedInUser(api, 'Ruma Renter'),
  ]);
  if (ownerLanguage === 'bn')
    expect(
      (await callApi(api, 'PUT', '/api/me/language', { as: owner!, body: { language: 'bn' } }))
        .status,
    ).toBe(200);
  const carId = await carsOf.insert(owner!.email, { ownerName: 'Mahin Owner' });
  return { owner: owner!, renter: renter!, carId };
}

describe('the mail of unread messages', () => {
  it('waits the delay, then mails the reader in their language, once in 15 minutes', async () => {
    const { owner, renter, carId } = await twoSides('bn');
    const text = 'Call me on 01712345678 please';
    const { threadId } = await inquired(api, renter, carId, text);
    await sweepAt(4);
    expect(await mailsTo(owner)).toEqual([]);

    await sweepAt(6);
    const [mail, ...more] = await mailsTo(owner);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Ruma Renter-এর কাছ থেকে নতুন বার্তা: Mailed Car /);
    expect(mail!.textBody).toContain(`/messages/${threadId}`);
    expect(mail!.textBody).toContain(hideContactDetails(text).text);
    expect(mail!.textBody).not.toContain('01712345678');
    expect(mail!.htmlBody).toContain('lang="bn"');

    // Written after the mail: they wait until 15 minutes have passed since it.
    await wrote(api, renter, threadId, 'Are you there?');
    await wrote(api, renter, threadId, 'Hello?');
    await sweepAt(12);
    expect(await mailsTo(owner)).toHaveLength(1);
    await sweepAt(22);
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain('Hello?');
    expect(await mailsTo(renter)).toEqual([]);
  });

  it('mails the renter of the owner’s reply in English, named by the owner', async () => {
    const { owner, renter, carId } = await twoSides();
    const { threadId } = await inquired(api, renter, carId, 'Is it free?');
    await pageRead(api, owner, threadId);
    await wrote(api, owner, threadId, 'Yes, from Friday.');
    await sweepAt(6);
    const [mail] = await mailsTo(renter);
    expect(mail!.subject).toMatch(/^New message from Mahin Owner: Mailed Car /);
    expect(mail!.textBody).toContain('Mahin Owner sent you a message about Mailed Car');
    expect(mail!.textBody).toContain('Yes, from Friday.');
    expect(mail!.textBody).toContain('Read and reply');
  });

  it('mails nothing of a message read in time, and deals with it once', async () => {
    const { owner, renter, carId } = await twoSides();
    const { threadId, message } = await inquired(api, renter, carId, 'Quick question');
    await pageRead(api, owner, threadId);
    await sweepAt(10);
    await sweepAt(30);
    expect(await mailsTo(owner)).toEqual([]);
    const [row] = await api.db
      .select()
      .from(threadMessages)
      .where(eq(threadMessages.id, message._id));
    expect(row!.mailHandled).toBe(true);
  });
});
