import { Body, Controller, Get, HttpCode, HttpStatus, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffList } from '@carzone/domain';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { StaffListAnswer, StaffRoleNowAnswer } from './dto/staff.answers.js';
import { SetStaffRoleDto, StaffEmailParams } from './dto/staff.dto.js';
import { CurrentStaff, type StaffCaller, StaffOnly } from './staff-only.guard.js';
import { StaffService, type StaffRoleNow } from './staff.service.js';

/** Who holds a staff role, and changing it: admins only. */
@ApiTags('admin')
@StaffOnly('admin')
@Controller('admin/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOperation({ summary: 'Everyone with a staff role' })
  @ApiOkResponse({ type: StaffListAnswer, description: '`{ staff }`, by e-mail.' })
  async list(): Promise<StaffList> {
    return { staff: await this.staff.list() };
  }

  @Put(':email')
  @ApiOperation({ summary: "Give, change or remove a person's staff role" })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: StaffRoleNowAnswer,
    description:
      'The role they hold now, from their next request; the change is in the audit log (a role they held already writes nothing).',
  })
  @ApiRefusals({
    400: `${refusalDoc('admin.emailInvalid')} / ${refusalDoc('admin.roleUnknown')} Nothing is changed.`,
    409: `${refusalDoc('admin.lastAdmin')} Nothing is changed.`,
  })
  setRole(
    @CurrentStaff() by: StaffCaller,
    @Param() { email }: StaffEmailParams,
    @Body() { role }: SetStaffRoleDto,
  ): Promise<StaffRoleNow> {
    return this.staff.setRole(by, email, role);
  }
}
