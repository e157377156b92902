import { Inject, Injectable } from '@nestjs/common';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@carzone/domain';
import { appendAuditRecord, type AuditRecord } from '../database/audit-records.js';
import type { Transaction } from '../database/booking-transaction.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { type StaffRoleRow, staffRoles } from '../database/schema.js';
import { staffKey, staffRoleOf } from '../database/staff-roles.js';

/**
 * Taken by every change of staff for its transaction's length, so changes queue up: of two admins
 * demoting each other at once, the second sees the first's change and is refused as the last
 * admin. Any constant no other advisory lock of the API uses.
 */
const STAFF_CHANGE_LOCK_ID = 4_271_002;

/** Who holds a staff role (`staff_roles`), read per request, changed one change at a time. */
@Injectable()
export class StaffRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  roleOf(email: string): Promise<StaffRole | null> {
    return staffRoleOf(this.db, email);
  }

  /** Everyone with a role, by e-mail. */
  list(): Promise<StaffRoleRow[]> {
    return this.db.select().from(staffRoles).orderBy(asc(staffRoles.email));
  }

  /**
   * Runs `work` in one transaction, every other change of staff waiting until it ends: a role and
   * the audit row that tells of it are saved together or not at all.
   */
  changing<T>(work: (change: StaffChange) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHANGE_LOCK_ID})`);
      return work(new StaffChange(tx));
    });
  }
}

/** The reads and writes of one change of staff, inside its transaction. */
export class StaffChange {
  constructor(private readonly tx: Transaction) {}

  find(email: string): Promise<StaffRoleRow | undefined> {
    return this.tx
      .select()
      .from(staffRoles)
      .where(eq(staffRoles.email, staffKey(email)))
      .then(([row]) => row);
  }

  async adminCount(): Promise<number> {
    const [row] = await this.tx
      .select({ admins: count() })
      .from(staffRoles)
      .where(eq(staffRoles.role, 'admin'));
    return row?.admins ?? 0;
  }

  /** Gives `email` this role from now, in place of any it held. */
  async grant(email: string, role: StaffRole, grantedBy: string): Promise<StaffRoleRow> {
    const grantedAt = new Date();
    const [row] = await this.tx
      .insert(staffRoles)
      .values({ email: staffKey(email), role, grantedBy, grantedAt })
      .onConflictDoUpdate({ target: staffRoles.email, set: { role, grantedBy, grantedAt } })
      .returning();
    return row!;
  }

  /** Gives `email` this role unless they hold one already: whether it did. */
  async grantIfNone(email: string, role: StaffRole, grantedBy: string): Promise<boolean> {
    const inserted = await this.tx
      .insert(staffRoles)
      .values({ email: staffKey(email), role, grantedBy })
      .onConflictDoNothing({ target: staffRoles.email })
      .returning({ email: staffRoles.email });
    return inserted.length > 0;
  }

  async remove(email: string): Promise<void> {
    await this.tx.delete(staffRoles).where(eq(staffRoles.email, staffKey(email)));
  }

  audit(record: AuditRecord): Promise<void> {
    return appendAuditRecord(this.tx, record);
  }
}
