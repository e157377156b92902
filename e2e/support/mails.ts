// The booking e-mails the stack under test sent: `npm start`'s mail catcher keeps each as an .eml
// file in DATA_DIR/mail, and these read them as an inbox would.
import { readCaughtMails } from '@carzone/mail-catcher';
import { join } from 'node:path';
import { expect } from './fixtures.ts';
import { freshDataDir } from './e2e-env.ts';

export const MAIL_DIR = join(freshDataDir(), 'mail');

/** Waits until `to` has been sent exactly these subjects (in any order), each once. */
export async function expectMails(to: string, subjects: string[]): Promise<void> {
  await expect
    .poll(
      async () =>
        (await readCaughtMails(MAIL_DIR))
          .filter((mail) => mail.to.includes(to) && subjects.includes(mail.subject))
          .map((mail) => mail.subject)
          .sort(),
      { timeout: 20_000, message: `the mails to ${to}` },
    )
    .toEqual([...subjects].sort());
}
