// The booking e-mails the stack under test sent: `npm start`'s mail catcher keeps each as an .eml
// file in DATA_DIR/mail (the production layout's staging run: in PRODUCTION_MAIL_DIR), and these
// read them as an inbox would.
import { readCaughtMails } from '@carzone/mail-catcher';
import { join } from 'node:path';
import { expect } from './fixtures.ts';
import { freshDataDir } from './e2e-env.ts';

export const MAIL_DIR = join(freshDataDir(), 'mail');

/**
 * Waits until `to` has been sent exactly these subjects (in any order), each once, into
 * `mailDir` (the composed site's by default).
 */
export async function expectMails(
  to: string,
  subjects: string[],
  mailDir = MAIL_DIR,
): Promise<void> {
  await expect
    .poll(
      async () =>
        (await readCaughtMails(mailDir))
          .filter((mail) => mail.to.includes(to) && subjects.includes(mail.subject))
          .map((mail) => mail.subject)
          .sort(),
      { timeout: 20_000, message: `the mails to ${to}` },
    )
    .toEqual([...subjects].sort());
}
