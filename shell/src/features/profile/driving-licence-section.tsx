// /profile's "Driving licence" (issue 36): the renter's licence, which owners of self-drive cars
// may ask for. Without one, its form; with one, its number, expiry and photo, to change or remove.
import { dhakaToday, formatCalendarDateIn } from '@carzone/domain';
import {
  ApiError,
  apiErrorMessage,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Image,
  routes,
  showToast,
  Stack,
  Text,
  useLanguage,
  useLocation,
  useNavigate,
} from '@carzone/web-kit';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../locales/messages.ts';
import { removeOwnLicence, type OwnLicence } from './licence-api.ts';
import { LicenceForm } from './licence-form.tsx';
import { RemoveLicenceDialog } from './remove-licence-dialog.tsx';

const NO_LICENCE: OwnLicence = { number: null, expiresOn: null, photoUrl: null };
const HEADING_ID = 'driving-licence';

/** Where the focus goes after a change: the section's heading, or the Change button. */
type FocusTarget = 'heading' | 'change';

export function DrivingLicenceSection({ loaded }: { loaded: OwnLicence }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // The licence as last answered: by the page's loader, or by a change made here.
  const [licence, setLicence] = useState(loaded);
  const [loadedBefore, setLoadedBefore] = useState(loaded);
  if (loaded !== loadedBefore) {
    setLoadedBefore(loaded);
    setLicence(loaded);
  }
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);
  useEffect(() => {
    if (focus) (focus.target === 'heading' ? heading : changeButton).current?.focus();
  }, [focus]);

  const kept = licence.number !== null && licence.expiresOn !== null;

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
    setEditing(false);
    return true;
  };

  return (
    <Stack as="section" aria-labelledby={HEADING_ID} gap="4">
      <Heading as="h2" id={HEADING_ID} size="lg" ref={heading} tabIndex={-1} outline="none">
        {t('Driving licence')}
      </Heading>
      <Text color="fg.muted">
        {t(
          'Owners of self-drive cars may ask for it. Only you, and the owner of a car you book to drive yourself, can see it.',
        )}
      </Text>
      <Card.Root variant="outline">
        <Card.Body>
          {kept && !editing ? (
            <LicenceView
              licence={licence as KeptLicence}
              changeButton={changeButton}
              onChange={() => setEditing(true)}
              onRemove={() => setRemoving(true)}
            />
          ) : (
            <LicenceForm
              licence={licence}
              focusOnOpen={editing}
              onSaved={(saved) => {
                setLicence(saved);
                setEditing(false);
                setFocus({ target: 'heading' });
              }}
              onPhotoSent={setLicence}
              onCancel={
                kept
                  ? () => {
                      setEditing(false);
                      setFocus({ target: 'change' });
                    }
                  : undefined
              }
            />
          )}
        </Card.Body>
      </Card.Root>
      {removing && (
        <Suspense fallback={null}>
          <RemoveLicenceDialog
            onRemove={removeLicence}
            onClosed={(removed) => {
              setRemoving(false);
              setFocus({ target: removed ? 'heading' : 'change' });
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

type KeptLicence = OwnLicence & { number: string; expiresOn: string };

interface LicenceViewProps {
  licence: KeptLicence;
  changeButton: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
  onRemove: () => void;
}

/** The licence as kept: its number, until when it is valid (or since when it is not), its photo. */
function LicenceView({ licence, changeButton, onChange, onRemove }: LicenceViewProps) {
  const t = useT();
  const language = useLanguage();
  const date = formatCalendarDateIn(licence.expiresOn, language);
  // It could not be saved expired, but time passes.
  const expired = licence.expiresOn < dhakaToday();

  return (
    <Stack gap="4">
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
            <Image
              src={licence.photoUrl}
              alt={t('Photo of your driving licence')}
              borderRadius="md"
              borderWidth="1px"
              w="full"
            />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t('No photo yet')}
            </Text>
          )}
        </Box>
      </Flex>
      <HStack gap="3" wrap="wrap">
        <Button ref={changeButton} variant="outline" onClick={onChange}>
          {t('Change')}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onRemove}>
          {t('Remove')}
        </Button>
      </HStack>
    </Stack>
  );
}
