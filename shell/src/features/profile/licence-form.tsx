// The driving licence's form on /profile: its number, its expiry and a photo of it. The number and
// expiry are checked by the domain's rules (`drivingLicenceProblems`) before they are sent, in the
// same words the API would refuse them with; what only the server can tell comes back under the
// field it refused, in its words. The photo is sent as soon as it is picked (the API keeps it on
// its own, before or after the number), and shows once it is kept.
import {
  DRIVING_LICENCE_LIMITS,
  dhakaToday,
  drivingLicenceProblems,
  formatNumberIn,
  isCalendarDate,
  normalizeLicenceNumber,
  PHOTO_LIMITS,
  type DrivingLicenceInput,
  type DrivingLicenceRefusalCode,
} from '@carzone/domain';
import { TextField } from '@carzone/ui';
import { DateField } from '@carzone/ui/date-fields';
import {
  ApiError,
  apiErrorMessage,
  Box,
  Button,
  Field,
  HStack,
  Image,
  Input,
  routes,
  showToast,
  Spinner,
  Stack,
  Text,
  useLanguage,
  useLocation,
  useNavigate,
} from '@carzone/web-kit';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '../../locales/messages.ts';
import { saveOwnLicence, uploadLicencePhoto, type OwnLicence } from './licence-api.ts';
import { licenceProblemText } from './licence-words.ts';

type LicenceField = keyof DrivingLicenceInput;

/** Why a field is refused: a rule the form found (put in words where shown), or the server's words. */
type Problem = { code: DrivingLicenceRefusalCode } | { message: string };
type Problems = Partial<Record<LicenceField, Problem>>;

const FIELDS: readonly LicenceField[] = ['number', 'expiresOn'];

/**
 * The last day a licence could be valid today (today, ten years on, as the domain counts it), as a
 * day a calendar can show: 29 February of a year without one is the 28th.
 */
function latestExpiry(today: string): string {
  const day = `${Number(today.slice(0, 4)) + DRIVING_LICENCE_LIMITS.maxYearsValid}${today.slice(4)}`;
  return isCalendarDate(day) ? day : `${day.slice(0, 8)}28`;
}

export interface LicenceFormProps {
  licence: OwnLicence;
  /** The licence as the API kept it (the form's Save). */
  onSaved: (licence: OwnLicence) => void;
  /** The licence with its new photo, kept as soon as it was sent. */
  onPhotoSent: (licence: OwnLicence) => void;
  /** Back to the licence as it is, without saving; left out when there is none to go back to. */
  onCancel?: () => void;
  /** Focuses the licence number when the form opens (Change), not when the page does. */
  focusOnOpen?: boolean;
}

export function LicenceForm({
  licence,
  onSaved,
  onPhotoSent,
  onCancel,
  focusOnOpen,
}: LicenceFormProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const numberBox = useRef<HTMLInputElement>(null);
  const [number, setNumber] = useState(licence.number ?? '');
  const [expiresOn, setExpiresOn] = useState(licence.expiresOn ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photoSent, setPhotoSent] = useState(false);
  // Each refused attempt moves the focus to the first field refused, once it says why.
  const [attempts, setAttempts] = useState(0);
  const today = dhakaToday();

  useEffect(() => {
    if (focusOnOpen) numberBox.current?.focus();
  }, [focusOnOpen]);
  useEffect(() => {
    if (attempts) form.current?.querySelector<HTMLElement>('[data-invalid] input')?.focus();
  }, [attempts]);

  const problemText = (problem: Problem | undefined) =>
    !problem ? null : 'code' in problem ? licenceProblemText(problem.code) : problem.message;

  const forget = (field: LicenceField) => setProblems(({ [field]: _old, ...others }) => others);

  const toSignIn = () =>
    void navigate(routes.signIn.getHref(`${location.pathname}${location.search}${location.hash}`));

  const refuse = (found: Problems) => {
    setProblems(found);
    setAttempts((count) => count + 1);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const input: DrivingLicenceInput = { number: normalizeLicenceNumber(number), expiresOn };
    const found = drivingLicenceProblems(input);
    if (found.number || found.expiresOn) {
      refuse({
        ...(found.number && { number: { code: found.number } }),
        ...(found.expiresOn && { expiresOn: { code: found.expiresOn } }),
      });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveOwnLicence(input);
      showToast('success', t('Licence saved'));
      onSaved(saved);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 401) return toSignIn();
      // A field the server refused is said under it, in its words (already the page's language).
      const fields = error instanceof ApiError ? error.fields : {};
      const refused = FIELDS.filter((field) => fields[field] !== undefined);
      if (refused.length > 0) {
        refuse(Object.fromEntries(refused.map((field) => [field, { message: fields[field]! }])));
        return;
      }
      showToast(
        'error',
        apiErrorMessage(error, t('Could not save the licence. Please try again.')),
      );
    }
  };

  const sendPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Nothing is kept in the picker: the same file can be picked again after a refusal.
    event.currentTarget.value = '';
    if (!file) return;
    setUploading(true);
    setPhotoError(null);
    setPhotoSent(false);
    try {
      const answer = await uploadLicencePhoto(file);
      setPhotoSent(true);
      onPhotoSent(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return toSignIn();
      setPhotoError(
        apiErrorMessage(error, t('Could not upload the licence photo. Please try again.')),
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void save(event)} aria-busy={saving}>
      <Stack gap="4">
        <TextField
          ref={numberBox}
          label={t('Licence number')}
          name="licenceNumber"
          value={number}
          onChange={(event) => {
            setNumber(event.target.value.toUpperCase());
            forget('number');
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          textTransform="uppercase"
          error={problemText(problems.number)}
          disabled={saving}
          required
        />
        <DateField
          label={t('Expiry date')}
          value={expiresOn}
          onChange={(day) => {
            setExpiresOn(day);
            forget('expiresOn');
          }}
          min={today}
          max={latestExpiry(today)}
          refusalOf={(day) => {
            const code = drivingLicenceProblems({ expiresOn: day }).expiresOn;
            return code ? licenceProblemText(code) : null;
          }}
          error={problemText(problems.expiresOn)}
          disabled={saving}
          required
        />
        <Field.Root invalid={Boolean(photoError)} disabled={uploading || saving}>
          <Field.Label>{t('Photo of the licence')}</Field.Label>
          {licence.photoUrl && (
            <Box w="full" maxW="xs" mb="2">
              <LicencePhoto url={licence.photoUrl} />
            </Box>
          )}
          <Input
            type="file"
            name="licencePhoto"
            accept={PHOTO_LIMITS.acceptedTypes.join(',')}
            onChange={(event) => void sendPhoto(event)}
            h="auto"
            py="1.5"
          />
          {photoError ? (
            <Field.ErrorText>{photoError}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {t('JPEG, PNG or WebP, at most {size} MB. The photo is kept as soon as it is sent.', {
                size: formatNumberIn(PHOTO_LIMITS.maxBytes / 1024 / 1024, language),
              })}
            </Field.HelperText>
          )}
        </Field.Root>
        <Box role="status" fontSize="sm" color="fg.muted" minH="5">
          {uploading ? (
            <HStack gap="2">
              <Spinner size="xs" />
              <Text>{t('Sending the licence photo…')}</Text>
            </HStack>
          ) : (
            photoSent && t('Licence photo kept')
          )}
        </Box>
        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText={t('Saving licence…')}
            disabled={uploading}
          >
            {t('Save licence')}
          </Button>
          {onCancel && (
            <Button variant="outline" disabled={saving} onClick={onCancel}>
              {t('Cancel')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}

/** The photo of the person's licence, as kept (in the section's view and above the form's field). */
export function LicencePhoto({ url }: { url: string }) {
  const t = useT();
  return (
    <Image
      src={url}
      alt={t('Photo of your driving licence')}
      borderRadius="md"
      borderWidth="1px"
      w="full"
    />
  );
}
