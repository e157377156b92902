import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CAR_PAGE_SIZE, STAFF_ROLES, type StaffRole } from '@carzone/domain';
import { PageLimit, PageOffset } from '../../common/page-query.js';
import { says } from '../../common/refusal.js';

/** The longest e-mail address (RFC 5321's path limit) and so the longest filter. */
const MAX_EMAIL_LENGTH = 320;

/** The path of `PUT /api/admin/staff/:email`. */
export class StaffEmailParams {
  @ApiProperty({
    maxLength: MAX_EMAIL_LENGTH,
    example: 'support@carzone.com.bd',
    description: 'The e-mail address the person signs in with (any case).',
  })
  @MaxLength(MAX_EMAIL_LENGTH, { message: says('admin.emailInvalid') })
  @IsEmail({}, { message: says('admin.emailInvalid') })
  email!: string;
}

/** The body of `PUT /api/admin/staff/:email`. */
export class SetStaffRoleDto {
  @ApiProperty({
    enum: STAFF_ROLES,
    type: String,
    nullable: true,
    description: 'admin, support, or null to remove the role.',
  })
  @ValidateIf((_body: unknown, role: unknown) => role !== null)
  @IsIn(STAFF_ROLES, { message: says('admin.roleUnknown') })
  role!: StaffRole | null;
}

/** One filter of the audit log's query: text given once, up to an e-mail's length. */
const AuditFilter = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: MAX_EMAIL_LENGTH, description }),
    IsOptional(),
    MaxLength(MAX_EMAIL_LENGTH, { message: says('admin.auditFilterInvalid') }),
    IsString({ message: says('admin.auditFilterInvalid') }),
  );

/** The query of `GET /api/admin/audit`: a page of the log, narrowed by what is given. */
export class AuditQuery {
  @AuditFilter('Only actions on this kind of thing: `staff`…')
  targetType?: string;

  @AuditFilter('Only actions on this one (a member of staff’s e-mail, a car’s id…).')
  targetId?: string;

  @AuditFilter('Only actions by this member of staff (their e-mail, any case).')
  actor?: string;

  @PageLimit('How many entries to answer.')
  limit: number = CAR_PAGE_SIZE;

  @PageOffset('How many newer entries to skip.')
  offset: number = 0;
}
