import { eq } from 'drizzle-orm';
import type { StaffRole } from '@carzone/domain';
import type { Database } from './database.js';
import { staffRoles } from './schema.js';

// Read by the auth module (`GET /api/me`'s role, a sign-in of staff) and by the staff module (its
// guard on every request), which sits above auth: so it sits below both, and auth never imports
// the staff module.

/** An e-mail as `staff_roles` keys it: trimmed, in lower case. */
export const staffKey = (email: string) => email.trim().toLowerCase();

/** The person's staff role now, by primary key; null without one. Never cached: a change counts at once. */
export async function staffRoleOf(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.email, staffKey(email)));
  return row?.role ?? null;
}
