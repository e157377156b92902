import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import {
  ACCOUNT_PAGE_LIST_LIMIT,
  type AccountBooking,
  type AccountCar,
  type AccountReport,
  type AccountReview,
  type AccountSummary,
  type ReportTargetType,
} from '@carzone/domain';
import { accountKey } from '../database/account-languages.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import {
  accounts,
  bookings,
  cars,
  drivingLicences,
  reports,
  reviews,
  staffRoles,
  verifiedPhones,
} from '../database/schema.js';

/** What the search asks for: text in an e-mail or a name, or (also) a verified number. */
export interface AccountSearch {
  text: string;
  /** The text as a kept mobile number (+8801…), when it reads as one. */
  phoneNumber: string | null;
}

/** An account as staff read it, before its lists. */
export type AccountRecord = AccountSummary & {
  suspensionReason: string | null;
  suspendedAt: string | null;
  licence: { number: string | null; expiresOn: string | null; photoId: string | null } | null;
};

const SUMMARY_COLUMNS = {
  email: accounts.email,
  name: accounts.name,
  status: accounts.status,
  role: staffRoles.role,
  createdAt: accounts.createdAt,
  lastSignInAt: accounts.lastSignInAt,
  verifiedPhone: verifiedPhones.phoneNumber,
};

type SummaryRow = {
  [Key in keyof typeof SUMMARY_COLUMNS]: (typeof SUMMARY_COLUMNS)[Key]['_']['data'] | null;
};

const toSummary = (row: SummaryRow): AccountSummary => ({
  email: row.email!,
  name: row.name ?? '',
  status: row.status ?? 'active',
  role: row.role,
  createdAt: row.createdAt!.toISOString(),
  lastSignInAt: row.lastSignInAt!.toISOString(),
  verifiedPhone: row.verifiedPhone,
});

/** Text for a LIKE pattern that matches itself only (backslash is PostgreSQL's default escape). */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * `search_text LIKE lower('%text%')` (the trigram index of migration 0020), or the person whose
 * verified number the text is; no condition for an empty text. The number's accounts are looked up
 * first, on their own (`= any(array(…))`, worked out once), so both sides of the `or` read an index:
 * joined to every account, or as an `in` evaluated per row, the search read all of them.
 */
function matching({ text, phoneNumber }: AccountSearch): SQL | undefined {
  const byText = text
    ? like(accounts.searchText, sql`lower(${`%${literalPattern(text)}%`})`)
    : undefined;
  const byNumber = phoneNumber
    ? sql`${accounts.email} = any(array(select ${verifiedPhones.email} from ${verifiedPhones} where ${verifiedPhones.phoneNumber} = ${phoneNumber}))`
    : undefined;
  return byNumber ? or(byText, byNumber) : byText;
}

/** The people staff look after (`accounts`) and what is known of each, read for staff. */
@Injectable()
export class AccountsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A page of the people matching `search`, newest first, and how many match. */
  async search(
    search: AccountSearch,
    limit: number,
    offset: number,
  ): Promise<{ users: AccountSummary[]; total: number }> {
    const where = matching(search);
    // The page's accounts first (the creation index, read in order), then their role and number:
    // joined before the page is cut, every skipped account would be joined too.
    const page = this.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.createdAt), asc(accounts.email))
      .limit(limit)
      .offset(offset)
      .as('page');
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(SUMMARY_COLUMNS)
        .from(page)
        .innerJoin(accounts, eq(accounts.email, page.email))
        .leftJoin(staffRoles, eq(staffRoles.email, accounts.email))
        .leftJoin(verifiedPhones, eq(verifiedPhones.email, accounts.email))
        .orderBy(desc(accounts.createdAt), asc(accounts.email)),
      this.db.select({ total: count() }).from(accounts).where(where),
    ]);
    return { users: rows.map(toSummary), total: counted?.total ?? 0 };
  }

  /** The account, its role, number and licence; null for someone who never signed in. */
  async find(email: string): Promise<AccountRecord | null> {
    const [row] = await this.db
      .select({
        ...SUMMARY_COLUMNS,
        suspensionReason: accounts.suspensionReason,
        suspendedAt: accounts.suspendedAt,
        licenceEmail: drivingLicences.email,
        licenceNumber: drivingLicences.number,
        licenceExpiresOn: drivingLicences.expiresOn,
        licencePhotoId: drivingLicences.photoId,
      })
      .from(accounts)
      .leftJoin(staffRoles, eq(staffRoles.email, accounts.email))
      .leftJoin(verifiedPhones, eq(verifiedPhones.email, accounts.email))
      .leftJoin(drivingLicences, eq(drivingLicences.email, accounts.email))
      .where(eq(accounts.email, accountKey(email)));
    if (!row) return null;
    return {
      ...toSummary(row),
      suspensionReason: row.suspensionReason,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      licence: row.licenceEmail
        ? {
            number: row.licenceNumber,
            expiresOn: row.licenceExpiresOn,
            photoId: row.licencePhotoId,
          }
        : null,
    };
  }

  /** The person's cars, newest first. */
  async carsOf(email: string): Promise<AccountCar[]> {
    const rows = await this.db
      .select({
        id: cars.id,
        carModel: cars.carModel,
        moderationState: cars.moderationState,
        ownerSuspended: cars.ownerSuspended,
        createdAt: cars.createdAt,
      })
      .from(cars)
      .where(eq(cars.ownerEmail, accountKey(email)))
      .orderBy(desc(cars.createdAt), asc(cars.id))
      .limit(ACCOUNT_PAGE_LIST_LIMIT);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  /**
   * The person's bookings as the renter or, of their cars, as the owner, newest first (never the
   * changes of dates, which belong to their booking).
   */
  async bookingsOf(email: string, side: 'renter' | 'owner'): Promise<AccountBooking[]> {
    const key = accountKey(email);
    const rows = await this.bookingRows(
      side === 'renter' ? eq(bookings.bookerEmail, key) : eq(cars.ownerEmail, key),
    )
      .orderBy(desc(bookings.createdAt), asc(bookings.id))
      .limit(ACCOUNT_PAGE_LIST_LIMIT);
    return rows.map(toAccountBooking);
  }

  /** The person's confirmed bookings starting on or after `today`, either side, soonest first. */
  async upcomingConfirmedOf(email: string, today: string): Promise<AccountBooking[]> {
    const key = accountKey(email);
    const rows = await this.bookingRows(
      and(
        eq(bookings.bookingStatus, 'Confirmed'),
        gte(bookings.startDate, today),
        or(eq(bookings.bookerEmail, key), eq(cars.ownerEmail, key)),
      ),
    ).orderBy(asc(bookings.startDate), asc(bookings.id));
    return rows.map(toAccountBooking);
  }

  private bookingRows(where: SQL | undefined) {
    return this.db
      .select({
        id: bookings.id,
        carId: bookings.carId,
        carModel: bookings.carModel,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        bookingStatus: bookings.bookingStatus,
        renterEmail: bookings.bookerEmail,
        ownerEmail: cars.ownerEmail,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .where(and(isNull(bookings.changeOf), where))
      .$dynamic();
  }

  /** The reports the person made, and those about them, newest first. */
  async reportsOf(email: string): Promise<{ by: AccountReport[]; about: AccountReport[] }> {
    const key = accountKey(email);
    const rows = await this.db
      .select({
        id: reports.id,
        reporterEmail: reports.reporterEmail,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        text: reports.text,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(
        or(
          eq(reports.reporterEmail, key),
          and(eq(reports.targetType, 'user'), eq(reports.targetId, key)),
        ),
      )
      .orderBy(desc(reports.createdAt), asc(reports.id))
      .limit(2 * ACCOUNT_PAGE_LIST_LIMIT);
    const all = rows.map((row): AccountReport => ({
      ...row,
      targetType: row.targetType as ReportTargetType,
      createdAt: row.createdAt.toISOString(),
    }));
    return {
      by: all.filter((report) => report.reporterEmail === key),
      about: all.filter((report) => report.targetType === 'user' && report.targetId === key),
    };
  }

  /** The reviews the person wrote, and those of them, newest first. */
  async reviewsOf(email: string): Promise<{ written: AccountReview[]; received: AccountReview[] }> {
    const key = accountKey(email);
    const rows = await this.db
      .select({
        id: reviews.id,
        bookingId: reviews.bookingId,
        carId: reviews.carId,
        authorSide: reviews.authorSide,
        authorEmail: reviews.authorEmail,
        subjectEmail: reviews.subjectEmail,
        rating: reviews.rating,
        text: reviews.text,
        writtenAt: reviews.writtenAt,
        publishedAt: reviews.publishedAt,
        hiddenReason: reviews.hiddenReason,
      })
      .from(reviews)
      .where(
        or(
          eq(sql`lower(${reviews.authorEmail})`, key),
          eq(sql`lower(${reviews.subjectEmail})`, key),
        ),
      )
      .orderBy(desc(reviews.writtenAt), asc(reviews.id))
      .limit(2 * ACCOUNT_PAGE_LIST_LIMIT);
    const all = rows.map((row): AccountReview => ({
      ...row,
      writtenAt: row.writtenAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    }));
    return {
      written: all.filter((review) => accountKey(review.authorEmail) === key),
      received: all.filter((review) => accountKey(review.subjectEmail) === key),
    };
  }
}

function toAccountBooking(
  row: Omit<AccountBooking, 'createdAt'> & { createdAt: Date },
): AccountBooking {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
