import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@carzone/domain';
import { auditLog, staffRoles } from '../database/schema.js';
import { signedInUser, signUpUser, verifyEmail } from '../testing/auth-helpers.js';
import { expectRefusedWith } from '../testing/error-body.js';
import { callApi, type SignedInUser } from '../testing/session-calls.js';
import { auditRowsOf, routedRoutes, withStaffPair } from '../testing/staff-helpers.js';
import { json, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let admin: SignedInUser;
let support: SignedInUser;
withStaffPair({ admin: 'Audit Admin', support: 'Audit Support' }, (pair) => {
  ({ api, admin, support } = pair);
});

const readAudit = (query: string, as: SignedInUser | undefined = support) =>
  callApi(api, 'GET', `/api/admin/audit${query}`, { as });
const entriesOf = async (query: string, as?: SignedInUser) =>
  (await json<AuditPage>(await readAudit(query, as))).entries;
const setRole = (email: string, role: string | null) =>
  callApi(api, 'PUT', `/api/admin/staff/${encodeURIComponent(email)}`, {
    as: admin,
    body: { role },
  });

describe('GET /api/admin/audit', () => {
  it("records a staff sign-in under its request's id, and no one else's", async () => {
    const signedUp = await signUpUser('Signing Staff');
    const staff = { ...signedUp, idToken: await verifyEmail(signedUp) };
    await api.db
      .insert(staffRoles)
      .values({ email: staff.email, role: 'support', grantedBy: 'test' });
    const signIn = await api.post('/api/jwt', { idToken: staff.idToken });
    expect(signIn.status).toBe(200);
    const person = await signedInUser(api, 'Signing Person');

    const response = await readAudit(
      `?targetType=staff&targetId=${encodeURIComponent(staff.email)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await json<AuditPage>(response)).entries).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        actor: staff.email,
        actorRole: 'support',
        action: 'staff.signIn',
        targetType: 'staff',
        targetId: staff.email,
        reason: null,
        requestId: signIn.headers.get('x-request-id'),
      } satisfies AuditEntry,
    ]);
    expect(await entriesOf(`?targetId=${encodeURIComponent(person.email)}`)).toEqual([]);
    expect(await entriesOf(`?actor=${encodeURIComponent(person.email)}`)).toEqual([]);
  });

  it('answers newest first, narrowed by target and by actor (any case), a page at a time', async () => {
    const target = await signedInUser(api, 'Audited Person');
    for (const role of ['support', 'admin', null])
      expect((await setRole(target.email, role)).status).toBe(200);
    const byTarget = await entriesOf(
      `?targetType=staff&targetId=${encodeURIComponent(target.email)}`,
    );
    expect(byTarget.map(({ action, reason, actor }) => [action, reason, actor])).toEqual([
      ['staff.roleRemoved', 'admin → none', admin.email],
      ['staff.roleGranted', 'support → admin', admin.email],
      ['staff.roleGranted', 'none → support', admin.email],
    ]);
    const ids = byTarget.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const page = await entriesOf(`?targetId=${encodeURIComponent(target.email)}&limit=1&offset=1`);
    expect(page).toEqual([byTarget[1]]);
    const byActor = await entriesOf(
      `?actor=${encodeURIComponent(admin.email.toUpperCase())}&limit=100`,
    );
    expect(byActor.every((entry) => entry.actor === admin.email)).toBe(true);
    expect(byActor).toEqual(expect.arrayContaining(byTarget));
    expect(await entriesOf(`?targetType=car&targetId=${encodeURIComponent(target.email)}`)).toEqual(
      [],
    );
    // The whole log, newest first, starts with the latest of them (this file's app alone writes).
    const [newest] = await entriesOf('?limit=100', admin);
    expect(newest!.id).toBeGreaterThanOrEqual(byTarget[0]!.id);
  });

  it('refuses bad filters and pages (400)', async () => {
    await expectRefusedWith(
      await readAudit('?actor=a@carzone.test&actor=b@carzone.test'),
      400,
      'admin.auditFilterInvalid',
    );
    await expectRefusedWith(
      await readAudit(`?targetId=${'x'.repeat(321)}`),
      400,
      'admin.auditFilterInvalid',
    );
    await expectRefusedWith(await readAudit('?limit=0'), 400, 'carList.limitOutOfRange');
    await expectRefusedWith(await readAudit('?limit=101'), 400, 'carList.limitOutOfRange');
    await expectRefusedWith(await readAudit('?offset=-1'), 400, 'carList.offsetOutOfRange');
    await expectRefusedWith(await readAudit('?target=staff'), 400, 'request.unknownField', {
      field: 'target',
    });
  });

  it('refuses a person (before reading the filters) and anyone signed out', async () => {
    const person = await signedInUser(api, 'Curious Person');
    await expectRefusedWith(await readAudit('', person), 403, 'admin.staffOnly');
    await expectRefusedWith(await readAudit('?limit=0', person), 403, 'admin.staffOnly');
    await expectRefusedWith(await api.fetch('/api/admin/audit'), 401, 'auth.sessionMissing');
  });
});

describe('an audit row', () => {
  it('has no route that changes or deletes it', async () => {
    expect(routedRoutes(api).filter((route) => route.path.startsWith('/api/admin/audit'))).toEqual([
      { method: 'GET', path: '/api/admin/audit' },
    ]);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await callApi(api, method, '/api/admin/audit', { as: admin, body: {} });
      expect(response.status, method).toBe(404);
    }
  });

  it('is never changed or deleted: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const target = await signedInUser(api, 'Kept For Ever');
    expect((await setRole(target.email, 'support')).status).toBe(200);
    const [row] = await auditRowsOf(api, 'staff', target.email);
    expect(row).toBeDefined();
    const attempts = [
      sql`update audit_log set reason = 'rewritten', actor_email = 'someone@else' where id = ${row!.id}`,
      sql`delete from audit_log where id = ${row!.id}`,
      sql`truncate audit_log`,
    ];
    for (const attempt of attempts) await expect(api.db.execute(attempt)).rejects.toThrow();
    await expect(
      api.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(api.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    expect(await auditRowsOf(api, 'staff', target.email)).toEqual([row]);
  });
});
