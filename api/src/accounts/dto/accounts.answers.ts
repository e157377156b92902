import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  ACCOUNT_STATUSES,
  type AccountBooking,
  type AccountCar,
  type AccountDetails,
  type AccountReport,
  type AccountReview,
  type AccountSearchPage,
  type AccountStandingChange,
  type AccountStatus,
  type AccountSummary,
  type AuditEntry,
  MODERATION_STATES,
  type ModerationState,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type ReportStatus,
  type ReportTargetType,
  REVIEW_HIDE_REASONS,
  type ReviewHideReason,
  STAFF_ROLES,
  type StaffRole,
} from '@carzone/domain';
import { AuditEntryAnswer } from '../../staff/dto/staff.answers.js';

/** The classes give OpenAPI the schemas of the people routes' answers. */
@ApiSchema({ name: 'AccountSummary', description: 'A person as the people search lists them.' })
export class AccountSummaryAnswer implements AccountSummary {
  @ApiProperty({ description: 'The e-mail they sign in with, in lower case.' })
  email!: string;

  @ApiProperty({ description: 'Their name as their last sign-in gave it; may be empty.' })
  name!: string;

  @ApiProperty({ enum: ACCOUNT_STATUSES })
  status!: AccountStatus;

  @ApiProperty({ enum: STAFF_ROLES, type: String, nullable: true, description: 'null: none.' })
  role!: StaffRole | null;

  @ApiProperty({ format: 'date-time', description: 'Their first sign-in.' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  lastSignInAt!: string;

  @ApiProperty({ type: String, nullable: true, example: '+8801712345678' })
  verifiedPhone!: string | null;
}

@ApiSchema({ name: 'AccountSearchPage', description: 'A page of the people found, newest first.' })
export class AccountSearchPageAnswer implements AccountSearchPage {
  @ApiProperty({ type: [AccountSummaryAnswer] })
  users!: AccountSummary[];

  @ApiProperty({ type: 'integer', description: 'How many match, on every page.' })
  total!: number;
}

@ApiSchema({ name: 'AccountLicence', description: "A person's driving licence, as staff read it." })
export class AccountLicenceAnswer {
  @ApiProperty({ type: String, nullable: true })
  number!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  expiresOn!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The private photo route, which staff may open.',
  })
  photoUrl!: string | null;
}

@ApiSchema({ name: 'AccountCar', description: 'A car of the person’s.' })
export class AccountCarAnswer implements AccountCar {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  carModel!: string;

  @ApiProperty({ enum: MODERATION_STATES })
  moderationState!: ModerationState;

  @ApiProperty({ description: 'Hidden from everyone else while its owner is suspended.' })
  ownerSuspended!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({ name: 'AccountBooking', description: 'A booking by the person or of their car.' })
export class AccountBookingAnswer implements AccountBooking {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  carId!: string | null;

  @ApiProperty()
  carModel!: string;

  @ApiProperty({ format: 'date' })
  startDate!: string;

  @ApiProperty({ format: 'date' })
  endDate!: string;

  @ApiProperty({ description: 'Pending, Confirmed, Canceled, Declined or Expired.' })
  bookingStatus!: string;

  @ApiProperty()
  renterEmail!: string;

  @ApiProperty({ type: String, nullable: true, description: 'null once the car is deleted.' })
  ownerEmail!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({ name: 'AccountReport', description: 'A report by or about the person.' })
export class AccountReportAnswer implements AccountReport {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  reporterEmail!: string;

  @ApiProperty({ enum: REPORT_TARGET_TYPES })
  targetType!: ReportTargetType;

  @ApiProperty({ description: "A car's or a review's id, or a person's e-mail." })
  targetId!: string;

  @ApiProperty()
  reason!: string;

  @ApiProperty()
  text!: string;

  @ApiProperty({ enum: REPORT_STATUSES })
  status!: ReportStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({ name: 'AccountReview', description: 'A review the person wrote or one of them.' })
export class AccountReviewAnswer implements AccountReview {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  bookingId!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  carId!: string | null;

  @ApiProperty({ enum: ['renter', 'owner'] })
  authorSide!: 'renter' | 'owner';

  @ApiProperty()
  authorEmail!: string;

  @ApiProperty()
  subjectEmail!: string;

  @ApiProperty({ type: 'integer' })
  rating!: number;

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  writtenAt!: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publishedAt!: string | null;

  @ApiProperty({ enum: REVIEW_HIDE_REASONS, type: String, nullable: true })
  hiddenReason!: ReviewHideReason | null;
}

@ApiSchema({ name: 'AccountDetails', description: 'Everything staff need to know of one person.' })
export class AccountDetailsAnswer extends AccountSummaryAnswer implements AccountDetails {
  @ApiProperty({ type: String, nullable: true, description: 'Staff’s reason while suspended.' })
  suspensionReason!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  suspendedAt!: string | null;

  @ApiProperty({ type: AccountLicenceAnswer, nullable: true, description: 'null: none saved.' })
  licence!: AccountDetails['licence'];

  @ApiProperty({ type: [AccountCarAnswer] })
  cars!: AccountCar[];

  @ApiProperty({ type: [AccountBookingAnswer], description: 'Newest first.' })
  bookingsAsRenter!: AccountBooking[];

  @ApiProperty({ type: [AccountBookingAnswer], description: 'Of their cars, newest first.' })
  bookingsAsOwner!: AccountBooking[];

  @ApiProperty({
    type: [AccountBookingAnswer],
    description:
      'Their confirmed bookings still to come, as renter and as owner, soonest first: a suspension ends none, staff handle each.',
  })
  upcomingConfirmed!: AccountBooking[];

  @ApiProperty({ type: [AccountReportAnswer] })
  reportsBy!: AccountReport[];

  @ApiProperty({ type: [AccountReportAnswer] })
  reportsAbout!: AccountReport[];

  @ApiProperty({ type: [AccountReviewAnswer] })
  reviewsWritten!: AccountReview[];

  @ApiProperty({ type: [AccountReviewAnswer] })
  reviewsReceived!: AccountReview[];

  @ApiProperty({
    type: [AuditEntryAnswer],
    description: 'Every staff action on them, newest first.',
  })
  staffActions!: AuditEntry[];
}

@ApiSchema({
  name: 'AccountStandingChange',
  description: 'What a suspension or reinstatement did.',
})
export class AccountStandingChangeAnswer implements AccountStandingChange {
  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ACCOUNT_STATUSES })
  status!: AccountStatus;

  @ApiProperty({ type: String, nullable: true })
  suspensionReason!: string | null;

  @ApiProperty({ type: 'integer', description: 'Their waiting requests as a renter, withdrawn.' })
  withdrawnRequests!: number;

  @ApiProperty({
    type: 'integer',
    description: 'The requests waiting for them as owner, declined.',
  })
  declinedRequests!: number;

  @ApiProperty({ type: 'integer', description: 'Their cars hidden, or shown again.' })
  cars!: number;
}
