// The operators' console's foundation: staff roles and the audit log. `admin` may do everything,
// staff included; `support` reads everything and acts on accounts, listings, reviews and reports,
// never on staff. `GET`/`PUT /api/admin/staff` (admins), `GET /api/admin/audit` (any staff).
// Exports `@StaffOnly(role)`'s services (a module using it imports this one) and `AuditLog`, which
// every staff action writes to inside its own work. The first admins come from ADMIN_EMAILS at
// start; the auth module answers the caller's role in `GET /api/me` and audits staff sign-ins
// through database/ (staff-roles.ts, audit-records.ts), as this module sits above it.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AuditLogController } from './audit-log.controller.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AuditLog } from './audit-log.service.js';
import { StaffGuard } from './staff-only.guard.js';
import { StaffController } from './staff.controller.js';
import { StaffRepository } from './staff.repository.js';
import { StaffService } from './staff.service.js';

@Module({
  imports: [AuthModule],
  controllers: [StaffController, AuditLogController],
  providers: [StaffService, StaffRepository, AuditLog, AuditLogRepository, StaffGuard],
  // AuthModule: StaffGuard's SessionGuard, in whichever module a @StaffOnly route sits.
  exports: [StaffService, AuditLog, AuthModule],
})
export class StaffModule {}
