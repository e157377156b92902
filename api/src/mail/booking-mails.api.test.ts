// Booking e-mails end to end inside the API: a booking change queues the renter's and the owner's
// mail in its own transaction, and the sender delivers them over SMTP to a mail catcher, whose
// .eml files are read here as an inbox would read them.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Booking } from '@carzone/domain';
import { type CaughtMail, readCaughtMails, startMailCatcher } from '@carzone/mail-catcher';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingsTransaction } from '../bookings/bookings.transaction.js';
import { bookings, mailOutbox } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import type { TestCars } from '../testing/test-cars.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { MailOutbox } from './mail-outbox.js';
import { MailSender } from './mail-sender.js';

const PUBLIC_URL = 'https://carzone.test';
/** A mailbox of this run's own: the outbox outlives a run on a PostgreSQL database kept around. */
const RUN = randomUUID().slice(0, 8);
const inbox = (name: string) => `${name}-${RUN}@carzone.test`;
const FROM = 'CarZone <bookings@carzone.test>';

let mailDir: string;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'carzone-mail-test-'));
  catcher = await startMailCatcher({ mailDir, smtpPort: 0, pagePort: null });
});
// Registered before the app's, so that (hooks after all running last first) the app closes first.
afterAll(async () => {
  await catcher?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});
withBookingParties(
  {
    carLabel: 'Mail Test Car',
    names: ['Nadia Owner', 'Rafi <Renter> & "Co"', 'Stranger'],
    config: () => ({ mail: { smtpUrl: catcher.smtpUrl, from: FROM, publicUrl: PUBLIC_URL } }),
  },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const book = (as: User, body: unknown) => callApi(api, 'POST', '/api/bookings', { as, body });
const change = (as: User, id: string, body: unknown) =>
  callApi(api, 'PATCH', `/api/bookings/${id}`, { as, body });

/** The mails caught for `to` whose subject starts with `opening`, once `count` have arrived. */
async function mailsTo(to: string, opening: string, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await vi.waitFor(
    async () => {
      found = (await readCaughtMails(mailDir)).filter(
        (mail) => mail.to.includes(to) && mail.subject.startsWith(opening),
      );
      expect(found.length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 15_000, interval: 100 },
  );
  return found;
}

const outboxRowsTo = (...emails: string[]) =>
  api.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

describe('booking e-mails', () => {
  it('a booking made mails the renter and the owner, as text and HTML, with what was booked', async () => {
    const carModel = 'Toyota Axio <script>alert(1)</script>';
    const carId = await carsOf.insert(owner.email, {
      carModel,
      location: 'Sylhet & Moulvibazar',
      ownerName: 'Nadia Owner',
      dailyRentalPrice: 40,
    });
    const response = await book(renter, { carId, startDate: day(20), endDate: day(23) });
    expect(response.status).toBe(201);
    const range = `${ddmmyyyy(day(20))} – ${ddmmyyyy(day(23))}`;

    const [toRenter] = await mailsTo(renter.email, 'Booking confirmed:');
    const [toOwner] = await mailsTo(owner.email, 'New booking:');
    expect(toRenter!.subject).toBe(`Booking confirmed: ${carModel}, ${range}`);
    expect(toOwner!.subject).toBe(`New booking: ${carModel}, ${range}`);
    for (const mail of [toRenter!, toOwner!]) {
      expect(mail.contentType).toBe('multipart/alternative');
      expect(mail.from).toMatch(/^"?CarZone"? <bookings@carzone\.test>$/);
      expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@carzone\.test>$/);
      expect(mail.date).toBeInstanceOf(Date);
      for (const line of [
        `Car: ${carModel}`,
        'Location: Sylhet & Moulvibazar',
        `From: ${ddmmyyyy(day(20))}`,
        `To: ${ddmmyyyy(day(23))}`,
        'Days: 3',
        'Daily price: $40.00',
        'Total (with the 10% service charge): $132.00',
        'Status: Confirmed',
      ])
        expect(mail.text).toContain(line);
      // What people typed is shown, never run, in the HTML.
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Toyota Axio &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Sylhet &amp; Moulvibazar');
    }
    expect(toRenter!.messageId).not.toBe(toOwner!.messageId);
    expect(toRenter!.text).toContain('Owner: Nadia Owner');
    expect(toRenter!.text).toContain(`See your bookings: ${PUBLIC_URL}/bookings`);
    expect(toRenter!.html).toContain(`href="${PUBLIC_URL}/bookings"`);
    expect(toOwner!.text).toContain('Booked by: Rafi <Renter> & "Co"\n');
    expect(toOwner!.text).not.toContain(renter.email);
    expect(toOwner!.html).not.toContain(renter.email);
    expect(toOwner!.html).toContain('Rafi &lt;Renter&gt; &amp; &quot;Co&quot;');
    expect(toOwner!.text).toContain(
      `See your cars: ${PUBLIC_URL}/cars/${encodeURIComponent(owner.email)}`,
    );
  });

  it('a change of dates and a cancellation each mail both sides', async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Nadia Owner' });
    const booking = await json<Booking>(
      await book(renter, { carId, startDate: day(30), endDate: day(32) }),
    );
    const changed = await change(renter, booking._id, { startDate: day(31), endDate: day(35) });
    expect(changed.status).toBe(200);
    const [dateChange] = await mailsTo(owner.email, `Booking dates changed: `);
    await mailsTo(renter.email, `Booking dates changed: `);
    expect(dateChange!.text).toContain(`Days: 4`);
    expect(dateChange!.text).toContain(
      `Dates before the change: ${ddmmyyyy(day(30))} – ${ddmmyyyy(day(32))}`,
    );

    const canceled = await change(renter, booking._id, { bookingStatus: 'Canceled' });
    expect(canceled.status).toBe(200);
    const [toRenter] = await mailsTo(renter.email, 'Booking canceled: ');
    const [toOwner] = await mailsTo(owner.email, 'Booking canceled: ');
    expect(toRenter!.text).toContain('Status: Canceled');
    expect(toOwner!.text).toContain('has canceled their booking');
  });

  it('a refused request mails nobody: an overlap, bad input, someone else’s booking', async () => {
    const carId = await carsOf.insert(owner.email);
    const booking = await json<Booking>(
      await book(renter, { carId, startDate: day(40), endDate: day(42) }),
    );
    const queuedBefore = (await outboxRowsTo(stranger.email, renter.email, owner.email)).length;

    expect((await book(stranger, { carId, startDate: day(41), endDate: day(43) })).status).toBe(
      409,
    );
    expect((await book(stranger, { carId, startDate: day(43), endDate: day(43) })).status).toBe(
      400,
    );
    expect((await change(stranger, booking._id, { bookingStatus: 'Canceled' })).status).toBe(404);
    expect((await outboxRowsTo(stranger.email, renter.email, owner.email)).length).toBe(
      queuedBefore,
    );
  });

  it('a change that fails after its mails were queued takes them back with it', async () => {
    const carId = await carsOf.insert(owner.email);
    const queue = BookingsTransaction.prototype.queueMails;
    const spy = vi
      .spyOn(BookingsTransaction.prototype, 'queueMails')
      .mockImplementation(async function (this: BookingsTransaction, rows) {
        await queue.call(this, rows);
        throw new Error('the database went away after the mails were queued');
      });
    try {
      const response = await book(stranger, { carId, startDate: day(50), endDate: day(52) });
      expect(response.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await api.db.select().from(bookings).where(eq(bookings.carId, carId))).toEqual([]);
    expect(await outboxRowsTo(stranger.email)).toEqual([]);
  });
});

describe('the mail sender', () => {
  it('tries again, later each time, while the relay is down, and delivers once it is back', async () => {
    // A relay that is not there: the sender of this app keeps failing.
    const down = await startMailCatcher({ mailDir, smtpPort: 0, pagePort: null });
    const downUrl = down.smtpUrl;
    await down.stop();
    const failing = await startTestApp({
      seedDemoData: false,
      mail: { smtpUrl: downUrl, from: FROM, publicUrl: PUBLIC_URL },
    });
    // This file's own sender stays away from the mails under test.
    await api.app.get(MailSender).stop();
    try {
      const outbox = failing.app.get(MailOutbox);
      const [row] = outbox.rowsFor([
        { to: inbox('retry'), subject: 'Retry test', text: 'Hello', html: '<p>Hello</p>' },
      ]);
      await failing.db.insert(mailOutbox).values(row!);
      failing.app.get(MailSender).wake();
      let refused!: typeof mailOutbox.$inferSelect;
      await vi.waitFor(
        async () => {
          refused = (await outboxRowsTo(inbox('retry')))[0]!;
          expect(refused.attempts).toBe(1);
          expect(refused.lastError).toMatch(/ECONNREFUSED|connect/i);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(refused.sentAt).toBeNull();
      expect(refused.failedAt).toBeNull();
      // The next try waits (15 s for the first retry), rather than hammering the relay.
      expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
      await failing.app.get(MailSender).stop();

      // The relay is back (this file's catcher), and the retry is due.
      await failing.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, refused.id));
      api.app.get(MailSender).start(catcher.smtpUrl);
      const [delivered] = await mailsTo(inbox('retry'), 'Retry test');
      expect(delivered!.messageId).toBe(row!.messageId);
      await vi.waitFor(async () => {
        const [sent] = await outboxRowsTo(inbox('retry'));
        expect(sent!.sentAt).not.toBeNull();
        expect(sent!.attempts).toBe(2);
      });
    } finally {
      await failing.close();
      api.app.get(MailSender).start(catcher.smtpUrl);
    }
  });

  it('gives up on a mail still refused a day after it was queued, keeping the reason', async () => {
    const outbox = api.app.get(MailOutbox);
    const [row] = outbox.rowsFor([
      { to: inbox('give-up'), subject: 'Give up', text: 'Hello', html: '<p>Hello</p>' },
    ]);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    const [queued] = await api.db
      .insert(mailOutbox)
      .values({ ...row!, createdAt: dayAgo, nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .returning();
    await outbox.markRefused(queued!, '550 No such mailbox');
    const [given] = await outboxRowsTo(inbox('give-up'));
    expect(given!.failedAt).not.toBeNull();
    expect(given!.lastError).toBe('550 No such mailbox');
    expect(given!.sentAt).toBeNull();
  });

  it('a sender whose claim ran out cannot mark a mail another sender has claimed since', async () => {
    const outbox = api.app.get(MailOutbox);
    const [row] = outbox.rowsFor([
      { to: inbox('stale-claim'), subject: 'Stale', text: 'Hello', html: '<p>Hello</p>' },
    ]);
    // Queued for later, so no running sender takes it meanwhile.
    const [queued] = await api.db
      .insert(mailOutbox)
      .values({ ...row!, nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const staleClaim = { ...queued!, attempts: 1 };
    // The newer claim: one more attempt counted.
    await api.db.update(mailOutbox).set({ attempts: 2 }).where(eq(mailOutbox.id, queued!.id));
    await outbox.markSent(staleClaim);
    await outbox.markRefused(staleClaim, '421 Try later');
    const [after] = await outboxRowsTo(inbox('stale-claim'));
    expect(after).toMatchObject({ attempts: 2, sentAt: null, lastError: null });
    expect(after!.nextAttemptAt.getTime()).toBe(queued!.nextAttemptAt.getTime());
  });

  // On PostgreSQL the two instances have pools of their own and their claims race for real; on
  // PGlite they share one connection, which shows that a claim reserves its mails.
  it('two API instances share the outbox: every mail goes out once', async () => {
    const second = await startTestApp({
      seedDemoData: false,
      mail: { smtpUrl: catcher.smtpUrl, from: FROM, publicUrl: PUBLIC_URL },
    });
    try {
      const outbox = api.app.get(MailOutbox);
      const rows = outbox.rowsFor(
        Array.from({ length: 30 }, (_, index) => ({
          to: inbox('both-instances'),
          subject: `Shared ${index}`,
          text: `Mail ${index}`,
          html: `<p>Mail ${index}</p>`,
        })),
      );
      await api.db.insert(mailOutbox).values(rows);
      api.app.get(MailSender).wake();
      second.app.get(MailSender).wake();
      const caught = await mailsTo(inbox('both-instances'), 'Shared ', 30);
      // Once every row is marked sent, nothing more can come.
      await vi.waitFor(
        async () => {
          const waiting = await api.db
            .select()
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.toAddress, inbox('both-instances')),
                sql`${mailOutbox.sentAt} is null`,
              ),
            );
          expect(waiting).toEqual([]);
        },
        { timeout: 15_000 },
      );
      const again = (await readCaughtMails(mailDir)).filter((mail) =>
        mail.to.includes(inbox('both-instances')),
      );
      expect(caught.length).toBe(30);
      expect(new Set(again.map((mail) => mail.messageId)).size).toBe(30);
      expect(again.length).toBe(30);
    } finally {
      await second.close();
    }
  });

  it("goes out in each reader's chosen language: Bangla for a renter who chose it, English for an owner who never chose", async () => {
    const [banglaRenter, englishOwner] = await Promise.all([
      signedInUser(api, 'Rafi Bangla'),
      signedInUser(api, 'Nadia English'),
    ]);
    const chose = await callApi(api, 'PUT', '/api/me/language', {
      as: banglaRenter,
      body: { language: 'bn' },
    });
    expect(chose.status).toBe(200);
    const carId = await carsOf.insert(englishOwner.email, {
      carModel: 'Honda Vezel',
      location: 'Dhaka',
      ownerName: 'Nadia English',
      dailyRentalPrice: 35,
    });
    const response = await book(banglaRenter, { carId, startDate: day(30), endDate: day(33) });
    expect(response.status).toBe(201);

    const bengali = (date: string) =>
      new Intl.DateTimeFormat('bn-BD', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
    const [toRenter] = await mailsTo(banglaRenter.email, 'বুকিং নিশ্চিত হয়েছে:');
    expect(toRenter!.subject).toBe(
      `বুকিং নিশ্চিত হয়েছে: Honda Vezel, ${bengali(day(30))} – ${bengali(day(33))}`,
    );
    expect(toRenter!.text).toContain('প্রিয় Rafi Bangla,');
    expect(toRenter!.text).toContain('দৈনিক ভাড়া: $৩৫.০০');
    expect(toRenter!.text).toContain('মোট (১০% সার্ভিস চার্জসহ): $১১৫.৫০');
    expect(toRenter!.html).toContain('<html lang="bn">');
    const [toOwner] = await mailsTo(englishOwner.email, 'New booking:');
    expect(toOwner!.text).toContain('Rafi Bangla has booked your Honda Vezel.');
    expect(toOwner!.text).toContain('Total (with the 10% service charge): $115.50');
  });
});
