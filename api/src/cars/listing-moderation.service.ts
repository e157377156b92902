import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ACTIONS_WITH_REASON,
  type ListingModerated,
  type ListingQueueEntry,
  type ListingQueueState,
  type ModerationAction,
  moderatedState,
} from '@carzone/domain';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import { composeListingMail } from '../mail/listing-mails.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { MailSender } from '../mail/mail-sender.js';
import type { StaffCaller } from '../staff/staff-only.guard.js';
import { ListingModerationRepository } from './listing-moderation.repository.js';

/**
 * Listing review, staff's side: the queues of cars waiting for review, rejected and hidden, and the
 * four actions (MODERATION_TRANSITIONS): approve and reject a car waiting for review, hide a
 * published one, restore a hidden or rejected one. Any other move is 409 `listing.wrongState`.
 * Each action is one transaction with its audit row and the owner's mail (their language, the new
 * state, staff's reason); the car's read cache forgets it once committed. A hidden car's bookings
 * still to come stay: the queue lists how many, for staff to handle.
 */
@Injectable()
export class ListingModeration {
  constructor(
    private readonly listings: ListingModerationRepository,
    private readonly outbox: MailOutbox,
    private readonly mailSender: MailSender,
    private readonly clock: Clock,
  ) {}

  /** A page of one queue, oldest in its state first. */
  queue(state: ListingQueueState, limit: number, offset: number): Promise<ListingQueueEntry[]> {
    return this.listings.queue(state, limit, offset, this.clock.now());
  }

  /**
   * Does `action` to the car for `by` (its reason kept only for reject and hide, which the owner
   * is shown): 404 for an unknown car, 409 when its state does not allow the action.
   */
  async act(
    by: StaffCaller,
    carId: string,
    action: ModerationAction,
    reason: string | null = null,
  ): Promise<ListingModerated> {
    const shownReason = ACTIONS_WITH_REASON.includes(action) ? (reason?.trim() ?? null) : null;
    const moderated = await this.listings.inTransaction(async (tx) => {
      const car = await tx.lockCar(carId);
      if (!car) throw new NotFoundException(refusal('carListing.carNotFound'));
      const state = moderatedState(car.moderationState, action);
      if (!state) throw new ConflictException(refusal('listing.wrongState'));
      await tx.moveTo(car.id, state, shownReason);
      await tx.audit({
        actor: by.email,
        role: by.role,
        action: `listing.${action}`,
        targetType: 'car',
        targetId: car.id,
        reason: reason?.trim() || null,
        requestId: by.requestId,
      });
      const mail = composeListingMail(
        {
          action,
          state,
          reason: shownReason,
          carModel: car.carModel,
          owner: { name: car.ownerName, email: car.ownerEmail },
        },
        this.outbox.publicUrl,
        await tx.ownerLanguage(car.ownerEmail),
      );
      await tx.queueMails(this.outbox.rowsFor([mail]));
      return { _id: car.id, moderation: { state, reason: shownReason } };
    });
    this.mailSender.wake();
    return moderated;
  }
}
