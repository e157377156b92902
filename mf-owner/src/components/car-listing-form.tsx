import {
  DRIVER_RATE_FIELDS,
  validateCarListing,
  type CarListingField,
  type CarListingInput,
  type CarListingFieldErrors,
} from '@carzone/domain';
import { districtFromLocation } from '@carzone/domain/districts';
import { Button, SimpleGrid, Stack, Text, useFetcher, type FieldRefusals } from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRefusalWords } from '../lib/domain-words.ts';
import type { ListingOutcome, ListingRefusal } from '../lib/listing-outcome.ts';
import { useT } from '../locales/messages.ts';
import { CarPictureField } from './car-picture-field.tsx';
import {
  FIELD_ORDER,
  listingInputOf,
  type CarListingTextField,
  type CarListingValues,
  type PictureSource,
} from './car-listing-values.ts';
import { ListingDetailsFields } from './listing-details-fields.tsx';
import { TripOfferFields } from './trip-offer-fields.tsx';
import { TripRulesFields } from './trip-rules-fields.tsx';
import { usePhotoUpload, type PhotoState } from './use-photo-upload.ts';

export interface CarListingFormProps {
  /** The values the form starts with (and starts over with after a car is added). */
  initial: CarListingValues;
  /** The car's current uploaded photo, if its picture is one. */
  initialPhoto: Exclude<PhotoState, { status: 'uploading' }>;
  /** Shown read-only: the server takes the owner from the session, never from the form. */
  owner: { email: string; name?: string };
  submitLabel: string;
  sendingLabel: string;
  /** Add car: after a save the form starts over. (Update car leaves the page instead.) */
  startOverAfterSave?: boolean;
  /**
   * Add car: the district follows the location typed (`districtFromLocation`) until the owner
   * picks one. (Update car shows the car's district, kept as it is.)
   */
  districtFollowsLocation?: boolean;
}

/**
 * The car form of Add car and Update car. It checks the car by the rules the server applies
 * (`validateCarListing`), then sends it to its page's route action, which saves it and says how
 * that went; the server's refusals show under their fields. It holds the values, the messages and
 * the photo; each group of fields is a component of its own (the listing's details, its picture,
 * the trip rules, what the trip offers).
 */
export function CarListingForm({ startOverAfterSave = false, ...props }: CarListingFormProps) {
  const fetcher = useFetcher<ListingOutcome>();
  const settled = fetcher.state === 'idle' ? fetcher.data : undefined;

  // Each answer is taken in once, as it arrives: a saved car starts the form over (a new key
  // mounts it afresh, photo and all); a refusal is handed to the form to show.
  const [answered, setAnswered] = useState(settled);
  const [round, setRound] = useState(0);
  if (settled !== answered) {
    setAnswered(settled);
    if (settled?.saved && startOverAfterSave) setRound((count) => count + 1);
  }

  return (
    <CarListingFields
      key={round}
      {...props}
      sending={fetcher.state !== 'idle'}
      refusal={settled && !settled.saved ? settled : undefined}
      onSend={(input) =>
        void fetcher.submit({ ...input }, { method: 'post', encType: 'application/json' })
      }
    />
  );
}

interface CarListingFieldsProps extends Omit<CarListingFormProps, 'startOverAfterSave'> {
  sending: boolean;
  refusal: ListingRefusal | undefined;
  onSend: (input: CarListingInput) => void;
}

function CarListingFields({
  initial,
  initialPhoto,
  owner,
  submitLabel,
  sendingLabel,
  districtFollowsLocation = false,
  sending,
  refusal,
  onSend,
}: CarListingFieldsProps) {
  const t = useT();
  const said = useRefusalWords();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  // Once the owner picks a district, a location typed after no longer moves it.
  const [districtPicked, setDistrictPicked] = useState(!districtFollowsLocation);
  const [source, setSource] = useState<PictureSource>(
    initialPhoto.status === 'ready' || !initial.imageUrl ? 'upload' : 'url',
  );
  const upload = usePhotoUpload(initialPhoto);
  const [errors, setErrors] = useState<CarListingFieldErrors>({});
  // Errors appear after the first attempt to send, then follow what is typed.
  const [attempted, setAttempted] = useState(false);

  // The server's refusal, taken in once: its messages, in the page's language already, show
  // under their fields until the field is edited (the form's own checks are codes, put in words
  // here).
  const [shownRefusal, setShownRefusal] = useState(refusal);
  const [refusedFields, setRefusedFields] = useState<FieldRefusals>({});
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    setRefusedFields(refusal?.fields ?? {});
  }
  const forget = (...fields: CarListingField[]) =>
    setRefusedFields((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => !(fields as string[]).includes(field)),
      ),
    );
  const errorOf = (field: CarListingField) => refusedFields[field] ?? said(errors[field]);

  const photoId = upload.photo.status === 'ready' ? upload.photo.photoId : null;
  const uploading = upload.photo.status === 'uploading';
  const inputOf = (next: CarListingValues) => listingInputOf(next, { source, photoId });

  /** The field's own message after a change: a server message goes once its field is edited. */
  const recheck = (field: CarListingField, next: CarListingValues) => {
    forget(field);
    setErrors((current) => {
      const { [field]: _old, ...others } = current;
      const message = attempted ? validateCarListing(inputOf(next))[field] : undefined;
      return message ? { ...others, [field]: message } : others;
    });
  };

  const update = (next: CarListingValues, ...fields: CarListingField[]) => {
    setValues(next);
    for (const field of fields) recheck(field, next);
  };

  const change =
    (field: CarListingTextField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
      const rechecked: CarListingField[] = [field];
      // The longest trip is held to the shortest: a new shortest trip may settle it, or break it.
      if (field === 'minDays') rechecked.push('maxDays');
      if (field === 'location' && !districtPicked) {
        next.district = districtFromLocation(next.location);
        rechecked.push('district');
      }
      if (field === 'district') setDistrictPicked(true);
      // The driver's terms and the licence come and go with the way the car is rented.
      if (field === 'driverOption')
        rechecked.push(...DRIVER_RATE_FIELDS, 'fuelPolicy', 'licenceRequired');
      update(next, ...rechecked);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || uploading) return;
    const input = inputOf(values);
    const found = validateCarListing(input);
    setAttempted(true);
    setErrors(found);
    const firstRefused = FIELD_ORDER.find((field) => found[field]);
    if (firstRefused) {
      const control = form.current?.elements.namedItem(firstRefused);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSend(input);
  };

  /** A text control's name, value and change handler. */
  const bind = (name: CarListingTextField) => ({
    name,
    value: values[name],
    onChange: change(name),
  });

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={sending}>
      <Stack gap="5">
        <ListingDetailsFields bind={bind} errorOf={errorOf} />
        <CarPictureField
          source={source}
          onSourceChange={(next) => {
            setSource(next);
            setErrors(({ imageUrl: _url, photoId: _photo, ...others }) => others);
            forget('imageUrl', 'photoId');
          }}
          upload={{
            ...upload,
            pick: (file) => {
              setErrors(({ photoId: _photo, ...others }) => others);
              forget('photoId');
              upload.pick(file);
            },
          }}
          imageUrl={values.imageUrl}
          onImageUrlChange={change('imageUrl')}
          imageUrlError={errorOf('imageUrl')}
          photoError={errorOf('photoId')}
          disabled={sending}
        />
        <TripRulesFields bind={bind} errorOf={errorOf} />
        <TripOfferFields
          values={values}
          bind={bind}
          errorOf={errorOf}
          onCheck={(field, checked) => update({ ...values, [field]: checked }, field)}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {/* Shown, not sent: read-only, and styled so they do not read as fields to fill. */}
          <TextField label={t('Email')} value={owner.email} readOnly variant="subtle" />
          {owner.name !== undefined && (
            <TextField label={t('Name')} value={owner.name} readOnly variant="subtle" />
          )}
        </SimpleGrid>
        <Stack gap="2" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={sending}
            loadingText={sendingLabel}
            disabled={uploading}
          >
            {submitLabel}
          </Button>
          {uploading && (
            <Text color="fg.muted" fontSize="sm">
              {t('Waiting for the photo to finish uploading.')}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
