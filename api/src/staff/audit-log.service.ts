import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditPage } from '@carzone/domain';
import type { AuditRecord } from '../database/audit-records.js';
import type { Database } from '../database/database.js';
import type { AuditLogRow } from '../database/schema.js';
import { type AuditFilter, AuditLogRepository } from './audit-log.repository.js';

export type { AuditRecord } from '../database/audit-records.js';

/**
 * The audit log: one row for every staff action, which nothing changes or deletes (the database
 * refuses to). A module that acts for staff calls `record` inside its own work, with the caller of
 * its `@StaffOnly` route (`@CurrentStaff()`: their e-mail, role and request id).
 */
@Injectable()
export class AuditLog {
  constructor(private readonly entries: AuditLogRepository) {}

  /**
   * Writes one row. Pass the transaction of the change it tells of (`within`), so the two are
   * saved together or not at all.
   */
  record(record: AuditRecord, within?: Pick<Database, 'insert'>): Promise<void> {
    return this.entries.append(record, within);
  }

  /** A page of the log, newest first; an empty filter is none. */
  async page(
    { targetType, targetId, actor }: AuditFilter,
    limit: number,
    offset: number,
  ): Promise<AuditPage> {
    const filter: AuditFilter = {
      ...(targetType ? { targetType } : {}),
      ...(targetId ? { targetId } : {}),
      // Actors are kept as staff's e-mails are: in lower case.
      ...(actor ? { actor: actor.trim().toLowerCase() } : {}),
    };
    const rows = await this.entries.page(filter, limit, offset);
    return { entries: rows.map(toAuditEntry) };
  }
}

const toAuditEntry = (row: AuditLogRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorEmail,
  actorRole: row.actorRole,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  requestId: row.requestId,
});
