// How the people pages say an account's standing and a booking's status, in the page's language
// (a car's moderation state is lib/moderation-words.ts's); a status the console has no words for
// shows as the API names it.
import type { AccountStatus } from '@carzone/domain';
import { Badge } from '@carzone/web-kit';
import { useT, type AdminText } from '../../locales/messages.ts';

const STATUS_WORDS = {
  active: 'Active account',
  suspended: 'Suspended account',
} as const satisfies Record<AccountStatus, AdminText>;

export function StatusBadge({ status }: { status: AccountStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={status === 'suspended' ? 'red' : 'green'}>{t(STATUS_WORDS[status])}</Badge>
  );
}

const BOOKING_STATUS_WORDS: Readonly<Record<string, AdminText>> = {
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  Canceled: 'Canceled',
  Declined: 'Declined',
  Expired: 'Expired',
};

/** The words for a booking's status, or undefined when the console has none (show the API's). */
export const bookingStatusWords = (status: string): AdminText | undefined =>
  Object.hasOwn(BOOKING_STATUS_WORDS, status) ? BOOKING_STATUS_WORDS[status] : undefined;
