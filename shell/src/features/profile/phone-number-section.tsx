// /profile's "Mobile number": a Bangladeshi mobile number, verified with a code sent
// by SMS (Firebase phone authentication), which the owner or renter of a confirmed booking sees to
// arrange pickup. Without one, its form; with one, the number marked Verified, to change or
// remove. The API keeps the number from a verified ID token only: each change ends with the
// session renewed with the token that names the new number, or none (`POST /api/jwt`).
import { formatBangladeshMobileIn } from '@carzone/domain';
import { Badge, HStack, showToast, Text, useLanguage, useRevalidator } from '@carzone/web-kit';
import { loadPhoneVerification } from './phone-loader.ts';
import { openServerSession } from '../../lib/auth/server-session.ts';
import { useT } from '../../locales/messages.ts';
import { usePhoneFailures } from './phone-failures.ts';
import { PhoneVerificationForm } from './phone-verification-form.tsx';
import { ProfileSection, useKeptFromLoader } from './profile-section.tsx';

/** `loaded`: the number as GET /api/me answered it (+8801…, or '' without one). */
export function PhoneNumberSection({ loaded }: { loaded: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const sayFailure = usePhoneFailures();
  const [kept, setKept] = useKeptFromLoader(loaded);

  /**
   * The number changed: shown at once, and the page read again (the renewed session is a new row
   * in the devices' list).
   */
  const changed = (phoneNumber: string) => {
    setKept(phoneNumber);
    void revalidator.revalidate();
  };

  const removeNumber = async (): Promise<boolean> => {
    try {
      const phone = await loadPhoneVerification();
      await openServerSession(await phone.removePhoneNumber());
    } catch (error) {
      sayFailure(error, 'Could not remove the mobile number. Please try again.');
      return false;
    }
    showToast('success', t('Mobile number removed'));
    changed('');
    return true;
  };

  return (
    <ProfileSection
      headingId="mobile-number"
      title={t('Mobile number')}
      intro={t(
        'Verified with a code sent by SMS. The owner or renter of a confirmed booking sees it, to arrange pickup; no one else does.',
      )}
      kept={kept ? <PhoneNumberView phoneNumber={kept} /> : null}
      form={({ focusOnOpen, onSaved, onCancel }) => (
        <PhoneVerificationForm
          focusOnOpen={focusOnOpen}
          onVerified={(phoneNumber) => {
            showToast('success', t('Mobile number verified'));
            changed(phoneNumber);
            onSaved();
          }}
          onCancel={onCancel}
        />
      )}
      // Saying what removing it costs: bookings of cars whose owners ask for a verified number.
      removal={{
        title: t('Remove your mobile number?'),
        body: t(
          'Bookings and requests for cars whose owners ask for a verified mobile number will be refused until you verify one again.',
        ),
        removingText: t('Removing number…'),
        onRemove: removeNumber,
      }}
    />
  );
}

/** The number as kept, marked Verified (the API keeps no other kind). */
function PhoneNumberView({ phoneNumber }: { phoneNumber: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <HStack gap="3" wrap="wrap">
      <Text fontSize="lg" fontWeight="semibold">
        {formatBangladeshMobileIn(phoneNumber, language)}
      </Text>
      <Badge colorPalette="green">{t('Verified')}</Badge>
    </HStack>
  );
}
