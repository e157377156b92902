import { and, eq, sql } from 'drizzle-orm';
import type { AccountStatus } from '@carzone/domain';
import { accountKey } from './account-languages.js';
import type { Database } from './database.js';
import { accounts } from './schema.js';

// Written by the auth module at each sign-in and read by it on every signed-in request (is the
// person suspended?); the accounts module, above auth, suspends and reinstates. So it sits below
// both, and auth never imports the accounts module.

/** What a sign-in tells of a person: who Firebase says they are now. */
export interface AccountSignIn {
  email: string;
  uid: string;
  /** Their display name in Firebase; '' keeps the name the account had. */
  name: string;
  at: Date;
}

/** A person's standing: active, or suspended with staff's reason. */
export interface AccountStanding {
  status: AccountStatus;
  suspensionReason: string | null;
}

/**
 * Keeps the person's account row as their latest sign-in names them (a first sign-in makes it):
 * their uid, their name (unless Firebase gives none) and when they signed in. Never its status.
 */
export async function keepAccountSignIn(
  db: Pick<Database, 'insert'>,
  signIn: AccountSignIn,
): Promise<void> {
  const name = signIn.name.trim();
  await db
    .insert(accounts)
    .values({
      email: accountKey(signIn.email),
      uid: signIn.uid,
      name,
      lastSignInAt: signIn.at,
    })
    .onConflictDoUpdate({
      target: accounts.email,
      set: {
        uid: signIn.uid,
        name: sql`coalesce(nullif(${name}, ''), ${accounts.name})`,
        lastSignInAt: signIn.at,
      },
    });
}

/** The person's standing now, by primary key; null for someone who never signed in to the API. */
export async function accountStandingOf(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<AccountStanding | null> {
  const [row] = await db
    .select({ status: accounts.status, suspensionReason: accounts.suspensionReason })
    .from(accounts)
    .where(eq(accounts.email, accountKey(email)));
  return row ?? null;
}

/**
 * The suspension of the account a Firebase uid signed in as (a device whose session ended knows
 * only its uid); null when no account of that uid is suspended.
 */
export async function suspendedStandingOfUid(
  db: Pick<Database, 'select'>,
  uid: string,
): Promise<AccountStanding | null> {
  const [row] = await db
    .select({ status: accounts.status, suspensionReason: accounts.suspensionReason })
    .from(accounts)
    .where(and(eq(accounts.uid, uid), eq(accounts.status, 'suspended')))
    .limit(1);
  return row ?? null;
}
