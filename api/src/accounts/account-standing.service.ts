import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { AccountStandingChange, AuditAction, Language } from '@carzone/domain';
import { AuthService } from '../auth/auth.service.js';
import { BookingChanges, bookingPeople } from '../bookings/booking-changes.js';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import { accountKey } from '../database/account-languages.js';
import type { AccountRow, BookingRow } from '../database/schema.js';
import type { CarForBooking } from '../bookings/bookings.transaction.js';
import {
  accountReinstatedMail,
  accountSuspendedMail,
  suspendedOwnerDeclineIn,
} from '../mail/account-mails.js';
import type { ComposedMail } from '../mail/booking-mails.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import type { StaffCaller } from '../staff/staff-only.guard.js';
import { AccountChangesRepository } from './account-changes.repository.js';
import type { AccountStandingTransaction } from './account-standing.transaction.js';

/**
 * Suspending a person and reinstating them, for staff. A suspension, in one transaction: the
 * account suspended with staff's reason, their cars hidden from everyone else, their waiting
 * requests as a renter withdrawn and those waiting for them as an owner declined (each with its
 * usual mail to the other side), the bookings waiting for an advance ended likewise and their
 * cars' bookings to come with a paid advance canceled, every advance refunded whole (the one
 * cancellation policy), the audit row and the person's mail. Once committed, their devices'
 * sessions end and Firebase revokes their refresh tokens; the session check refuses them from
 * their next request either way. Their other confirmed bookings stay, for staff to handle.
 * A reinstatement shows their cars again; what the suspension ended stays ended.
 */
@Injectable()
export class AccountStandingService {
  private readonly logger = new Logger('Accounts');
  constructor(
    private readonly changes: AccountChangesRepository,
    private readonly bookingChanges: BookingChanges,
    private readonly outbox: MailOutbox,
    private readonly auth: AuthService,
    private readonly clock: Clock,
  ) {}

  /**
   * Suspends the person for `by`. 404 for someone who never signed in; 409 for a member of staff
   * (the caller included: an admin removes the role first) or someone suspended already.
   */
  async suspend(by: StaffCaller, email: string, reason: string): Promise<AccountStandingChange> {
    const now = this.clock.now();
    const { change, uid } = await this.bookingChanges.run(() =>
      this.changes.inTransaction(async (tx) => {
        const account = await lockedAccount(tx, email);
        if (await tx.isStaff(account.email))
          throw new ConflictException(refusal('account.staffMember'));
        if (account.status === 'suspended')
          throw new ConflictException(refusal('account.alreadySuspended'));
        await tx.setStanding(account.email, 'suspended', reason, now);
        const cars = await tx.markCarsOwnerSuspended(account.email, true);
        const ended = await this.endWaitingRequests(tx, account.email, now);
        await tx.audit(auditOf(by, 'account.suspended', account.email, reason));
        await this.queueMail(tx, account, (to) =>
          accountSuspendedMail(to, reason, this.outbox.publicUrl),
        );
        return {
          uid: account.uid,
          change: {
            email: account.email,
            status: 'suspended' as const,
            suspensionReason: reason,
            ...ended,
            cars,
          },
        };
      }),
    );
    await this.signOutEverywhere(uid);
    return change;
  }

  /** Reinstates a suspended person for `by`: 404 for no such account, 409 for an active one. */
  async reinstate(by: StaffCaller, email: string, reason: string): Promise<AccountStandingChange> {
    return this.bookingChanges.run(() =>
      this.changes.inTransaction(async (tx) => {
        const account = await lockedAccount(tx, email);
        if (account.status !== 'suspended')
          throw new ConflictException(refusal('account.notSuspended'));
        await tx.setStanding(account.email, 'active', null, null);
        const cars = await tx.markCarsOwnerSuspended(account.email, false);
        await tx.audit(auditOf(by, 'account.reinstated', account.email, reason));
        await this.queueMail(tx, account, (to) =>
          accountReinstatedMail(to, reason, this.outbox.publicUrl),
        );
        return {
          email: account.email,
          status: 'active',
          suspensionReason: null,
          withdrawnRequests: 0,
          declinedRequests: 0,
          cars,
        };
      }),
    );
  }

  /**
   * Ends the person's waiting requests: the cars first, each locked once, then each request, as
   * its renter's withdrawal or its owner's answer would. Only the other side is mailed: the
   * person hears of it in the suspension's mail.
   */
  private async endWaitingRequests(
    tx: AccountStandingTransaction,
    email: string,
    now: Date,
  ): Promise<{ withdrawnRequests: number; declinedRequests: number }> {
    const waiting = await tx.waitingRequestsOf(email, now);
    const carIds = [...new Set(waiting.map((request) => request.carId))].sort();
    const carsById = new Map<string, CarForBooking | null>();
    for (const carId of carIds) carsById.set(carId, await tx.lockCar(carId));
    let withdrawnRequests = 0;
    let declinedRequests = 0;
    for (const request of waiting) {
      const car = carsById.get(request.carId);
      const row = car ? await tx.lockWaiting(request.id, now) : null;
      if (!car || !row) continue;
      if (request.side === 'renter') {
        await this.withdraw(tx, row, car, now);
        withdrawnRequests++;
      } else {
        await this.decline(tx, row, car, now);
        declinedRequests++;
      }
    }
    return { withdrawnRequests, declinedRequests };
  }

  /** The renter's request withdrawn (a change of dates of theirs too), the owner told. */
  private async withdraw(
    tx: AccountStandingTransaction,
    row: BookingRow,
    car: CarForBooking,
    now: Date,
  ): Promise<void> {
    // A payment held for review goes back whole: staff ended it, not the renter.
    const withdrawn = await tx.refundOnCancel(
      await tx.update(row.id, { bookingStatus: 'Canceled', canceledBy: 'renter', expiresAt: null }),
      'staff',
      now,
    );
    if (row.bookingStatus === 'Pending') tx.countOnCommit((metrics) => metrics.requestWithdrawn());
    // A change of dates withdrawn leaves its booking as it was: the renter's own withdrawal of
    // one (asking for the booking's own dates again) mails nobody either.
    if (row.changeOf !== null) return;
    await this.bookingChanges.queueMails(
      tx,
      'withdrawn',
      withdrawn,
      bookingPeople(withdrawn, car),
      {
        only: 'owner',
      },
    );
  }

  /**
   * A request to the suspended owner declined with the suspension's public words, the renter told;
   * a booking of theirs waiting for its advance, or with its advance paid, canceled with the same
   * words and the whole advance refunded.
   */
  private async decline(
    tx: AccountStandingTransaction,
    row: BookingRow,
    car: CarForBooking,
    now: Date,
  ): Promise<void> {
    const people = bookingPeople(row, car);
    const { renter } = await tx.mailLanguages(people.renter.email, people.owner.email);
    if (row.bookingStatus !== 'Pending') {
      const canceled = await tx.refundOnCancel(
        await tx.update(row.id, {
          bookingStatus: 'Canceled',
          expiresAt: null,
          statusReason: suspendedOwnerDeclineIn(renter),
        }),
        'staff',
        now,
      );
      if (row.bookingStatus === 'Confirmed') await tx.addToBookingCount(car.id, -1);
      await this.bookingChanges.queueMails(tx, 'canceledByOwner', canceled, people, {
        only: 'renter',
      });
      return;
    }
    const declined = await tx.update(row.id, {
      bookingStatus: 'Declined',
      expiresAt: null,
      statusReason: suspendedOwnerDeclineIn(renter),
    });
    tx.countOnCommit((metrics) => metrics.requestsAnsweredAs('declined'));
    if (row.changeOf === null) {
      await this.bookingChanges.queueMails(tx, 'declined', declined, people, { only: 'renter' });
      return;
    }
    const booking = await tx.findBooking(row.changeOf);
    if (booking)
      await this.bookingChanges.queueMails(tx, 'changeDeclined', booking, people, {
        proposal: declined,
        only: 'renter',
      });
  }

  /** The person's own mail about their account, in their language. */
  private async queueMail(
    tx: AccountStandingTransaction,
    account: AccountRow,
    compose: (to: { email: string; name: string; language: Language }) => ComposedMail,
  ): Promise<void> {
    const { renter: language } = await tx.mailLanguages(account.email, account.email);
    await tx.queueMails(
      this.outbox.rowsFor([compose({ email: account.email, name: account.name, language })]),
    );
  }

  /**
   * Ends every device's session and revokes Firebase's refresh tokens. The suspension stands if
   * this fails (the session check refuses them anyway); the failure is logged for operators.
   */
  private async signOutEverywhere(uid: string): Promise<void> {
    try {
      await this.auth.endAllSessions(uid);
    } catch (error) {
      this.logger.error(`Could not end the sessions of a suspended account: ${String(error)}`);
    }
  }
}

/** The account, locked; 404 for someone who never signed in to CarZone. */
async function lockedAccount(tx: AccountStandingTransaction, email: string): Promise<AccountRow> {
  const account = await tx.lockAccount(accountKey(email));
  if (!account) throw new NotFoundException(refusal('account.notFound'));
  return account;
}

const auditOf = (
  by: StaffCaller,
  action: Extract<AuditAction, `account.${string}`>,
  email: string,
  reason: string,
) => ({
  actor: by.email,
  role: by.role,
  action,
  targetType: 'user',
  targetId: email,
  reason,
  requestId: by.requestId,
});
