// A self-drive renter's driving licence, which lives on their profile (issue 36): the booking
// dialogs say so before Confirm, and show the server's refusal of a booking without one, each with
// a link to the profile, where it is added.
import type { RefusalCode } from '@carzone/domain/refusals';
import { Alert, ApiError, Link, RouterLink, routes, Stack } from '@carzone/web-kit';
import { useT } from '../locales/messages.ts';

/** The refusals of a self-drive booking the renter's licence does not allow, by code. */
const LICENCE_REFUSALS: ReadonlySet<string> = new Set([
  'booking.licenceMissing',
  'booking.licenceExpiresBeforeTripEnd',
] satisfies RefusalCode[]);

/**
 * The server's words when it refused a booking or new dates for want of a licence valid until
 * the car goes back (told apart by code, never by words); null for any other failure.
 */
export function licenceRefusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer && LICENCE_REFUSALS.has(error.code ?? '')
    ? error.message
    : null;
}

/** "Go to your profile", within the app. */
function ProfileLink() {
  const t = useT();
  return (
    <Link asChild fontWeight="medium" color="brand.fg" w="fit-content">
      <RouterLink to={routes.profile.getHref()}>{t('Go to your profile')}</RouterLink>
    </Link>
  );
}

/** The server's refusal (already in the page's language), then the way to the profile. */
export function LicenceRefusal({ message }: { message: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="1.5">
          <Alert.Description>{message}</Alert.Description>
          <ProfileLink />
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Before Confirm, on a self-drive trip of a car whose owner asks for a licence. */
export function LicenceNote() {
  const t = useT();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="1.5">
          <Alert.Description>
            {t(
              'The owner asks self-drive renters for a driving licence valid until the car goes back. Add it on your profile.',
            )}
          </Alert.Description>
          <ProfileLink />
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
