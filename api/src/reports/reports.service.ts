import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { ReportCreated, ReportInput } from '@carzone/domain';
import { sameEmail } from '../auth/same-email.js';
import type { SessionUser } from '../auth/session-user.js';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import { RateLimitsService } from '../rate-limits/rate-limits.service.js';
import { ReportsRepository } from './reports.repository.js';

/** A booking's id, which a report of a person may give in place of their e-mail. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A signed-in person reporting a car, a review, a person or a message to staff. What can be
 * reported is what the reporter can see or has dealt with: a listed car, a published review staff
 * have not hidden, a person who signed in to the API, lists a car or booked one, the other side of
 * a booking the reporter is party to, or a message of a thread the reporter is one of the two of
 * (404 otherwise, the same answer whether it never existed or is not shown). Nobody reports
 * themselves, their own car, their own review or their own message (403). One open report
 * per reporter and target (409 while it is open); each account may report 10 times an hour and
 * 30 times a day (rate limits `reports`, `reportsDaily`,
 * counted once the body is valid).
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly limits: RateLimitsService,
    private readonly clock: Clock,
  ) {}

  async report(reporter: SessionUser, input: ReportInput): Promise<ReportCreated> {
    const account = { perUser: `uid:${reporter.uid}` };
    await this.limits.consume('reports', account);
    await this.limits.consume('reportsDaily', account);
    const targetId =
      input.targetType === 'user'
        ? await this.personOf(reporter.email, input.targetId.trim().toLowerCase())
        : input.targetId.toLowerCase();
    await this.checkTarget(reporter.email, input.targetType, targetId);
    const id = await this.reports.insert({
      reporterEmail: reporter.email.trim().toLowerCase(),
      targetType: input.targetType,
      targetId,
      reason: input.reason,
      text: input.text ?? '',
      createdAt: this.clock.now(),
    });
    if (!id) throw new ConflictException(refusal('report.alreadyOpen'));
    return { _id: id };
  }

  /**
   * The reported person's e-mail: the one given, or, for the id of a booking the reporter is a
   * party to, its other side's, so an owner can report a renter whose address they are never told
   * (decision 018) and the report names the person as one by e-mail would. Any other booking id is
   * 404, as an unknown person is: whether the booking exists is not the reporter's to learn.
   */
  private async personOf(reporterEmail: string, targetId: string): Promise<string> {
    if (!UUID.test(targetId)) return targetId;
    const sides = await this.reports.bookingSides(targetId);
    if (sides && sameEmail(sides.renterEmail, reporterEmail) && sides.ownerEmail)
      return sides.ownerEmail.trim().toLowerCase();
    if (sides?.ownerEmail && sameEmail(sides.ownerEmail, reporterEmail))
      return sides.renterEmail.trim().toLowerCase();
    throw new NotFoundException(refusal('report.targetNotFound'));
  }

  /** 404 for a target the reporter cannot see, 403 for their own. */
  private async checkTarget(
    reporterEmail: string,
    targetType: ReportInput['targetType'],
    targetId: string,
  ): Promise<void> {
    const missing = () => new NotFoundException(refusal('report.targetNotFound'));
    const own = () => new ForbiddenException(refusal('report.ownTarget'));
    switch (targetType) {
      case 'car': {
        const car = await this.reports.car(targetId);
        if (car && sameEmail(car.ownerEmail, reporterEmail)) throw own();
        if (!car?.listed) throw missing();
        return;
      }
      case 'review': {
        const review = await this.reports.review(targetId);
        if (review && sameEmail(review.authorEmail, reporterEmail)) throw own();
        if (!review?.shown) throw missing();
        return;
      }
      case 'user':
        if (sameEmail(targetId, reporterEmail)) throw own();
        if (!(await this.reports.personKnown(targetId))) throw missing();
        return;
      case 'message': {
        // Whether a thread holds this message is the business of its two sides only.
        const message = await this.reports.message(targetId);
        if (
          !message ||
          !(
            sameEmail(message.ownerEmail, reporterEmail) ||
            sameEmail(message.renterEmail, reporterEmail)
          )
        )
          throw missing();
        if (sameEmail(message.senderEmail, reporterEmail)) throw own();
        return;
      }
    }
  }
}
