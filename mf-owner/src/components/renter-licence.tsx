// The renter's driving licence as the owner sees it on a self-drive booking or request:
// its number and expiry on one line, and a small photo that opens the whole one in a new tab. The
// API gives the photo only once the booking is confirmed (a request has none), and its address is
// private to the renter and that owner; the browser sends the owner's session with it.
import { formatCalendarDateIn, type DrivingLicence } from '@carzone/domain';
import { HStack, Image, Link, Text, useLanguage } from '@carzone/web-kit';
import { useT } from '../locales/messages.ts';

/** "Renter's driving licence: DK0123456C00001, valid until 30/06/2031", then its photo when sent. */
export function RenterLicence({
  licence,
  renterName,
}: {
  licence: DrivingLicence;
  /** The renter's display name; '' when they have none. */
  renterName: string;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <HStack gap="2" minW="0" fontSize="sm">
      <Text minW="0" overflowWrap="anywhere">
        {t("Renter's driving licence: {number}, valid until {date}", {
          number: licence.number,
          date: formatCalendarDateIn(licence.expiresOn, language),
        })}
      </Text>
      {licence.photoUrl && (
        <Link
          href={licence.photoUrl}
          target="_blank"
          rel="noopener"
          flexShrink="0"
          borderRadius="sm"
          overflow="hidden"
        >
          <Image
            src={licence.photoUrl}
            alt={
              renterName
                ? t("Photo of {renterName}'s driving licence", { renterName })
                : t("Photo of the renter's driving licence")
            }
            loading="lazy"
            decoding="async"
            w="12"
            h="8"
            objectFit="cover"
            bg="bg.muted"
          />
        </Link>
      )}
    </HStack>
  );
}

/** On a self-drive booking of a car whose owner asks for a licence, when the renter has none. */
export function NoRenterLicence() {
  const t = useT();
  return (
    <Text fontSize="sm" color="orange.fg">
      {t("No driving licence on the renter's profile")}
    </Text>
  );
}
