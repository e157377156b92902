import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { StaffMember, StaffRole } from '@carzone/domain';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { refusal } from '../common/refusal.js';
import { staffKey } from '../database/staff-roles.js';
import type { StaffCaller } from './staff-only.guard.js';
import { StaffRepository } from './staff.repository.js';

/** What a person holds once a change of their role is done: a role, or null for none. */
export interface StaffRoleNow {
  email: string;
  role: StaffRole | null;
}

/** The audit log's words for a role held or not (`none → admin`). */
const roleWord = (role: StaffRole | null) => role ?? 'none';

/**
 * Who holds which staff role: read on every request by the staff guard, changed by admins
 * (`PUT /api/admin/staff/:email`), the first admins given at start by ADMIN_EMAILS. Every change
 * writes its audit row in its own transaction.
 */
@Injectable()
export class StaffService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Staff');

  constructor(
    private readonly staff: StaffRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** ADMIN_EMAILS: each becomes an admin unless they hold a role already (a demoted one stays so). */
  async onApplicationBootstrap(): Promise<void> {
    for (const email of this.config.adminEmails ?? [])
      if (await this.grantAtStart(email, 'admin', 'ADMIN_EMAILS'))
        this.logger.log(`Made ${email} an admin (ADMIN_EMAILS).`);
  }

  /** The person's role now, read from the table (a primary-key lookup): never cached. */
  roleOf(email: string): Promise<StaffRole | null> {
    return this.staff.roleOf(email);
  }

  async list(): Promise<StaffMember[]> {
    const rows = await this.staff.list();
    return rows.map((row) => ({
      email: row.email,
      role: row.role,
      grantedBy: row.grantedBy,
      grantedAt: row.grantedAt.toISOString(),
    }));
  }

  /**
   * Gives `email` the role, changes it, or (null) removes it, for `by`, an admin; a role they hold
   * already is no change and writes nothing. Refused (409) when it would leave no admin.
   */
  setRole(by: StaffCaller, email: string, role: StaffRole | null): Promise<StaffRoleNow> {
    const target = staffKey(email);
    return this.staff.changing(async (change) => {
      const held = (await change.find(target))?.role ?? null;
      if (held === role) return { email: target, role };
      if (held === 'admin' && (await change.adminCount()) <= 1)
        throw new ConflictException(refusal('admin.lastAdmin'));
      if (role === null) await change.remove(target);
      else await change.grant(target, role, by.email);
      await change.audit({
        actor: by.email,
        role: by.role,
        action: role === null ? 'staff.roleRemoved' : 'staff.roleGranted',
        targetType: 'staff',
        targetId: target,
        reason: `${roleWord(held)} → ${roleWord(role)}`,
        requestId: by.requestId,
      });
      return { email: target, role };
    });
  }

  /**
   * Gives `email` the role at start, for a setting (`grantedBy`: ADMIN_EMAILS, SEED_DEMO_DATA),
   * unless they hold one already; the grant is audited with the setting as its actor. Whether it
   * gave the role.
   */
  grantAtStart(email: string, role: StaffRole, grantedBy: string): Promise<boolean> {
    return this.staff.changing(async (change) => {
      if (!(await change.grantIfNone(email, role, grantedBy))) return false;
      await change.audit({
        actor: grantedBy,
        role: null,
        action: 'staff.roleGranted',
        targetType: 'staff',
        targetId: staffKey(email),
        reason: `${roleWord(null)} → ${roleWord(role)}`,
        requestId: null,
      });
      return true;
    });
  }
}
