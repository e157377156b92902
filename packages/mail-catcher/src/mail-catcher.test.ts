import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCaughtMails } from './caught-mails.js';
import { type MailCatcher, startMailCatcher } from './mail-catcher.js';

let mailDir: string;
let catcher: MailCatcher;
beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'carzone-catcher-test-'));
  catcher = await startMailCatcher({ mailDir, smtpPort: 0, pagePort: 0 });
});
afterAll(async () => {
  await catcher?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

async function send(subject: string, html: string) {
  const transport = createTransport({ url: catcher.smtpUrl });
  try {
    return await transport.sendMail({
      from: 'CarZone <bookings@carzone.test>',
      to: 'renter@carzone.test',
      subject,
      text: 'Your booking is confirmed.',
      html,
    });
  } finally {
    transport.close();
  }
}

describe('the mail catcher', () => {
  it('keeps each message it accepts whole, as an .eml file an inbox can read', async () => {
    const sent = await send('Booking confirmed: Toyota Axio', '<p>Your booking is confirmed.</p>');
    expect(sent.accepted).toEqual(['renter@carzone.test']);
    expect(readdirSync(mailDir).filter((file) => file.endsWith('.eml'))).toHaveLength(1);
    const [mail] = await readCaughtMails(mailDir);
    expect(mail).toMatchObject({
      messageId: sent.messageId,
      to: 'renter@carzone.test',
      subject: 'Booking confirmed: Toyota Axio',
      text: 'Your booking is confirmed.',
      contentType: 'multipart/alternative',
    });
    expect(mail!.html).toContain('<p>Your booking is confirmed.</p>');
  });

  it('lists the messages on its page, newest first, with what they say shown as text', async () => {
    await send('<img src=x onerror=alert(1)> New booking', '<p>Hello</p>');
    const page = await fetch(catcher.pageUrl!);
    expect(page.status).toBe(200);
    const listing = await page.text();
    expect(listing).toContain('&lt;img src=x onerror=alert(1)&gt; New booking');
    expect(listing).not.toContain('<img src=x');
    expect(listing.indexOf('New booking')).toBeLessThan(listing.indexOf('Booking confirmed'));

    const file = /href="\/([^"]+)"/.exec(listing)![1]!;
    const message = await fetch(`${catcher.pageUrl}${file}`);
    expect(message.status).toBe(200);
    const shown = await message.text();
    expect(shown).toContain('renter@carzone.test');
    // The message's own HTML only ever runs in a sandboxed frame, under a CSP that runs nothing.
    expect(shown).toMatch(/<iframe[^>]* sandbox /);
    expect(message.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 404 for anything that is not one of its messages', async () => {
    for (const path of ['no-such-message.eml', '..%2F..%2Fetc%2Fpasswd', '1234567890123-x.eml'])
      expect((await fetch(`${catcher.pageUrl}${path}`)).status).toBe(404);
  });
});
