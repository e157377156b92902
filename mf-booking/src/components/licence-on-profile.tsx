// A self-drive renter's driving licence, which lives on their profile (issue 36): the booking
// dialogs say so before Confirm, and show the server's refusal of a booking without one, each with
// a link to the profile, where it is added.
import type { RefusalCode } from '@carzone/domain/refusals';
import { Alert, ApiError, Link, RouterLink, routes, Stack } from '@carzone/web-kit';
import type { ReactNode } from 'react';
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

/** An alert with its words, then "Go to your profile", within the app. */
function ProfileAlert({ status, children }: { status: 'error' | 'info'; children: ReactNode }) {
  const t = useT();
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="1.5">
          <Alert.Description>{children}</Alert.Description>
          <Link asChild fontWeight="medium" color="brand.fg" w="fit-content">
            <RouterLink to={routes.profile.getHref()}>{t('Go to your profile')}</RouterLink>
          </Link>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The server's refusal (already in the page's language), then the way to the profile. */
export function LicenceRefusal({ message }: { message: string }) {
  return <ProfileAlert status="error">{message}</ProfileAlert>;
}

/** Before Confirm, on a self-drive trip of a car whose owner asks for a licence. */
export function LicenceNote() {
  const t = useT();
  return (
    <ProfileAlert status="info">
      {t(
        'The owner asks self-drive renters for a driving licence valid until the car goes back. Add it on your profile.',
      )}
    </ProfileAlert>
  );
}
