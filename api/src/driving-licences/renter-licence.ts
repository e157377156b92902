// How an owner's views (OwnerBooking, OwnerRequest) carry the renter's driving licence: joined
// from the booking's renter, for a self-drive trip only (a renter riding with the car's driver
// drives nothing, so the owner has no reason to see it), its photo once the booking is confirmed.
import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { DrivingLicence } from '@carzone/domain';
import { bookings, drivingLicences } from '../database/schema.js';
import { licencePhotoUrl } from './licence-photo-files.js';

/** The join condition: the booking's renter's licence, on a self-drive booking. */
export const renterLicenceOfBooking: SQL = and(
  eq(drivingLicences.email, sql`lower(${bookings.bookerEmail})`),
  not(bookings.withDriver),
)!;

/**
 * The columns to select beside a booking for `toRenterLicence`. The photo only on a Confirmed
 * booking (or a change of one's dates): a request shows its owner the number and expiry alone, as
 * the photo's address answers them only once they have accepted (DrivingLicencesService.openPhoto).
 */
export const RENTER_LICENCE_COLUMNS = {
  number: drivingLicences.number,
  expiresOn: drivingLicences.expiresOn,
  photoId: sql<
    string | null
  >`case when ${bookings.bookingStatus} = 'Confirmed' or ${bookings.changeOf} is not null then ${drivingLicences.photoId} end`,
};

export interface RenterLicenceColumns {
  number: string | null;
  expiresOn: string | null;
  photoId: string | null;
}

/** The licence as the owner sees it, or null when the renter has none (or rides with the driver). */
export function toRenterLicence(columns: RenterLicenceColumns | null): DrivingLicence | null {
  if (!columns?.number || !columns.expiresOn) return null;
  return {
    number: columns.number,
    expiresOn: columns.expiresOn,
    photoUrl: columns.photoId ? licencePhotoUrl(columns.photoId) : null,
  };
}
