import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type QueuedReport,
  type ReportAction,
  type ReportPage,
  type ReportResolution,
  type ReportResolutionInput,
  type ReportStatus,
  type ReportTarget,
  type ReportTargetType,
  REVIEW_HIDE_REASONS,
  type ReviewHideReason,
} from '@carzone/domain';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import { chosenLanguage, languagesOf } from '../database/account-languages.js';
import type { Transaction } from '../database/booking-transaction.js';
import type { NewMailOutboxRow, ReportRow } from '../database/schema.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { MailSender } from '../mail/mail-sender.js';
import { reportHandledMail } from '../mail/review-and-report-mails.js';
import { AccountStandingService } from '../accounts/account-standing.service.js';
import { ListingModeration } from '../cars/listing-moderation.service.js';
import { ReviewModerationService } from '../reviews/review-moderation.service.js';
import { AuditLog } from '../staff/audit-log.service.js';
import type { StaffCaller } from '../staff/staff-only.guard.js';
import { closeOpenReports, ReportsRepository } from './reports.repository.js';

/**
 * The target types each action fits; dismiss fits every report. Suspending acts on a reported
 * person, or on a reported message's sender.
 */
const ACTION_TARGETS: Record<Exclude<ReportAction, 'dismiss'>, readonly ReportTargetType[]> = {
  hideCar: ['car'],
  hideReview: ['review'],
  suspendUser: ['user', 'message'],
};

/** The work of closing a target's reports inside the action's own transaction. */
interface ClosingWork {
  database: Transaction;
  queueMails(rows: NewMailOutboxRow[]): Promise<void>;
}

/**
 * The staff's queue of reports: a page of them with what each target is now (a message as its
 * sender wrote it, which only staff read), and resolving one, which does its action (dismiss, hide
 * the review, hide the car, suspend the person or the message's sender) and closes
 * every open report on that target with the same action and note. Dismissing and hiding a review
 * are one transaction with the closing; hiding a car and suspending a person are their modules'
 * own transactions (ListingModeration, AccountStandingService), then the closing. One audit row per report closed; each
 * reporter is mailed that their report was handled, never what was done.
 */
@Injectable()
export class ReportQueueService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly reviews: ReviewModerationService,
    private readonly listings: ListingModeration,
    private readonly accounts: AccountStandingService,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly mailSender: MailSender,
  ) {}

  async page(status: ReportStatus, limit: number, offset: number): Promise<ReportPage> {
    const rows = await this.reports.page(status, limit, offset);
    const targets = await this.targetsOf(rows);
    return {
      reports: rows.map((row) => toQueuedReport(row, targets.get(targetKey(row)) ?? null)),
    };
  }

  async resolve(
    reportId: string,
    { action, note, reason }: ReportResolutionInput,
    by: StaffCaller,
  ): Promise<ReportResolution> {
    const report = await this.reports.find(reportId);
    if (!report) throw new NotFoundException(refusal('report.notFound'));
    if (report.status !== 'open') throw new ConflictException(refusal('report.alreadyResolved'));
    if (action !== 'dismiss' && !ACTION_TARGETS[action].some((type) => type === report.targetType))
      throw new BadRequestException(refusal('report.actionDoesNotFit'));
    let resolved: string[] = [];
    const close = async (tx: ClosingWork) => {
      resolved = await this.close(tx, report, action, note, by);
    };
    switch (action) {
      case 'dismiss':
        await this.reports.inTransaction(close);
        break;
      case 'hideReview':
        await this.reviews.hide(report.targetId, this.hideReasonFor(report, reason), by, close);
        break;
      // The cars' and the accounts' modules run their own transactions (and, for a suspension,
      // the sign-out everywhere after it): the action first, then the closing of the reports.
      case 'hideCar':
        await this.listings.act(by, report.targetId, 'hide', reason!);
        await this.reports.inTransaction(close);
        break;
      case 'suspendUser':
        await this.accounts.suspend(by, await this.personOf(report), reason!);
        await this.reports.inTransaction(close);
        break;
    }
    this.mailSender.wake();
    return { resolved, action };
  }

  /** The person a report names: the reported person, or a reported message's sender. */
  private async personOf(report: ReportRow): Promise<string> {
    if (report.targetType !== 'message') return report.targetId;
    const [message] = await this.reports.messagesByIds([report.targetId]);
    // A message goes only with its thread: with it gone, there is no sender left to name.
    if (!message) throw new NotFoundException(refusal('account.notFound'));
    return message.senderEmail;
  }

  /** The published reason to hide a reported review for: the body's, else the report's own. */
  private hideReasonFor(report: ReportRow, given: string | undefined): ReviewHideReason {
    const named = REVIEW_HIDE_REASONS.find((known) => known === given);
    if (named) return named;
    const own = REVIEW_HIDE_REASONS.find((reason) => reason === report.reason);
    if (!own) throw new BadRequestException(refusal('report.hideReasonRequired'));
    return own;
  }

  /**
   * Closes the target's open reports (409 when the one resolved was closed meanwhile: the whole
   * transaction, action included, is undone), writes their audit rows and mails their reporters.
   */
  private async close(
    tx: ClosingWork,
    report: ReportRow,
    action: ReportAction,
    note: string,
    by: StaffCaller,
  ): Promise<string[]> {
    const targetType = report.targetType as ReportTargetType;
    const closed = await closeOpenReports(tx.database, targetType, report.targetId, {
      resolvedBy: by.email,
      action,
      note,
      at: this.clock.now(),
    });
    if (!closed.some(({ id }) => id === report.id))
      throw new ConflictException(refusal('report.alreadyResolved'));
    for (const { id } of closed)
      await this.audit.record(
        {
          actor: by.email,
          role: by.role,
          requestId: by.requestId,
          action: 'report.resolved',
          targetType: 'report',
          targetId: id,
          reason: `${action}: ${note}`,
        },
        tx.database,
      );
    const reporters = [...new Set(closed.map(({ reporterEmail }) => reporterEmail))];
    const languages = await languagesOf(tx.database, reporters);
    await tx.queueMails(
      this.outbox.rowsFor(
        reporters.map((email) =>
          reportHandledMail(
            { email, language: chosenLanguage(languages, email) },
            this.outbox.publicUrl,
          ),
        ),
      ),
    );
    return closed.map(({ id }) => id);
  }

  /** What each report's target is now, by `targetKey`. */
  private async targetsOf(rows: readonly ReportRow[]): Promise<Map<string, ReportTarget>> {
    const idsOf = (type: ReportTargetType) => [
      ...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId)),
    ];
    const [cars, reviews, people, messages] = await Promise.all([
      this.reports.carsByIds(idsOf('car')),
      this.reports.reviewsByIds(idsOf('review')),
      this.reports.accountsByEmails(idsOf('user')),
      this.reports.messagesByIds(idsOf('message')),
    ]);
    const targets = new Map<string, ReportTarget>();
    for (const { id, ...car } of cars) targets.set(`car:${id}`, { type: 'car', ...car });
    for (const { id, ...review } of reviews)
      targets.set(`review:${id}`, { type: 'review', ...review });
    for (const { id, sentAt, ...message } of messages)
      targets.set(`message:${id}`, {
        type: 'message',
        ...message,
        sentAt: sentAt.toISOString(),
      });
    const known = new Map(people.map((person) => [person.email, person]));
    for (const email of idsOf('user')) {
      const account = known.get(email);
      targets.set(`user:${email}`, {
        type: 'user',
        email,
        name: account?.name ?? '',
        status: account?.status ?? null,
      });
    }
    return targets;
  }
}

const targetKey = (row: Pick<ReportRow, 'targetType' | 'targetId'>) =>
  `${row.targetType}:${row.targetId}`;

function toQueuedReport(row: ReportRow, target: ReportTarget | null): QueuedReport {
  return {
    _id: row.id,
    reporterEmail: row.reporterEmail,
    targetType: row.targetType as ReportTargetType,
    targetId: row.targetId,
    target,
    reason: row.reason as QueuedReport['reason'],
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
    action: row.action,
    note: row.note,
  };
}
