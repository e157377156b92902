import { Inject, Injectable } from '@nestjs/common';
import {
  type AccountSignIn,
  type AccountStanding,
  accountStandingOf,
  keepAccountSignIn,
  suspendedStandingOfUid,
} from '../database/account-standing.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';

/**
 * The `accounts` row of each person who signs in (kept at each sign-in) and their standing, read
 * on every signed-in request: a suspension counts from the person's next request. The accounts
 * module suspends and reinstates; both read and write through database/account-standing.ts.
 */
@Injectable()
export class AccountStandingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  keepSignIn(signIn: AccountSignIn): Promise<void> {
    return keepAccountSignIn(this.db, signIn);
  }

  standingOf(email: string): Promise<AccountStanding | null> {
    return accountStandingOf(this.db, email);
  }

  standingOfUid(uid: string): Promise<AccountStanding | null> {
    return suspendedStandingOfUid(this.db, uid);
  }
}
