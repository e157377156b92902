import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { dhakaToday } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { bookings, cars, type DrivingLicenceRow, drivingLicences } from '../database/schema.js';
import { staffRoleOf } from '../database/staff-roles.js';

/** The key a licence is kept under: the account's e-mail in lower case, as bookings name renters. */
const key = (email: string) => email.trim().toLowerCase();

@Injectable()
export class DrivingLicencesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(email: string): Promise<DrivingLicenceRow | null> {
    const [row] = await this.db
      .select()
      .from(drivingLicences)
      .where(eq(drivingLicences.email, key(email)));
    return row ?? null;
  }

  async saveDetails(email: string, number: string, expiresOn: string): Promise<DrivingLicenceRow> {
    const [row] = await this.db
      .insert(drivingLicences)
      .values({ email: key(email), number, expiresOn })
      .onConflictDoUpdate({
        target: drivingLicences.email,
        set: { number, expiresOn, updatedAt: new Date() },
      })
      .returning();
    return row!;
  }

  /**
   * Makes `photoId` the licence's photo; answers the row and the photo it replaced (whose file
   * the caller removes), read under the row's lock so two uploads at once each get their own.
   */
  async replacePhoto(
    email: string,
    photoId: string,
  ): Promise<{ row: DrivingLicenceRow; replaced: string | null }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ photoId: drivingLicences.photoId })
        .from(drivingLicences)
        .where(eq(drivingLicences.email, key(email)))
        .for('update');
      const [row] = await tx
        .insert(drivingLicences)
        .values({ email: key(email), photoId })
        .onConflictDoUpdate({
          target: drivingLicences.email,
          set: { photoId, updatedAt: new Date() },
        })
        .returning();
      return { row: row!, replaced: before?.photoId ?? null };
    });
  }

  /** Removes the account's licence; answers the photo it had, if any. */
  async remove(email: string): Promise<{ removed: boolean; photoId: string | null }> {
    const [row] = await this.db
      .delete(drivingLicences)
      .where(eq(drivingLicences.email, key(email)))
      .returning({ photoId: drivingLicences.photoId });
    return { removed: row !== undefined, photoId: row?.photoId ?? null };
  }

  /** Whose licence shows this photo (e-mail in lower case), or null for none. */
  async holderOfPhoto(photoId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ email: drivingLicences.email })
      .from(drivingLicences)
      .where(eq(drivingLicences.photoId, photoId));
    return row?.email ?? null;
  }

  /**
   * What the owner `ownerEmail` may see of the renter `holderEmail`'s licence photo at `now`:
   * 'confirmed' while a self-drive booking of theirs on one of the owner's cars is Confirmed and
   * has not reached its end date (the owner's views show the photo on exactly those);
   * 'notConfirmed' when they only have other self-drive rows there (a request, one declined,
   * expired, canceled or ended); null when none at all.
   */
  /** Whether this person holds a staff role now (support or admin), who may see any licence. */
  async isStaff(email: string): Promise<boolean> {
    return (await staffRoleOf(this.db, email)) !== null;
  }

  async ownerSightOfRenter(
    holderEmail: string,
    ownerEmail: string,
    now: Date,
  ): Promise<'confirmed' | 'notConfirmed' | null> {
    const [row] = await this.db
      .select({
        rows: sql<number>`count(*)::int`,
        confirmed: sql<boolean>`coalesce(bool_or(${and(
          eq(bookings.bookingStatus, 'Confirmed'),
          gt(bookings.endDate, dhakaToday(now)),
        )}), false)`,
      })
      .from(bookings)
      .innerJoin(cars, eq(bookings.carId, cars.id))
      .where(
        and(
          sql`lower(${bookings.bookerEmail}) = ${key(holderEmail)}`,
          eq(cars.ownerEmail, ownerEmail),
          eq(bookings.withDriver, false),
          isNull(bookings.changeOf),
        ),
      );
    if (!row || row.rows === 0) return null;
    return row.confirmed ? 'confirmed' : 'notConfirmed';
  }
}
