import type { BookingStatus } from '@carzone/domain';
import { Badge, type BadgeProps } from '@carzone/web-kit';
import { useT, type UiText } from './locales/messages';

/** A status's words: the known ones in the page's language (an unknown one is shown as given). */
const STATUS_TEXTS: Record<BookingStatus, UiText> = {
  Confirmed: 'Confirmed',
  Pending: 'Pending',
  Canceled: 'Canceled',
  Declined: 'Declined',
  Expired: 'Expired',
  AwaitingPayment: 'Awaiting payment',
};

const isKnownStatus = (status: string): status is BookingStatus =>
  Object.hasOwn(STATUS_TEXTS, status);

function paletteOf(status: string): 'green' | 'yellow' | 'red' {
  if (status === ('Confirmed' satisfies BookingStatus)) return 'green';
  if (status === ('Pending' satisfies BookingStatus)) return 'yellow';
  if (status === ('AwaitingPayment' satisfies BookingStatus)) return 'yellow';
  return 'red';
}

/**
 * A booking's status as every list shows it: green Confirmed, yellow Pending (a request waiting
 * for its owner) and Awaiting payment (an advance waiting for its renter), red otherwise (Canceled, Declined, Expired, or anything unknown). The renter's
 * bookings and the owner's views of their cars' bookings show it.
 */
export function BookingStatusBadge({
  status,
  ...badgeProps
}: {
  /** A `BookingStatus`; typed wider because it is read from an answer that may hold anything. */
  status: string;
} & Omit<BadgeProps, 'colorPalette' | 'children'>) {
  const t = useT();
  const palette = paletteOf(status);
  // The palette is also written as an attribute: the colour is the meaning, so tests can read it.
  return (
    <Badge colorPalette={palette} data-palette={palette} variant="subtle" {...badgeProps}>
      {isKnownStatus(status) ? t(STATUS_TEXTS[status]) : status || t('Unknown')}
    </Badge>
  );
}
