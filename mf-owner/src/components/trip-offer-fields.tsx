import {
  DRIVER_OPTIONS,
  DRIVER_RATE_FIELDS,
  FUEL_POLICIES,
  offersDriver,
  offersSelfDrive,
  TRIP_OFFER_LIMITS,
  type DriverOption,
  type FuelPolicy,
} from '@carzone/domain';
import { DISTRICTS, districtNameIn } from '@carzone/domain/districts';
import { Box, HStack, SimpleGrid, Stack, Text, useLanguage } from '@carzone/web-kit';
import { SelectField, TextField } from '@carzone/ui';
import { useId } from 'react';
import { useT, type OwnerText } from '../locales/messages.ts';
import type {
  CarListingCheckField,
  CarListingGroupProps,
  CarListingValues,
} from './car-listing-values.ts';

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
 * What the car offers: how it is rented (with its driver, self-driven, or either), the driver's
 * rates and who pays the fuel (only when a driver is offered), its seats and district, whether
 * self-drive renters need a driving licence (only when self-drive is offered) and whether every
 * renter needs a verified mobile number. The rules are the domain's (`tripOfferProblems`), checked
 * with the rest of the car.
 */
export function TripOfferFields({
  values,
  bind,
  errorOf,
  onCheck,
}: CarListingGroupProps & {
  values: CarListingValues;
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
        <SelectField
          label={t('How the car is rented')}
          error={errorOf('driverOption')}
          options={DRIVER_OPTIONS.map((option) => ({
            value: option,
            label: t(DRIVER_OPTION_LABELS[option]),
          }))}
          {...bind('driverOption')}
        />
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
        <SelectField
          label={t('District')}
          error={errorOf('district')}
          options={DISTRICTS.map((district) => ({
            value: district.id,
            label: districtNameIn(district, language),
          }))}
          {...bind('district')}
        />
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
          <SelectField
            label={t('Fuel')}
            error={errorOf('fuelPolicy')}
            options={[...FUEL_POLICIES].reverse().map((policy) => ({
              value: policy,
              label: t(FUEL_POLICY_LABELS[policy]),
            }))}
            {...bind('fuelPolicy')}
          />
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
