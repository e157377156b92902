// The booking rules BookingsService applies that need no service: a renter's choices as priced,
// a booking priced again for new dates, the licence a self-drive trip needs, a closed booking's
// and the trip rules' refusals.
import { BadRequestException, ConflictException } from '@nestjs/common';
import {
  formatCalendarDateIn,
  isRequestOverdue,
  licenceCoversTrip,
  type NewBookingInput,
  type QuoteLine,
  quoteTrip,
  SELF_DRIVE_ONLY,
  type TripChoices,
  type TripQuote,
  type TripRules,
  tripRuleBroken,
} from '@carzone/domain';
import type { SessionUser } from '../auth/session-user.js';
import { refusal } from '../common/refusal.js';
import { priceLinesOf } from '../database/booking-price-lines.js';
import type { BookingRow } from '../database/schema.js';
import type { BookingsTransaction, CarForBooking } from './bookings.transaction.js';

/**
 * What the renter chose, as the price takes it: self-drive unless they said otherwise; a
 * destination in the car's own district is no trip out of town.
 */
export function tripChoicesOf(input: NewBookingInput, car: CarForBooking): TripChoices {
  const destination = input.destinationDistrict ?? null;
  return {
    withDriver: input.withDriver ?? false,
    destinationDistrict: destination === car.district ? null : destination,
  };
}

/**
 * The booking's price for `days` days, at the prices it was booked at (its lines say the
 * driver's, the way out's and the fuel) and with its choices.
 */
export function repriced(booking: BookingRow, days: number): TripQuote {
  const lines = priceLinesOf(booking);
  const line = <K extends QuoteLine['kind']>(kind: K) =>
    lines.find((each): each is Extract<QuoteLine, { kind: K }> => each.kind === kind);
  const outOfTown = line('outOfTown');
  return quoteTrip(
    {
      ...SELF_DRIVE_ONLY,
      driverOption: booking.withDriver ? 'with-driver' : 'self-drive',
      driverDailyRate: line('driver')?.rate ?? null,
      overtimeHourlyRate: line('overtime')?.hourlyRate ?? null,
      nightHaltRate: outOfTown?.nightHalt ?? null,
      intercityDailySurcharge: outOfTown?.dailySurcharge ?? null,
      fuelPolicy: line('fuel')?.policy ?? null,
      dailyRentalPrice: booking.dailyRentalPrice,
      // Only whether the trip leaves the car's district matters here: it did if it has a way out.
      district: outOfTown ? '' : (booking.destinationDistrict ?? ''),
    },
    days,
    { withDriver: booking.withDriver, destinationDistrict: booking.destinationDistrict },
  );
}

/**
 * A self-drive trip of a car whose owner asks for a licence needs one on the renter's profile,
 * valid until the car goes back (`endDate`); refused with words that send them to the profile.
 */
export async function checkLicence(
  tx: BookingsTransaction,
  renter: SessionUser,
  car: Pick<CarForBooking, 'licenceRequired'>,
  withDriver: boolean,
  endDate: string,
): Promise<void> {
  if (withDriver || !car.licenceRequired) return;
  const expiresOn = await tx.licenceExpiryOf(renter.email);
  const covers = licenceCoversTrip(expiresOn, endDate);
  if (covers === 'missing') throw new BadRequestException(refusal('booking.licenceMissing'));
  if (covers === 'expiresBeforeTripEnd')
    throw new BadRequestException(
      refusal('booking.licenceExpiresBeforeTripEnd', (inLanguage) => ({
        expiresOn: formatCalendarDateIn(expiresOn!, inLanguage),
        endDate: formatCalendarDateIn(endDate, inLanguage),
      })),
    );
}

/** Refuses any change of a booking that is over: canceled, declined or expired (409). */
export function refuseClosed(booking: BookingRow, now: Date): void {
  const expiresAt = booking.expiresAt?.toISOString() ?? null;
  if (booking.bookingStatus === 'Canceled')
    throw new ConflictException(refusal('booking.alreadyCanceled'));
  if (booking.bookingStatus === 'Declined')
    throw new ConflictException(refusal('booking.alreadyDeclined'));
  if (
    booking.bookingStatus === 'Expired' ||
    isRequestOverdue({ bookingStatus: booking.bookingStatus, expiresAt }, now)
  )
    throw new ConflictException(refusal('booking.alreadyExpired'));
}

/** Refuses dates that break one of the car's trip rules, saying the rule and its number (400). */
export function checkTripRules(
  dates: { startDate: string; endDate: string },
  rules: TripRules,
  now: Date,
  options?: { keepsStart: boolean },
): void {
  const broken = tripRuleBroken(dates, rules, now, options);
  if (!broken) return;
  if (broken.rule !== 'tooLittleNotice')
    throw new BadRequestException(refusal(`booking.${broken.rule}`, broken.values));
  const { hours, earliest } = broken.values;
  throw new BadRequestException(
    refusal('booking.tooLittleNotice', (language) => ({
      hours,
      earliest: formatCalendarDateIn(earliest, language),
    })),
  );
}
