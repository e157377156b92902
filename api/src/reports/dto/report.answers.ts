import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ACCOUNT_STATUSES,
  ALL_REPORT_REASONS,
  MODERATION_STATES,
  type QueuedReport,
  REPORT_ACTIONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  REVIEW_HIDE_REASONS,
  REVIEW_SIDES,
  type ReportAction,
  type ReportCreated,
  type ReportPage,
  type ReportReason,
  type ReportResolution,
  type ReportStatus,
  type ReportTarget,
  type ReportTargetType,
} from '@carzone/domain';

/** The classes give OpenAPI the schemas of the reports' answers. */
@ApiSchema({ name: 'ReportCreated', description: 'A report made: staff read it in their queue.' })
export class ReportCreatedAnswer implements ReportCreated {
  @ApiProperty({ format: 'uuid' })
  _id!: string;
}

@ApiSchema({
  name: 'ReportTarget',
  description:
    'The reported thing as it stands now, by its `type`: a car (model, owner, moderation state), a review (stars, words, author, car), a person (e-mail, name, account status) or a message (what its sender wrote, what both sides read, sender, thread, car, when).',
})
export class ReportTargetAnswer {
  @ApiProperty({ enum: REPORT_TARGET_TYPES })
  type!: ReportTargetType;

  @ApiPropertyOptional({
    description:
      'car, review, message: the model (a review: as its trip kept it; a message: as its thread kept it).',
  })
  carModel?: string;

  @ApiPropertyOptional({ description: 'car.' })
  ownerEmail?: string;

  @ApiPropertyOptional({ description: 'car.' })
  ownerName?: string;

  @ApiPropertyOptional({ enum: MODERATION_STATES, description: 'car.' })
  moderationState?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 5, description: 'review.' })
  rating?: number;

  @ApiPropertyOptional({
    description:
      'review: its words; message: what its sender wrote, contact details included (staff only).',
  })
  text?: string;

  @ApiPropertyOptional({ description: 'review.' })
  authorEmail?: string;

  @ApiPropertyOptional({ description: 'review.' })
  authorName?: string;

  @ApiPropertyOptional({ enum: REVIEW_SIDES, description: 'review.' })
  authorSide?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'review.' })
  carId?: string | null;

  @ApiPropertyOptional({
    enum: REVIEW_HIDE_REASONS,
    type: String,
    nullable: true,
    description: 'review: why staff hid it; null while shown.',
  })
  hiddenReason?: string | null;

  @ApiPropertyOptional({
    description: 'message: what both sides of the thread read (contact details hidden if masked).',
  })
  shownText?: string;

  @ApiPropertyOptional({
    description: 'message: whether contact details were hidden from shownText.',
  })
  masked?: boolean;

  @ApiPropertyOptional({ description: 'message: in lower case.' })
  senderEmail?: string;

  @ApiPropertyOptional({
    description: "message: the sender's name as the thread keeps it; may be empty.",
  })
  senderName?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'message.' })
  threadId?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'message: when it was sent.' })
  sentAt?: string;

  @ApiPropertyOptional({ description: 'user: in lower case.' })
  email?: string;

  @ApiPropertyOptional({ description: 'user: at their last sign-in; empty if unknown.' })
  name?: string;

  @ApiPropertyOptional({
    enum: ACCOUNT_STATUSES,
    type: String,
    nullable: true,
    description: 'user: null when they never signed in to the API.',
  })
  status?: string | null;
}

@ApiSchema({ name: 'QueuedReport', description: 'A report, as staff read it.' })
export class QueuedReportAnswer implements QueuedReport {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ description: 'In lower case.' })
  reporterEmail!: string;

  @ApiProperty({ enum: REPORT_TARGET_TYPES })
  targetType!: ReportTargetType;

  @ApiProperty({
    description: "A car's, review's or message's id, or a person's e-mail in lower case.",
  })
  targetId!: string;

  @ApiProperty({
    type: ReportTargetAnswer,
    nullable: true,
    description: 'null when the target is gone (a car deleted since).',
  })
  target!: ReportTarget | null;

  @ApiProperty({ enum: ALL_REPORT_REASONS })
  reason!: ReportReason;

  @ApiProperty({ description: 'The reporter’s words; may be empty.' })
  text!: string;

  @ApiProperty({ enum: REPORT_STATUSES })
  status!: ReportStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolvedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The resolver's e-mail." })
  resolvedBy!: string | null;

  @ApiProperty({ enum: REPORT_ACTIONS, type: String, nullable: true })
  action!: ReportAction | null;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;
}

@ApiSchema({ name: 'ReportPage', description: 'A page of the reports.' })
export class ReportPageAnswer implements ReportPage {
  @ApiProperty({ type: [QueuedReportAnswer] })
  reports!: QueuedReport[];
}

@ApiSchema({ name: 'ReportResolution', description: 'What resolving a report closed.' })
export class ReportResolutionAnswer implements ReportResolution {
  @ApiProperty({
    type: [String],
    description: "The ids of every report it closed: the target's open reports.",
  })
  resolved!: string[];

  @ApiProperty({ enum: REPORT_ACTIONS })
  action!: ReportAction;
}
