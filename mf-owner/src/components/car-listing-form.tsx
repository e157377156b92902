import {
  DRIVER_OPTIONS,
  DRIVER_RATE_FIELDS,
  FUEL_POLICIES,
  offersDriver,
  offersSelfDrive,
  TRIP_OFFER_LIMITS,
  TRIP_RULE_LIMITS,
  validateCarListing,
  type DriverOption,
  type FuelPolicy,
  type CarListingField,
  type CarListingInput,
  type CarListingFieldErrors,
  type CarStatus,
} from '@carzone/domain';
import { DISTRICTS, districtFromLocation } from '@carzone/domain/districts';
import {
  Box,
  Button,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  useFetcher,
  useLanguage,
  type FieldRefusals,
} from '@carzone/web-kit';
import { FormField, TextField } from '@carzone/ui';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useRefusalWords } from '../lib/domain-words.ts';
import type { ListingOutcome, ListingRefusal } from '../lib/listing-outcome.ts';
import { useT, type OwnerText } from '../locales/messages.ts';
import { CarPictureField } from './car-picture-field.tsx';
import {
  FIELD_ORDER,
  listingInputOf,
  type CarListingCheckField,
  type CarListingTextField,
  type CarListingValues,
  type PictureSource,
} from './car-listing-values.ts';
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
 * that went; the server's refusals show under their fields.
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

const STATUS_OPTIONS: { value: CarStatus; label: OwnerText }[] = [
  { value: 'available', label: 'Available' },
  { value: 'unavailable', label: 'Unavailable' },
];

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
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            label={t('Car Model')}
            required
            placeholder="Toyota Axio"
            error={errorOf('carModel')}
            {...bind('carModel')}
          />
          <FormField
            label={t('Brand')}
            error={errorOf('brand')}
            hint={t('Optional; renters can search the catalogue by brand.')}
          >
            <Input placeholder="Toyota" {...bind('brand')} />
          </FormField>
          <TextField
            label={t('Daily Rental Price')}
            required
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder="45"
            error={errorOf('dailyRentalPrice')}
            {...bind('dailyRentalPrice')}
          />
          <FormField label={t('Availability')} required error={errorOf('bookingStatus')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="bookingStatus"
                value={values.bookingStatus}
                onChange={change('bookingStatus')}
              >
                <option value="">{t('Select availability')}</option>
                {STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(option.label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <TextField
            label={t('Registration Number')}
            required
            placeholder="DHAKA-METRO-GA-12-3456"
            error={errorOf('registrationNumber')}
            {...bind('registrationNumber')}
          />
          <TextField
            label={t('Location')}
            required
            placeholder={t('Gulshan, Dhaka')}
            error={errorOf('location')}
            {...bind('location')}
          />
        </SimpleGrid>
        <FormField
          label={t('Features')}
          error={errorOf('features')}
          hint={t('Separate them with commas.')}
        >
          <Input placeholder={t('GPS, AC, Bluetooth')} {...bind('features')} />
        </FormField>
        <FormField label={t('Description')} error={errorOf('description')}>
          <Textarea
            rows={4}
            placeholder={t('What makes this car good to rent?')}
            {...bind('description')}
          />
        </FormField>
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
        <TripRulesFields bind={bind} errorOf={errorOf}>
          <FormField label={t('How renters book')} error={errorOf('instantBooking')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="instantBooking"
                value={values.instantBooking}
                onChange={change('instantBooking')}
              >
                <option value="true">{t('Instant booking: renters book at once')}</option>
                <option value="false">
                  {t('Requests: I accept or decline each booking within 24 hours')}
                </option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </TripRulesFields>
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

/** A trip rule's field: its name in the form and the API, and its label. */
const TRIP_RULE_FIELDS: {
  name: keyof typeof TRIP_RULE_LIMITS;
  label: OwnerText;
  hint?: OwnerText;
}[] = [
  { name: 'minDays', label: 'Shortest trip (days)' },
  { name: 'maxDays', label: 'Longest trip (days)' },
  { name: 'advanceNoticeHours', label: 'Book ahead (hours)', hint: '0 lets renters start today' },
];

/**
 * The owner's trip rules, a group of whole numbers: how short and how long a trip may be, and how
 * many hours ahead it must be booked. The limits are the API's (`TRIP_RULE_LIMITS`); the browser's
 * own number checks are off (`noValidate`), so a refusal says the rule in the page's words.
 */
function TripRulesFields({
  bind,
  errorOf,
  children,
}: {
  /** More of the owner's rules, under the numbers (how renters book). */
  children?: ReactNode;
  bind: (name: CarListingTextField) => {
    name: CarListingTextField;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  errorOf: (field: CarListingField) => string | undefined;
}) {
  const t = useT();
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="semibold" mb="1">
        {t('Trip rules')}
      </Text>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t('Renters can book only the trips that keep to these rules.')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
        {TRIP_RULE_FIELDS.map(({ name, label, hint }) => (
          <TextField
            key={name}
            label={t(label)}
            type="number"
            inputMode="numeric"
            step="1"
            min={TRIP_RULE_LIMITS[name].lowest}
            max={TRIP_RULE_LIMITS[name].highest}
            hint={hint && t(hint)}
            error={errorOf(name)}
            {...bind(name)}
          />
        ))}
      </SimpleGrid>
      <Box mt="5">{children}</Box>
    </Box>
  );
}

const DRIVER_OPTION_LABELS: Record<DriverOption, OwnerText> = {
  'self-drive': 'Self-drive only',
  'with-driver': 'With a driver only',
  both: 'With a driver or self-drive',
};

const FUEL_POLICY_LABELS: Record<FuelPolicy, OwnerText> = {
  'renter-pays': 'Paid by the renter',
  included: 'Included in the price',
};

/** The driver's rates, in the order the domain asks them (`DRIVER_RATE_FIELDS`), and labels. */
const DRIVER_RATE_LABELS: Record<(typeof DRIVER_RATE_FIELDS)[number], OwnerText> = {
  driverDailyRate: "Driver's daily rate ($, 10 hours)",
  overtimeHourlyRate: 'Overtime ($ per hour)',
  nightHaltRate: 'Night halt ($ per night away)',
  intercityDailySurcharge: 'Out of town ($ per day)',
};

/**
 * What the car offers (issue 36): how it is rented (with its driver, self-driven, or either), the
 * driver's rates and who pays the fuel (only when a driver is offered), its seats and district,
 * whether self-drive renters need a driving licence (only when self-drive is offered) and whether
 * every renter needs a verified mobile number (issue 37 §2). The rules are the domain's
 * (`tripOfferProblems`), checked with the rest of the car.
 */
function TripOfferFields({
  values,
  bind,
  errorOf,
  onCheck,
}: {
  values: CarListingValues;
  bind: (name: CarListingTextField) => {
    name: CarListingTextField;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
  errorOf: (field: CarListingField) => string | undefined;
  onCheck: (field: CarListingCheckField, checked: boolean) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const withDriver = offersDriver(values);
  const selfDrive = offersSelfDrive(values);
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="semibold" mb="3">
        {t('Driver and trip')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={t('How the car is rented')} error={errorOf('driverOption')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...bind('driverOption')}>
              {DRIVER_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(DRIVER_OPTION_LABELS[option])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <TextField
          label={t('Seats')}
          type="number"
          inputMode="numeric"
          step="1"
          min={TRIP_OFFER_LIMITS.seats.lowest}
          max={TRIP_OFFER_LIMITS.seats.highest}
          error={errorOf('seats')}
          {...bind('seats')}
        />
        <FormField label={t('District')} error={errorOf('district')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...bind('district')}>
              {DISTRICTS.map((district) => (
                <option key={district.id} value={district.id}>
                  {language === 'bn' ? district.nameBn : district.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      {withDriver && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="5">
          {DRIVER_RATE_FIELDS.map((name) => (
            <TextField
              key={name}
              label={t(DRIVER_RATE_LABELS[name])}
              type="number"
              inputMode="decimal"
              min="0"
              max={TRIP_OFFER_LIMITS.maxRate}
              step="0.01"
              error={errorOf(name)}
              {...bind(name)}
            />
          ))}
          <FormField label={t('Fuel')} error={errorOf('fuelPolicy')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...bind('fuelPolicy')}>
                {[...FUEL_POLICIES].reverse().map((policy) => (
                  <option key={policy} value={policy}>
                    {t(FUEL_POLICY_LABELS[policy])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
      )}
      <Stack gap="3" mt="5">
        {selfDrive && (
          <RuleCheckbox
            name="licenceRequired"
            label={t('Self-drive renters must have a driving licence on their profile')}
            checked={values.licenceRequired}
            error={errorOf('licenceRequired')}
            onChange={(checked) => onCheck('licenceRequired', checked)}
          />
        )}
        <RuleCheckbox
          name="requireVerifiedPhone"
          label={t('Renters must have a verified mobile number')}
          hint={t(
            'Renters without one are asked to verify theirs on their profile before they can book.',
          )}
          checked={values.requireVerifiedPhone}
          error={errorOf('requireVerifiedPhone')}
          onChange={(checked) => onCheck('requireVerifiedPhone', checked)}
        />
      </Stack>
    </Box>
  );
}

/**
 * One of the owner's yes-or-no rules: a checkbox named by its words, with a hint it is described
 * by and the refusal it names as its error message, under it.
 */
function RuleCheckbox({
  name,
  label,
  hint,
  checked,
  error,
  onChange,
}: {
  name: CarListingCheckField;
  label: string;
  hint?: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  const errorId = useId();
  return (
    <Box>
      <HStack as="label" gap="2" alignItems="center" cursor="pointer">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <Text as="span">{label}</Text>
      </HStack>
      {hint && (
        <Text id={hintId} color="fg.muted" fontSize="sm" mt="1" ps="6">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
