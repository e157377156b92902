import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { verifiedPhones } from '../database/schema.js';

/** The verified mobile numbers, by e-mail in lower case (schema.ts, `verified_phones`). */
@Injectable()
export class VerifiedPhonesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Keeps what a verified sign-in says of this person's number: theirs from now on (taken from any
   * account that held it before: Firebase lets one account at a time have a number, so the latest
   * sign-in is the truth), or none when their token names none (they removed it).
   */
  async keep(email: string, phoneNumber: string | null, now: Date): Promise<void> {
    const key = email.toLowerCase();
    await this.db.transaction(async (tx) => {
      if (phoneNumber === null) {
        await tx.delete(verifiedPhones).where(eq(verifiedPhones.email, key));
        return;
      }
      await tx
        .delete(verifiedPhones)
        .where(and(eq(verifiedPhones.phoneNumber, phoneNumber), ne(verifiedPhones.email, key)));
      await tx
        .insert(verifiedPhones)
        .values({ email: key, phoneNumber, verifiedAt: now })
        .onConflictDoUpdate({
          target: verifiedPhones.email,
          set: {
            phoneNumber,
            verifiedAt: sql`CASE WHEN ${verifiedPhones.phoneNumber} = ${phoneNumber} THEN ${verifiedPhones.verifiedAt} ELSE ${now.toISOString()}::timestamptz END`,
          },
        });
    });
  }

  /** This person's verified number, or '' when they have none. */
  async numberOf(email: string): Promise<string> {
    const [row] = await this.db
      .select({ phoneNumber: verifiedPhones.phoneNumber })
      .from(verifiedPhones)
      .where(eq(verifiedPhones.email, email.toLowerCase()));
    return row?.phoneNumber ?? '';
  }
}
