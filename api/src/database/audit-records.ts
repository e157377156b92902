import type { AuditAction, StaffRole } from '@carzone/domain';
import type { Database } from './database.js';
import { auditLog } from './schema.js';

// Written by the staff module's AuditLog (every staff action) and by the auth module (a sign-in of
// staff), which the staff module sits above: so it sits below both.

/** One staff action, as the audit log keeps it (see AuditLog in api/src/staff/). */
export interface AuditRecord {
  /** A member of staff's e-mail, or the setting that acted at start (ADMIN_EMAILS…). */
  actor: string;
  /** The role the actor acted with; null for a setting. */
  role: StaffRole | null;
  /** `<area>.<act>`: `staff.signIn`, `staff.roleGranted`… */
  action: AuditAction;
  targetType: string;
  targetId: string;
  reason: string | null;
  /** The request's id (`request.id`, its X-Request-Id); null for what the API does at start. */
  requestId: string | null;
}

/**
 * Appends one row to the audit log, in the caller's transaction when it passes one, so the row
 * and the change it tells of are saved together or not at all.
 */
export async function appendAuditRecord(
  db: Pick<Database, 'insert'>,
  record: AuditRecord,
): Promise<void> {
  await db.insert(auditLog).values({
    actorEmail: record.actor,
    actorRole: record.role,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason,
    requestId: record.requestId,
  });
}
