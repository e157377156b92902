import { formatDollarsIn, fromMinorUnits, type Language } from '@carzone/domain';

/**
 * An amount the payments answer in cents (an advance, a refund), as the booking area shows its
 * prices: 2750 is $27.50, $২৭.৫০ in Bangla.
 */
export function centsIn(cents: number, language: Language): string {
  return formatDollarsIn(fromMinorUnits(cents), language);
}
