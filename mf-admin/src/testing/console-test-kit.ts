// What the console's tests share: staff to sign in as, the API's answers about staff and the
// audit log, and the toasts a change shows.
import type { AuditEntry, StaffMember } from '@carzone/domain';
import { makeSessionUser } from '@carzone/web-testing';
import { screen } from '@testing-library/react';

export const ADMIN = makeSessionUser({ email: 'admin@carzone.test', role: 'admin' });
export const SUPPORT = makeSessionUser({ email: 'support@carzone.test', role: 'support' });
export const FINANCE = makeSessionUser({ email: 'finance@carzone.test', role: 'finance' });

export const STAFF: StaffMember[] = [
  {
    email: 'admin@carzone.test',
    role: 'admin',
    grantedBy: 'ADMIN_EMAILS',
    grantedAt: '2026-12-01T04:00:00.000Z',
  },
  {
    email: 'support@carzone.test',
    role: 'support',
    grantedBy: 'admin@carzone.test',
    grantedAt: '2026-12-02T06:30:00.000Z',
  },
];

let nextEntry = 1;

/** One audit entry: the admin giving support its role; `overrides` for the rest. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const id = nextEntry++;
  return {
    id,
    at: '2026-12-02T06:30:00.000Z',
    actor: 'admin@carzone.test',
    actorRole: 'admin',
    action: 'staff.roleGranted',
    targetType: 'staff',
    targetId: 'support@carzone.test',
    reason: 'none → support',
    requestId: `request-${id}`,
    ...overrides,
  };
}

/** The toasts shown so far, once there is one. */
export async function findToasts(): Promise<string[]> {
  const toasts = await screen.findAllByTestId('toast', {}, { timeout: 15_000 });
  return toasts.map((toast) => toast.textContent ?? '');
}
