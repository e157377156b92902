import { Injectable, NotFoundException } from '@nestjs/common';
import {
  ACCOUNT_PAGE_LIST_LIMIT,
  type AccountDetails,
  type AccountSearchPage,
  dhakaToday,
  normalizeBangladeshMobile,
} from '@carzone/domain';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import { licencePhotoUrl } from '../driving-licences/licence-photo-files.js';
import { AuditLog } from '../staff/audit-log.service.js';
import { AccountsRepository } from './accounts.repository.js';

/**
 * The people staff look after: found by e-mail, name or verified number, and one person's account
 * with everything staff need to judge it (their cars, bookings, reports, reviews, the staff
 * actions on them). A few queries a page, never one per car or booking.
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  /**
   * A page of the people whose e-mail or name holds `q` (any case), or whose verified number it
   * is as typed (01712345678, +880 1712-345678, in Bangla digits…), newest first.
   */
  search(q: string | undefined, limit: number, offset: number): Promise<AccountSearchPage> {
    const text = (q ?? '').trim();
    return this.accounts.search(
      { text, phoneNumber: text ? normalizeBangladeshMobile(text) : null },
      limit,
      offset,
    );
  }

  /** One person's account as staff read it; 404 for someone who never signed in to CarZone. */
  async details(email: string): Promise<AccountDetails> {
    const account = await this.accounts.find(email);
    if (!account) throw new NotFoundException(refusal('account.notFound'));
    const key = account.email;
    const [cars, asRenter, asOwner, upcoming, reports, reviews, actions] = await Promise.all([
      this.accounts.carsOf(key),
      this.accounts.bookingsOf(key, 'renter'),
      this.accounts.bookingsOf(key, 'owner'),
      this.accounts.upcomingConfirmedOf(key, dhakaToday(this.clock.now())),
      this.accounts.reportsOf(key),
      this.accounts.reviewsOf(key),
      this.audit.page({ targetType: 'user', targetId: key }, ACCOUNT_PAGE_LIST_LIMIT, 0),
    ]);
    const { licence, ...summary } = account;
    return {
      ...summary,
      licence: licence && {
        number: licence.number,
        expiresOn: licence.expiresOn,
        photoUrl: licence.photoId ? licencePhotoUrl(licence.photoId) : null,
      },
      cars,
      bookingsAsRenter: asRenter,
      bookingsAsOwner: asOwner,
      upcomingConfirmed: upcoming,
      reportsBy: reports.by,
      reportsAbout: reports.about,
      reviewsWritten: reviews.written,
      reviewsReceived: reviews.received,
      staffActions: actions.entries,
    };
  }
}
