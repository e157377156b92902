import { inArray } from 'drizzle-orm';
import type { Language } from '@carzone/domain';
import type { MailLanguages } from '../mail/booking-mails.js';
import type { Database } from './database.js';
import { accountLanguages } from './schema.js';

// Read by the auth module (a person's own choice) and inside the transactions that queue mails
// (database/booking-transaction.ts), so it sits below both.

/** An account's e-mail as `account_languages` keys it. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * The languages chosen by these accounts, by e-mail in lower case (those that never chose are
 * missing): read in a booking change's own transaction, for its mails.
 */
export async function languagesOf(
  db: Pick<Database, 'select'>,
  emails: readonly string[],
): Promise<Map<string, Language>> {
  const wanted = [...new Set(emails.map(accountKey))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ email: accountLanguages.email, language: accountLanguages.language })
    .from(accountLanguages)
    .where(inArray(accountLanguages.email, wanted));
  return new Map(rows.map((row) => [row.email, row.language]));
}

/** An account's language among those `languagesOf` read: English if it never chose. */
export const chosenLanguage = (chosen: ReadonlyMap<string, Language>, email: string): Language =>
  chosen.get(accountKey(email)) ?? 'en';

/** The language each side of a booking reads its mails in, read in the mails' own transaction. */
export async function mailLanguagesOf(
  db: Pick<Database, 'select'>,
  renterEmail: string,
  ownerEmail: string,
): Promise<MailLanguages> {
  const chosen = await languagesOf(db, [renterEmail, ownerEmail]);
  return {
    renter: chosenLanguage(chosen, renterEmail),
    owner: chosenLanguage(chosen, ownerEmail),
  };
}
