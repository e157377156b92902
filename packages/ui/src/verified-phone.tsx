// A person's verified mobile number, as several areas show it: "Phone verified" on a
// car and on a request, where only the fact is shown; the number itself on a confirmed booking,
// to each side of it, as a link that dials it.
import { formatBangladeshMobileIn } from '@carzone/domain';
import { Badge, type BadgeProps, Link, Text, useLanguage } from '@carzone/web-kit';
import { useT } from './locales/messages';

/** "Phone verified": the person has a mobile number verified by an SMS code. */
export function PhoneVerifiedBadge(props: Omit<BadgeProps, 'children'>) {
  const t = useT();
  return (
    <Badge colorPalette="green" variant="subtle" {...props}>
      {t('Phone verified')}
    </Badge>
  );
}

/**
 * The other side's verified number on a confirmed booking, labelled by who they are ("Owner's
 * mobile number" or "Renter's mobile number"), as a `tel:` link in the page's digits.
 */
export function VerifiedPhoneNumber({
  phoneNumber,
  of,
}: {
  /** The kept form, +8801…. */
  phoneNumber: string;
  of: 'owner' | 'renter';
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <Text fontSize="sm">
      {of === 'owner' ? t("Owner's mobile number") : t("Renter's mobile number")}:{' '}
      <Link href={`tel:${phoneNumber}`} fontWeight="semibold" colorPalette="blue">
        {formatBangladeshMobileIn(phoneNumber, language)}
      </Link>
    </Text>
  );
}
