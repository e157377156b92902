// Each sign-in keeps the person's `accounts` row (what staff find people by): made at the first,
// moved on at each later one, the name as Firebase gives it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../database/schema.js';
import { signInWithPassword, signedInUser } from '../testing/auth-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(async () => {
  await api?.close();
});

const rowOf = async (email: string) =>
  (await api.db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())))[0];

describe('POST /api/jwt keeps the account row', () => {
  it('makes it at the first sign-in: e-mail in lower case, uid, name, active', async () => {
    const before = Date.now();
    const user = await signedInUser(api, 'Row Maker');
    const row = await rowOf(user.email);
    expect(row).toMatchObject({
      email: user.email.toLowerCase(),
      uid: user.uid,
      name: 'Row Maker',
      status: 'active',
      suspensionReason: null,
      suspendedAt: null,
    });
    expect(row!.lastSignInAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.searchText).toBe(`${user.email.toLowerCase()}\nrow maker`);
  });

  it('moves the last sign-in on at the next one, keeping the row', async () => {
    const user = await signedInUser(api, 'Second Sign In');
    const first = await rowOf(user.email);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await api.post('/api/jwt', {
      idToken: await signInWithPassword(user.email, user.password),
    });
    expect(response.status).toBe(200);
    const second = await rowOf(user.email);
    expect(second!.createdAt).toEqual(first!.createdAt);
    expect(second!.lastSignInAt.getTime()).toBeGreaterThan(first!.lastSignInAt.getTime());
    expect(second!.name).toBe('Second Sign In');
  });
});
