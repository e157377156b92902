import {
  formatDhakaDateTimeIn,
  formatDollarsIn,
  fromMinorUnits,
  type BookingAdvance,
  type Language,
} from '@carzone/domain';
import { Text, useLanguage, type Translate } from '@carzone/web-kit';
import { useT, type OwnerText } from '../locales/messages.ts';

/** Cents as the owner's views show money: $27.50, $২৭.৫০. */
const dollarsOf = (cents: number, language: Language) =>
  formatDollarsIn(fromMinorUnits(cents), language);

/**
 * A booking's advance in the owner's words: while it is due, until when the renter has to pay it
 * (Dhaka time: unpaid by then, the booking expires and its dates are free again); once paid, what
 * came in and what is left to collect at pickup; held, that the payment came and CarZone's staff
 * are checking it. '' for a booking of a car that asks none.
 */
export function advanceText(
  advance: BookingAdvance | null,
  t: Translate<OwnerText>,
  language: Language,
): string {
  if (!advance) return '';
  const amounts = {
    advance: dollarsOf(advance.amount, language),
    rest: dollarsOf(advance.toPayAtPickup, language),
  };
  if (advance.state === 'paid')
    return t('Advance paid {advance} · to collect at pickup {rest}', amounts);
  if (advance.state === 'held')
    return t('Advance of {advance} received: CarZone is checking the payment', amounts);
  return advance.dueAt
    ? t("Waiting for the renter's advance until {time}", {
        time: formatDhakaDateTimeIn(advance.dueAt, language),
      })
    : t("Waiting for the renter's advance");
}

/** `advanceText` as a line of a booking's row; nothing for a booking without an advance. */
export function BookingAdvanceLine({ advance }: { advance: BookingAdvance | null }) {
  const t = useT();
  const language = useLanguage();
  const text = advanceText(advance, t, language);
  if (!text) return null;
  return <Text color={advance?.state === 'due' ? 'orange.fg' : undefined}>{text}</Text>;
}
