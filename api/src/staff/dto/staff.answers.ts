import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  type AuditEntry,
  type AuditPage,
  STAFF_ROLES,
  type StaffList,
  type StaffMember,
  type StaffRole,
} from '@carzone/domain';

/** The classes give OpenAPI the schemas of the staff routes' answers. */
@ApiSchema({ name: 'StaffMember', description: 'A person with a staff role.' })
export class StaffMemberAnswer implements StaffMember {
  @ApiProperty({ description: 'In lower case.' })
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role!: StaffRole;

  @ApiProperty({ description: "An admin's e-mail, or the setting that granted it at start." })
  grantedBy!: string;

  @ApiProperty({ format: 'date-time' })
  grantedAt!: string;
}

@ApiSchema({ name: 'StaffList', description: 'Everyone with a staff role, by e-mail.' })
export class StaffListAnswer implements StaffList {
  @ApiProperty({ type: [StaffMemberAnswer] })
  staff!: StaffMember[];
}

@ApiSchema({ name: 'StaffRoleNow', description: 'The role the person holds now.' })
export class StaffRoleNowAnswer {
  @ApiProperty({ description: 'In lower case.' })
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES, type: String, nullable: true, description: 'null: none.' })
  role!: StaffRole | null;
}

@ApiSchema({ name: 'AuditEntry', description: 'One staff action; never changed or deleted.' })
export class AuditEntryAnswer implements AuditEntry {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ description: "A member of staff's e-mail, or the setting that acted at start." })
  actor!: string;

  @ApiProperty({
    enum: STAFF_ROLES,
    type: String,
    nullable: true,
    description: 'The role they acted with; null for a setting.',
  })
  actorRole!: StaffRole | null;

  @ApiProperty({ example: 'staff.roleGranted', description: '`<area>.<act>`.' })
  action!: string;

  @ApiProperty({ example: 'staff' })
  targetType!: string;

  @ApiProperty({ example: 'support@carzone.com.bd' })
  targetId!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'none → support',
    description: 'Why, or a note of what changed; null when there is none.',
  })
  reason!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The request's X-Request-Id; null for what the API did at start.",
  })
  requestId!: string | null;
}

@ApiSchema({ name: 'AuditPage', description: 'A page of the audit log, newest first.' })
export class AuditPageAnswer implements AuditPage {
  @ApiProperty({ type: [AuditEntryAnswer] })
  entries!: AuditEntry[];
}
