import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  ModeratedReview,
  Rating,
  ReviewHideReason,
  ReviewQueuePage,
  ReviewQueueState,
} from '@carzone/domain';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import { chosenLanguage, languagesOf } from '../database/account-languages.js';
import type { Transaction } from '../database/booking-transaction.js';
import type { NewMailOutboxRow, ReviewRow } from '../database/schema.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { MailSender } from '../mail/mail-sender.js';
import { reviewHiddenMail } from '../mail/review-and-report-mails.js';
import { AuditLog } from '../staff/audit-log.service.js';
import type { StaffCaller } from '../staff/staff-only.guard.js';
import {
  type ModeratedReviewRow,
  ReviewModerationRepository,
  type ReviewModerationTransaction,
} from './review-moderation.repository.js';

/**
 * More work a caller does in the same transaction as a hiding (the reports module closes the
 * reports of the review): it is saved with the hiding or not at all.
 */
export type AlongWithHiding = (tx: {
  database: Transaction;
  queueMails(rows: NewMailOutboxRow[]): Promise<void>;
}) => Promise<void>;

/**
 * Staff hiding a published review for one of the published reasons (REVIEW_HIDE_REASONS, worded
 * on /faq), and restoring it. A hidden review leaves every list anyone else reads (the car's page,
 * a renter's record, the other side's view of the trip) and, a renter's, its car's rating: the
 * rating's total and count are changed in the same transaction. Its author is mailed the reason;
 * each action is one audit row. Only a published review can be hidden: an unpublished one is
 * read by its author alone, and its publication adds it to the rating.
 */
@Injectable()
export class ReviewModerationService {
  constructor(
    private readonly repository: ReviewModerationRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly mailSender: MailSender,
  ) {}

  /** A page of the reviews shown or hidden, found by words (`search`, empty for all). */
  queue(
    state: ReviewQueueState,
    search: string,
    limit: number,
    offset: number,
  ): Promise<ReviewQueuePage> {
    return this.repository.queue(state, search, limit, offset);
  }

  async hide(
    reviewId: string,
    reason: ReviewHideReason,
    by: StaffCaller,
    along?: AlongWithHiding,
  ): Promise<ModeratedReview> {
    const answer = await this.moderate(reviewId, async (tx, { review: row, carModel }) => {
      if (row.hiddenReason) throw new ConflictException(refusal('review.alreadyHidden'));
      const hidden = await tx.setHidden(reviewId, reason, this.clock.now());
      const carRating = await this.rating(tx, hidden, -1);
      await this.audit.record(
        { ...actor(by), action: 'review.hidden', targetType: 'review', targetId: reviewId, reason },
        tx.database,
      );
      await this.mailAuthor(tx, hidden, carModel, reason);
      await along?.(tx);
      return answerOf(hidden, carRating);
    });
    this.mailSender.wake();
    return answer;
  }

  async restore(reviewId: string, by: StaffCaller): Promise<ModeratedReview> {
    return this.moderate(reviewId, async (tx, { review: row }) => {
      if (!row.hiddenReason) throw new ConflictException(refusal('review.notHidden'));
      const shown = await tx.setHidden(reviewId, null, this.clock.now());
      const carRating = await this.rating(tx, shown, 1);
      await this.audit.record(
        {
          ...actor(by),
          action: 'review.restored',
          targetType: 'review',
          targetId: reviewId,
          reason: `was hidden: ${row.hiddenReason}`,
        },
        tx.database,
      );
      return answerOf(shown, carRating);
    });
  }

  /**
   * `work` on the review locked in a transaction, its car locked first: 404 for no such review,
   * 409 for one not published (nobody else reads it yet).
   */
  private async moderate(
    reviewId: string,
    work: (tx: ReviewModerationTransaction, row: ModeratedReviewRow) => Promise<ModeratedReview>,
  ): Promise<ModeratedReview> {
    const found = await this.repository.find(reviewId);
    if (!found) throw new NotFoundException(refusal('review.notFound'));
    // Published once, published for ever: this needs no lock.
    if (!found.publishedAt) throw new ConflictException(refusal('review.notPublished'));
    return this.repository.inTransaction(async (tx) => {
      if (found.carId) await tx.lockCar(found.carId);
      const locked = await tx.lockReview(reviewId);
      if (!locked) throw new NotFoundException(refusal('review.notFound'));
      return work(tx, locked);
    });
  }

  /** A renter's review leaves (-1) or rejoins (+1) its car's rating; an owner's counts in none. */
  private async rating(
    tx: ReviewModerationTransaction,
    row: ReviewRow,
    sign: 1 | -1,
  ): Promise<Rating | null> {
    if (row.carId === null) return null;
    if (row.authorSide !== 'renter') return null;
    return tx.countInRating(row, sign);
  }

  private async mailAuthor(
    tx: ReviewModerationTransaction,
    row: ReviewRow,
    carModel: string,
    reason: ReviewHideReason,
  ): Promise<void> {
    const language = chosenLanguage(
      await languagesOf(tx.database, [row.authorEmail]),
      row.authorEmail,
    );
    const mail = reviewHiddenMail(
      { email: row.authorEmail, name: row.authorName, language },
      { carModel, reason },
      this.outbox.publicUrl,
    );
    await tx.queueMails(this.outbox.rowsFor([mail]));
  }
}

const actor = (by: StaffCaller) => ({ actor: by.email, role: by.role, requestId: by.requestId });

const answerOf = (row: ReviewRow, carRating: Rating | null): ModeratedReview => ({
  _id: row.id,
  hiddenReason: row.hiddenReason,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  carRating,
});
