import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditPage } from '@carzone/domain';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { AuditLog } from './audit-log.service.js';
import { AuditPageAnswer } from './dto/staff.answers.js';
import { AuditQuery } from './dto/staff.dto.js';
import { StaffOnly } from './staff-only.guard.js';

/** The audit log, read by any member of staff; no route changes or deletes a row. */
@ApiTags('admin')
@StaffOnly('support')
@Controller('admin/audit')
export class AuditLogController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first' })
  @ApiOkResponse({ type: AuditPageAnswer, description: '`{ entries }`, newest first.' })
  @ApiRefusals({
    400: `${refusalDoc('admin.auditFilterInvalid')} / ${refusalDoc('carList.limitOutOfRange')} / ${refusalDoc('carList.offsetOutOfRange')}`,
  })
  page(@Query() { targetType, targetId, actor, limit, offset }: AuditQuery): Promise<AuditPage> {
    return this.audit.page({ targetType, targetId, actor }, limit, offset);
  }
}
