import type { StaffMember } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { refuse, renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, findToasts, STAFF } from '../../testing/console-test-kit.ts';
import * as staffRoute from './staff-route.tsx';

// The confirmation's dialog comes with the interactive kit: loaded once, so it opens at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

/** The staff page for an admin, the API holding `staff` and taking each change into it. */
function renderStaff(staff: StaffMember[] = [...STAFF]) {
  const api = stubApi({
    'GET /api/admin/staff': () => ({ staff }),
    'PUT /api/admin/staff/:email': ({ params, body }) => {
      const { role } = body as { role: StaffMember['role'] | null };
      const others = staff.filter((member) => member.email !== params.email);
      staff.splice(0, staff.length, ...others);
      if (role) {
        staff.push({
          email: params.email!,
          role,
          grantedBy: ADMIN.email,
          grantedAt: '2026-12-03T08:00:00.000Z',
        });
      }
      return { email: params.email, role };
    },
  });
  renderRoute({ path: '/admin/staff', ...staffRoute }, '/admin/staff', { signedInAs: ADMIN });
  return api;
}

const staffList = async () =>
  within(await screen.findByRole('list', { name: 'People with a role' })).getAllByRole('listitem');

describe("The console's staff", { timeout: 30_000 }, () => {
  it('lists everyone with a role: e-mail, role, who gave it and when', async () => {
    renderStaff();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Staff | CarZone'));
    const [admin, support] = await staffList();
    expect(admin!.textContent).toContain('admin@carzone.test');
    expect(admin!.textContent).toContain('Admin');
    expect(admin!.textContent).toContain('Given by ADMIN_EMAILS on 01/12/2026, 10:00');
    expect(support!.textContent).toContain('Support');
    expect(support!.textContent).toContain('Given by admin@carzone.test on 02/12/2026, 12:30');
  });

  it('gives a role by e-mail, says so and shows the list again', async () => {
    const user = typist();
    const api = renderStaff();
    await staffList();

    await user.type(screen.getByLabelText(/^Email/), 'rahim@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Give role' }));

    expect(await findToasts()).toEqual(['rahim@example.com is now Admin.']);
    expect(api.callsTo('PUT /api/admin/staff/:email')[0]!.body).toEqual({ role: 'admin' });
    await waitFor(async () => expect(await staffList()).toHaveLength(3));
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('');
  });

  it('offers support, finance and admin, and gives finance', async () => {
    const user = typist();
    const api = renderStaff();
    await staffList();
    const roles = screen.getByLabelText<HTMLSelectElement>('Role');
    expect([...roles.options].map((option) => option.textContent)).toEqual([
      'Support',
      'Finance',
      'Admin',
    ]);

    await user.type(screen.getByLabelText(/^Email/), 'mitu@example.com');
    await user.selectOptions(roles, 'Finance');
    await user.click(screen.getByRole('button', { name: 'Give role' }));

    expect(await findToasts()).toEqual(['mitu@example.com is now Finance.']);
    expect(api.callsTo('PUT /api/admin/staff/:email')[0]!.body).toEqual({ role: 'finance' });
    await waitFor(async () => expect((await staffList())[2]!.textContent).toContain('Finance'));
  });

  it('removes a role once confirmed', async () => {
    const user = typist();
    const api = renderStaff();
    await staffList();

    await user.click(screen.getByRole('button', { name: 'Remove role (support@carzone.test)' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Remove support@carzone.test's role?",
    });
    expect(api.callsTo('PUT /api/admin/staff/:email')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove role' }));

    expect(await findToasts()).toEqual(['support@carzone.test no longer has a role.']);
    expect(api.callsTo('PUT /api/admin/staff/:email')[0]!.body).toEqual({ role: null });
    await waitFor(async () => expect(await staffList()).toHaveLength(1));
  });

  it("says the API's refusal to remove the last admin, and keeps them", async () => {
    const user = typist();
    const api = renderStaff([STAFF[0]!]);
    api.on({
      'PUT /api/admin/staff/:email': refuse(409, {
        code: 'admin.lastAdmin',
        message: 'CarZone must keep at least one admin: make someone else an admin first.',
      }),
    });
    await staffList();

    await user.click(screen.getByRole('button', { name: 'Remove role (admin@carzone.test)' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove role' }));

    expect(await findToasts()).toEqual([
      'CarZone must keep at least one admin: make someone else an admin first.',
    ]);
    // Nothing changed, so the list is not read again; the dialog stays for Cancel.
    expect(api.callsTo('GET /api/admin/staff')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderStaff();
    expect(await screen.findByRole('heading', { level: 1, name: 'স্টাফ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ভূমিকা দিন' })).toBeTruthy();
    expect(screen.getAllByText('অ্যাডমিন').length).toBeGreaterThan(0);
  });
});
