import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import type { Language } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { accountLanguages } from '../database/schema.js';
import type { MailLanguages } from '../mail/booking-mails.js';

const key = (email: string) => email.trim().toLowerCase();

/** The language each account chose (`account_languages`); English for one that never chose. */
@Injectable()
export class AccountLanguagesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async languageOf(email: string): Promise<Language> {
    return chosenLanguage(await languagesOf(this.db, [email]), email);
  }

  async choose(email: string, language: Language): Promise<void> {
    await this.db
      .insert(accountLanguages)
      .values({ email: key(email), language })
      .onConflictDoUpdate({
        target: accountLanguages.email,
        set: { language, updatedAt: new Date() },
      });
  }
}

/**
 * The languages chosen by these accounts, by e-mail in lower case (those that never chose are
 * missing): read in a booking change's own transaction, for its mails.
 */
export async function languagesOf(
  db: Pick<Database, 'select'>,
  emails: readonly string[],
): Promise<Map<string, Language>> {
  const wanted = [...new Set(emails.map(key))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ email: accountLanguages.email, language: accountLanguages.language })
    .from(accountLanguages)
    .where(inArray(accountLanguages.email, wanted));
  return new Map(rows.map((row) => [row.email, row.language]));
}

/** An account's language among those `languagesOf` read: English if it never chose. */
export const chosenLanguage = (chosen: ReadonlyMap<string, Language>, email: string): Language =>
  chosen.get(key(email)) ?? 'en';

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
