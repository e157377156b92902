// A booking's trip as the owner's views word it: the pickup on one line and the
// destination district's name, each in the page's language.
import { clockTimeIn, formatCalendarDateIn, type Language } from '@carzone/domain';
import { districtById, districtNameIn } from '@carzone/domain/districts';

/** The pickup as one short line, "08:30, House 12, Road 5" (the time or the place alone); '' if none. */
export function pickupText(
  trip: { pickupTime: string | null; pickupPlace: string },
  language: Language,
): string {
  return [
    trip.pickupTime ? clockTimeIn(trip.pickupTime, language) : '',
    (trip.pickupPlace ?? '').trim(),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The destination district's name in the language ("Cox's Bazar", "কক্সবাজার"); '' if none. */
export function destinationText(
  trip: { destinationDistrict: string | null },
  language: Language,
): string {
  if (!trip.destinationDistrict) return '';
  const district = districtById(trip.destinationDistrict);
  if (!district) return trip.destinationDistrict;
  return districtNameIn(district, language);
}

/**
 * "05/12/2026 – 08/12/2026" ("০৫/১২/২০২৬ – ০৮/১২/২০২৬" in Bangla): the first night to the day the
 * car comes back.
 */
export const stayText = (booking: { startDate: string; endDate: string }, language: Language) =>
  `${formatCalendarDateIn(booking.startDate, language)} – ${formatCalendarDateIn(booking.endDate, language)}`;
