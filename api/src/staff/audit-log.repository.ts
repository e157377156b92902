import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { appendAuditRecord, type AuditRecord } from '../database/audit-records.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { type AuditLogRow, auditLog } from '../database/schema.js';

/** What a read of the audit log may be narrowed to: each given one must match. */
export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  actor?: string;
}

/** The audit log (`audit_log`): appended to, read newest first, never changed or deleted. */
@Injectable()
export class AuditLogRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  append(record: AuditRecord, within: Pick<Database, 'insert'> = this.db): Promise<void> {
    return appendAuditRecord(within, record);
  }

  /** A page of the rows the filter lets through, newest first. */
  page(filter: AuditFilter, limit: number, offset: number): Promise<AuditLogRow[]> {
    const conditions: SQL[] = [];
    if (filter.targetType !== undefined)
      conditions.push(eq(auditLog.targetType, filter.targetType));
    if (filter.targetId !== undefined) conditions.push(eq(auditLog.targetId, filter.targetId));
    if (filter.actor !== undefined) conditions.push(eq(auditLog.actorEmail, filter.actor));
    return this.db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  }
}
