import { Inject, Injectable } from '@nestjs/common';
import type { StaffRole } from '@carzone/domain';
import { appendAuditRecord } from '../database/audit-records.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { staffKey, staffRoleOf } from '../database/staff-roles.js';

/**
 * A signed-in person's staff role (`staff_roles`, kept by the staff module), for `GET /api/me`,
 * and the audit row of a sign-in of staff. Read through database/, which the staff module shares.
 */
@Injectable()
export class StaffSignInsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  roleOf(email: string): Promise<StaffRole | null> {
    return staffRoleOf(this.db, email);
  }

  recordSignIn(email: string, role: StaffRole, requestId: string): Promise<void> {
    return appendAuditRecord(this.db, {
      actor: staffKey(email),
      role,
      action: 'staff.signIn',
      targetType: 'staff',
      targetId: staffKey(email),
      reason: null,
      requestId,
    });
  }
}
