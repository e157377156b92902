import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedInUser as Me, StaffList } from '@carzone/domain';
import { staffRoles } from '../database/schema.js';
import { plainProfileOf, signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith } from '../testing/error-body.js';
import { callApi, type SignedInUser } from '../testing/session-calls.js';
import { auditRowsOf, signedInStaff, withStaffPair } from '../testing/staff-helpers.js';
import { json, ownEmptyDatabase, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let admin: SignedInUser;
let support: SignedInUser;
withStaffPair({ admin: 'Staff Admin', support: 'Staff Support' }, (pair) => {
  ({ api, admin, support } = pair);
});

const setRole = (as: SignedInUser | undefined, email: string, body: unknown) =>
  callApi(api, 'PUT', `/api/admin/staff/${encodeURIComponent(email)}`, { as, body });
const me = async (user: SignedInUser) =>
  json<Me>(await callApi(api, 'GET', '/api/me', { as: user }));
const roleRow = async (email: string) =>
  (await api.db.select().from(staffRoles).where(eq(staffRoles.email, email)))[0];

describe('GET /api/admin/staff', () => {
  it('lists everyone with a role, by e-mail, to an admin, privately', async () => {
    const response = await callApi(api, 'GET', '/api/admin/staff', { as: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { staff } = await json<StaffList>(response);
    expect(staff).toEqual(
      expect.arrayContaining([
        { email: admin.email, role: 'admin', grantedBy: 'test', grantedAt: expect.any(String) },
        { email: support.email, role: 'support', grantedBy: 'test', grantedAt: expect.any(String) },
      ]),
    );
    const emails = staff.map((member) => member.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('refuses support, a person and anyone signed out', async () => {
    const person = await signedInUser(api, 'Staff Stranger');
    await expectRefusedWith(
      await callApi(api, 'GET', '/api/admin/staff', { as: support }),
      403,
      'admin.staffOnly',
    );
    await expectRefusedWith(
      await callApi(api, 'GET', '/api/admin/staff', { as: person }),
      403,
      'admin.staffOnly',
    );
    await expectRefusedWith(await api.fetch('/api/admin/staff'), 401, 'auth.sessionMissing');
  });
});

describe('PUT /api/admin/staff/:email', () => {
  it('gives, changes and removes a role, each counted from the next request on the same cookie', async () => {
    const person = await signedInUser(api, 'Future Staff', undefined, { emailVerified: true });
    const audit = () => callApi(api, 'GET', '/api/admin/audit', { as: person });
    const staffList = () => callApi(api, 'GET', '/api/admin/staff', { as: person });
    expect(await me(person)).toEqual(plainProfileOf(person));
    expect((await audit()).status).toBe(403);

    const granted = await setRole(admin, person.email, { role: 'support' });
    expect(granted.status).toBe(200);
    expect(await json(granted)).toEqual({ email: person.email, role: 'support' });
    expect((await me(person)).role).toBe('support');
    expect((await audit()).status).toBe(200);
    expect((await staffList()).status).toBe(403);

    const promoted = await setRole(admin, person.email, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect((await staffList()).status).toBe(200);
    expect(await roleRow(person.email)).toMatchObject({ role: 'admin', grantedBy: admin.email });

    const removed = await setRole(admin, person.email, { role: null });
    expect(await json(removed)).toEqual({ email: person.email, role: null });
    expect(await me(person)).toEqual(plainProfileOf(person));
    await expectRefusedWith(await audit(), 403, 'admin.staffOnly');
    expect(await roleRow(person.email)).toBeUndefined();

    // One audit row per change, newest first, each naming its request.
    const rows = await auditRowsOf(api, 'staff', person.email);
    expect(
      rows.map(({ action, reason, actorEmail, actorRole }) => ({
        action,
        reason,
        actorEmail,
        actorRole,
      })),
    ).toEqual([
      {
        action: 'staff.roleRemoved',
        reason: 'admin → none',
        actorEmail: admin.email,
        actorRole: 'admin',
      },
      {
        action: 'staff.roleGranted',
        reason: 'support → admin',
        actorEmail: admin.email,
        actorRole: 'admin',
      },
      {
        action: 'staff.roleGranted',
        reason: 'none → support',
        actorEmail: admin.email,
        actorRole: 'admin',
      },
    ]);
    expect(rows.map((row) => row.requestId)).toEqual(
      [removed, promoted, granted].map((response) => response.headers.get('x-request-id')),
    );
  });

  it('counts a role only for a verified e-mail: anyone may sign up with an address not theirs', async () => {
    const unverified = await signedInStaff(api, 'admin', 'Unverified Admin', {
      emailVerified: false,
    });
    expect((await me(unverified)).role).toBeNull();
    await expectRefusedWith(
      await callApi(api, 'GET', '/api/admin/staff', { as: unverified }),
      403,
      'admin.staffOnly',
    );
    await expectRefusedWith(
      await callApi(api, 'GET', '/api/admin/audit', { as: unverified }),
      403,
      'admin.staffOnly',
    );
    expect(await auditRowsOf(api, 'staff', unverified.email)).toEqual([]);
  });

  it('takes the e-mail in any case, and writes nothing for a role already held', async () => {
    const person = await signedInUser(api, 'Case Staff');
    const shouted = person.email.toUpperCase();
    expect(await json(await setRole(admin, shouted, { role: 'support' }))).toEqual({
      email: person.email,
      role: 'support',
    });
    const again = await setRole(admin, person.email, { role: 'support' });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ email: person.email, role: 'support' });
    expect(await auditRowsOf(api, 'staff', person.email)).toHaveLength(1);
    const nobody = 'never-staff@carzone.test';
    expect(await json(await setRole(admin, nobody, { role: null }))).toEqual({
      email: nobody,
      role: null,
    });
    expect(await auditRowsOf(api, 'staff', nobody)).toEqual([]);
  });

  it('refuses bad input (400) and changes nothing', async () => {
    const person = await signedInUser(api, 'Bad Input Staff');
    await expectRefusedWith(
      await setRole(admin, 'not-an-email', { role: 'support' }),
      400,
      'admin.emailInvalid',
    );
    await expectRefusedWith(
      await setRole(admin, `${'a'.repeat(320)}@carzone.test`, { role: 'support' }),
      400,
      'admin.emailInvalid',
    );
    for (const body of [{ role: 'owner' }, {}, { role: 1 }, { role: ['admin'] }])
      await expectRefusedWith(await setRole(admin, person.email, body), 400, 'admin.roleUnknown');
    await expectRefusedWith(
      await setRole(admin, person.email, { role: 'support', reason: 'x' }),
      400,
      'request.unknownField',
      { field: 'reason' },
    );
    await expectRefusedWith(
      await setRole(admin, person.email, '"admin"'),
      400,
      'request.notAnObject',
    );
    expect(await roleRow(person.email)).toBeUndefined();
    expect(await auditRowsOf(api, 'staff', person.email)).toEqual([]);
  });

  it('refuses support, a person (before looking at the body) and anyone signed out', async () => {
    const person = await signedInUser(api, 'Would-be Admin');
    await expectRefusedWith(
      await setRole(support, support.email, { role: 'admin' }),
      403,
      'admin.staffOnly',
    );
    await expectRefusedWith(
      await setRole(person, person.email, { role: 'admin' }),
      403,
      'admin.staffOnly',
    );
    await expectRefusedWith(
      await setRole(person, 'not-an-email', { role: 'x' }),
      403,
      'admin.staffOnly',
    );
    await expectRefusedWith(
      await setRole(undefined, person.email, { role: 'admin' }),
      401,
      'auth.sessionMissing',
    );
    expect(await roleRow(person.email)).toBeUndefined();
    expect((await roleRow(support.email))?.role).toBe('support');
  });
});

describe('the last admin', () => {
  // A database of its own, where this test decides who the admins are: in the run's shared
  // database, other files' admins count.
  it('cannot be demoted or removed; of two admins demoting each other at once, one is refused', async () => {
    const { database, drop } = await ownEmptyDatabase();
    const own = await startTestApp({ seedDemoData: false, database }, { ownDatabase: true });
    try {
      const only = await signedInStaff(own, 'admin', 'Only Admin');
      const put = (as: SignedInUser, email: string, role: string | null) =>
        callApi(own, 'PUT', `/api/admin/staff/${encodeURIComponent(email)}`, {
          as,
          body: { role },
        });
      await expectRefusedWith(await put(only, only.email, 'support'), 409, 'admin.lastAdmin');
      await expectRefusedWith(await put(only, only.email, null), 409, 'admin.lastAdmin');
      // Its sign-in alone.
      expect((await auditRowsOf(own, 'staff', only.email)).map((row) => row.action)).toEqual([
        'staff.signIn',
      ]);

      const second = await signedInStaff(own, 'admin', 'Second Admin');
      const [one, other] = await Promise.all([
        put(only, second.email, 'support'),
        put(second, only.email, 'support'),
      ]);
      // The loser is refused either by the guard (the winner's change came first: no longer an
      // admin) or, its guard passed before that change, as the last admin.
      const statuses = [one.status, other.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const { staff } = await json<StaffList>(
        await callApi(own, 'GET', '/api/admin/staff', { as: one.status === 200 ? only : second }),
      );
      expect(staff.filter((member) => member.role === 'admin')).toHaveLength(1);
    } finally {
      await own.close();
      await drop();
    }
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes each an admin at start unless they hold a role, audited with the setting as actor', async () => {
    const first = await signedInUser(api, 'Configured Admin', undefined, { emailVerified: true });
    const demoted = await signedInStaff(api, 'support', 'Demoted Admin');
    const configured = await startTestApp({
      seedDemoData: false,
      adminEmails: [first.email, demoted.email],
    });
    try {
      expect((await me(first)).role).toBe('admin');
      expect(await roleRow(first.email)).toMatchObject({
        role: 'admin',
        grantedBy: 'ADMIN_EMAILS',
      });
      expect((await roleRow(demoted.email))?.role).toBe('support');
      const rows = await auditRowsOf(api, 'staff', first.email);
      expect(rows).toEqual([
        expect.objectContaining({
          actorEmail: 'ADMIN_EMAILS',
          actorRole: null,
          action: 'staff.roleGranted',
          reason: 'none → admin',
          requestId: null,
        }),
      ]);
    } finally {
      await configured.close();
    }
    // A second start finds them with a role: nothing more is written.
    const again = await startTestApp({ seedDemoData: false, adminEmails: [first.email] });
    await again.close();
    expect(await auditRowsOf(api, 'staff', first.email)).toHaveLength(1);
  });
});
