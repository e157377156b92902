import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { accountLanguages } from '../database/schema.js';
import { accountKey, chosenLanguage, languagesOf } from '../database/account-languages.js';

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
      .values({ email: accountKey(email), language })
      .onConflictDoUpdate({
        target: accountLanguages.email,
        set: { language, updatedAt: new Date() },
      });
  }
}
