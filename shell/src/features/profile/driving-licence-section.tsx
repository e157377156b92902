// /profile's "Driving licence": the renter's licence, which owners of self-drive cars
// may ask for. Without one, its form; with one, its number, expiry and photo, to change or remove.
import { dhakaToday, formatCalendarDateIn } from '@carzone/domain';
import {
  ApiError,
  apiErrorMessage,
  Box,
  Flex,
  routes,
  showToast,
  Stack,
  Text,
  useLanguage,
  useLocation,
  useNavigate,
} from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';
import { removeOwnLicence, type OwnLicence } from './licence-api.ts';
import { LicenceForm, LicencePhoto } from './licence-form.tsx';
import { ProfileSection, useKeptFromLoader } from './profile-section.tsx';

const NO_LICENCE: OwnLicence = { number: null, expiresOn: null, photoUrl: null };

type KeptLicence = OwnLicence & { number: string; expiresOn: string };

const isKept = (licence: OwnLicence): licence is KeptLicence =>
  licence.number !== null && licence.expiresOn !== null;

export function DrivingLicenceSection({ loaded }: { loaded: OwnLicence }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [licence, setLicence] = useKeptFromLoader(loaded);

  const removeLicence = async (): Promise<boolean> => {
    try {
      await removeOwnLicence();
    } catch (error) {
      // Removed already (on another device, say): as good as removed here.
      const gone = error instanceof ApiError && error.code === 'licence.licenceNotFound';
      if (!gone) {
        if (error instanceof ApiError && error.status === 401) {
          void navigate(routes.signIn.getHref(`${location.pathname}${location.search}`));
        } else {
          showToast(
            'error',
            apiErrorMessage(error, t('Could not remove the licence. Please try again.')),
          );
        }
        return false;
      }
    }
    showToast('success', t('Licence removed'));
    setLicence(NO_LICENCE);
    return true;
  };

  return (
    <ProfileSection
      headingId="driving-licence"
      title={t('Driving licence')}
      intro={t(
        'Owners of self-drive cars may ask for it. Only you, and the owner of a car you book to drive yourself, can see it.',
      )}
      kept={isKept(licence) ? <LicenceView licence={licence} /> : null}
      form={({ focusOnOpen, onSaved, onCancel }) => (
        <LicenceForm
          licence={licence}
          focusOnOpen={focusOnOpen}
          onSaved={(saved) => {
            setLicence(saved);
            onSaved();
          }}
          onPhotoSent={setLicence}
          onCancel={onCancel}
        />
      )}
      // Saying what removing it costs: self-drive bookings of cars whose owners ask for one.
      removal={{
        title: t('Remove your driving licence?'),
        body: t(
          'Self-drive bookings of cars whose owners ask for a licence will be refused until you add one again.',
        ),
        removingText: t('Removing licence…'),
        onRemove: removeLicence,
      }}
    />
  );
}

/** The licence as kept: its number, until when it is valid (or since when it is not), its photo. */
function LicenceView({ licence }: { licence: KeptLicence }) {
  const t = useT();
  const language = useLanguage();
  const date = formatCalendarDateIn(licence.expiresOn, language);
  // It could not be saved expired, but time passes.
  const expired = licence.expiresOn < dhakaToday();

  return (
    <Flex
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'start' }}
    >
      <Stack gap="1" flex="1" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {t('Licence number')}
        </Text>
        <Text fontSize="lg" fontWeight="semibold" wordBreak="break-all">
          {licence.number}
        </Text>
        {expired ? (
          // No icon: a lazy page importing react-icons/lu would split the nav's icons out of the
          // start-up chunk into one more request on every first visit.
          <Text color="orange.fg" fontWeight="medium">
            {t('Expired on {date}', { date })}
          </Text>
        ) : (
          <Text>{t('Valid until {date}', { date })}</Text>
        )}
      </Stack>
      <Box w="full" maxW={{ base: 'full', sm: 'xs' }}>
        {licence.photoUrl ? (
          <LicencePhoto url={licence.photoUrl} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('No photo yet')}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
