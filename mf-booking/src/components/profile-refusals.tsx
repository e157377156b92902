// What a renter keeps on their profile that a car's owner may ask for: a driving licence valid
// until the car goes back, for a self-drive trip, and a verified mobile number. The booking
// dialogs say so before Confirm, and show the server's refusal of a booking without it, each
// with a link to the profile, where it is added.
import type { RefusalCode } from '@carzone/domain/refusals';
import { Alert, ApiError, Link, RouterLink, routes, Stack } from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { useT } from '../locales/messages.ts';

/** What the profile holds that a booking may need. */
export type ProfileNeed = 'licence' | 'phone';

/** The refusals of a booking the renter's profile does not allow, by code, and what each needs. */
const PROFILE_REFUSALS: ReadonlyMap<string, ProfileNeed> = new Map([
  ['booking.licenceMissing', 'licence'],
  ['booking.licenceExpiresBeforeTripEnd', 'licence'],
  ['booking.phoneNotVerified', 'phone'],
] satisfies [RefusalCode, ProfileNeed][]);

/** The server's refusal of a booking for want of something on the profile. */
export interface ProfileRefusal {
  need: ProfileNeed;
  /** The server's words, already in the page's language. */
  message: string;
}

/**
 * The server's refusal of a booking or new dates for want of a licence valid until the car goes
 * back or of a verified mobile number (told apart by code, never by words); null for any other
 * failure.
 */
export function profileRefusalOf(error: unknown): ProfileRefusal | null {
  if (!(error instanceof ApiError && error.fromServer)) return null;
  const need = PROFILE_REFUSALS.get(error.code ?? '');
  return need ? { need, message: error.message } : null;
}

/** An alert with its words, then the link to the profile (its words by what is added there). */
function ProfileAlert({
  status,
  need,
  children,
}: {
  status: 'error' | 'info';
  need: ProfileNeed;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="1.5">
          <Alert.Description>{children}</Alert.Description>
          <Link asChild fontWeight="medium" color="brand.fg" w="fit-content">
            <RouterLink to={routes.profile.getHref()}>
              {need === 'phone' ? t('Add it on your profile') : t('Go to your profile')}
            </RouterLink>
          </Link>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The server's refusal (already in the page's language), then the way to the profile. */
export function ProfileRefusalAlert({ refusal }: { refusal: ProfileRefusal }) {
  return (
    <ProfileAlert status="error" need={refusal.need}>
      {refusal.message}
    </ProfileAlert>
  );
}

/** Before Confirm, on a self-drive trip of a car whose owner asks for a licence. */
export function LicenceNote() {
  const t = useT();
  return (
    <ProfileAlert status="info" need="licence">
      {t(
        'The owner asks self-drive renters for a driving licence valid until the car goes back. Add it on your profile.',
      )}
    </ProfileAlert>
  );
}

/** Before Confirm, on a car whose owner asks every renter for a verified mobile number. */
export function VerifiedPhoneNote() {
  const t = useT();
  return (
    <ProfileAlert status="info" need="phone">
      {t("This car's owner asks renters for a verified mobile number.")}
    </ProfileAlert>
  );
}
