import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import {
  ALL_REPORT_REASONS,
  CAR_PAGE_SIZE,
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  REVIEW_HIDE_REASONS,
  type ReportAction,
  type ReportInput,
  type ReportReason,
  type ReportResolutionInput,
  type ReportStatus,
  type ReportTargetType,
  TRUST_LIMITS,
} from '@carzone/domain';
import { PageLimit, PageOffset } from '../../common/page-query.js';
import { says } from '../../common/refusal.js';
import { Trim } from '../../common/trim.js';

/** The longest e-mail address (RFC 5321's path limit). */
const MAX_EMAIL_LENGTH = 320;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const bodyOf = (args?: ValidationArguments) => (args?.object ?? {}) as Partial<ReportInput>;

/**
 * A car's, a review's or a message's id (a uuid), or a person's e-mail address or the id of a
 * booking whose other side they are, as the target type says.
 */
const NamesItsTarget = () =>
  ValidateBy({
    name: 'namesItsTarget',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        if (typeof value !== 'string') return false;
        const type = bodyOf(args).targetType;
        if (type === 'user')
          return UUID.test(value) || (value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value));
        // An unknown type is refused by its own field; the id is then checked as a uuid.
        return UUID.test(value);
      },
      defaultMessage: () => says('report.targetIdInvalid'),
    },
  });

/** One of the reasons a report of its target type may give (REPORT_REASONS). */
const FitsItsTarget = () =>
  ValidateBy({
    name: 'fitsItsTarget',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const type = bodyOf(args).targetType;
        const reasons: readonly string[] =
          type && Object.hasOwn(REPORT_REASONS, type) ? REPORT_REASONS[type] : ALL_REPORT_REASONS;
        return typeof value === 'string' && reasons.includes(value);
      },
      defaultMessage: () => says('report.reasonInvalid'),
    },
  });

/** The body of `POST /api/reports`. */
export class ReportDto implements ReportInput {
  @ApiProperty({ enum: REPORT_TARGET_TYPES, description: 'What is reported.' })
  @IsIn(REPORT_TARGET_TYPES, { message: says('report.targetTypeInvalid') })
  targetType!: ReportTargetType;

  @ApiProperty({
    maxLength: MAX_EMAIL_LENGTH,
    example: '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01',
    description:
      "A listed car's id, a published review's id, or a person: the e-mail address of someone who has signed in to CarZone, lists a car or has booked one (any case), or the id of a booking the caller is party to (its renter or its car's owner), which reports that booking's other side (how an owner reports a renter whose e-mail they are never told). The report then names the person by e-mail, as one by e-mail would (the same 409 while either is open); a booking the caller is not party to, or none, is 404 as an unknown person is. A message: its id, the other side's message in a thread the caller is one of the two of (their own: 403; any other, or none: 404).",
  })
  @Trim()
  @NamesItsTarget()
  targetId!: string;

  @ApiProperty({
    enum: ALL_REPORT_REASONS,
    description:
      'car: fake, misleading, unsafe, offensive, other; review: personalData, offensive, notAboutTheTrip, conflictOfInterest, spam, other; user: abusive, fraud, noShow, other; message: abusive, fraud, offPlatform (asks to pay or talk outside CarZone), spam, other.',
  })
  @FitsItsTarget()
  reason!: ReportReason;

  @ApiPropertyOptional({
    maxLength: TRUST_LIMITS.reportTextMaxLength,
    description: 'What happened, in the reporter’s words; trimmed. Read by staff only.',
  })
  @IsOptional()
  @Trim()
  @MaxLength(TRUST_LIMITS.reportTextMaxLength, { message: says('report.textTooLong') })
  @IsString({ message: says('report.textInvalid') })
  text?: string;
}

/** The query of `GET /api/admin/reports`. */
export class ReportQueueQuery {
  @ApiPropertyOptional({
    enum: REPORT_STATUSES,
    default: 'open',
    description: 'open: oldest first (the queue); resolved: the most recently resolved first.',
  })
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: says('report.statusInvalid') })
  status: ReportStatus = 'open';

  @PageLimit('How many reports to answer.')
  limit: number = CAR_PAGE_SIZE;

  @PageOffset('How many reports to skip.')
  offset: number = 0;
}

/** Whether `reason` is right for the body's action (`ResolveReportDto.reason`). */
function reasonFits(action: unknown, reason: unknown): boolean {
  if (action === 'hideCar' || action === 'suspendUser')
    return (
      typeof reason === 'string' &&
      reason.length > 0 &&
      reason.length <= TRUST_LIMITS.reasonMaxLength
    );
  if (action === 'hideReview')
    return reason === undefined || REVIEW_HIDE_REASONS.some((known) => known === reason);
  // dismiss shows nobody anything: a reason given is not kept.
  return true;
}

/** The reason the action takes: a published one to hide a review, the shown words otherwise. */
const FitsTheAction = () =>
  ValidateBy({
    name: 'fitsTheAction',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        reasonFits((args?.object as { action?: unknown }).action, value),
      defaultMessage: (args?: ValidationArguments) =>
        (args?.object as { action?: unknown }).action === 'hideReview'
          ? says('review.hideReasonInvalid')
          : says('report.shownReasonRequired'),
    },
  });

/** The body of `POST /api/admin/reports/:id/resolve`. */
export class ResolveReportDto implements ReportResolutionInput {
  @ApiProperty({
    enum: REPORT_ACTIONS,
    description:
      'dismiss (any report); hideCar (a car), hideReview (a review), suspendUser (a person, or a message: its sender): the action must fit what was reported.',
  })
  @IsIn(REPORT_ACTIONS, { message: says('report.actionInvalid') })
  action!: ReportAction;

  @ApiProperty({
    minLength: 1,
    maxLength: TRUST_LIMITS.reasonMaxLength,
    description:
      'What was decided and why, kept on every report it closes and in the audit log (staff read it; the reporters do not).',
  })
  @Trim()
  @MaxLength(TRUST_LIMITS.reasonMaxLength, { message: says('report.noteRequired') })
  @IsString({ message: says('report.noteRequired') })
  @IsNotEmpty({ message: says('report.noteRequired') })
  note!: string;

  @ApiPropertyOptional({
    maxLength: TRUST_LIMITS.reasonMaxLength,
    description:
      "hideReview: one of the published reasons (personalData, offensive, notAboutTheTrip, conflictOfInterest, spam), needed only when the report's own reason is `other`. hideCar, suspendUser: required, the words the car's owner or the person (a message's sender) is shown. dismiss: not kept.",
  })
  @Trim()
  @FitsTheAction()
  reason?: string;
}
