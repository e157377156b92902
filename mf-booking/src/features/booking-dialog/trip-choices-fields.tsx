// The trip's choices in 'Confirm Booking': with the car's driver or self-drive, the
// pickup, and with a driver the district the trip goes to. The only module that imports the
// districts' list: it is reached from the dialog alone, which loads when Book Now is pressed.
import {
  nameIn,
  offersDriver,
  offersSelfDrive,
  PICKUP_PLACE_MAX_LENGTH,
  type Car,
} from '@carzone/domain';
import { districtById, districtNameIn, searchDistricts } from '@carzone/domain/districts';
import {
  Box,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  useLanguage,
} from '@carzone/web-kit';
import { useId, useState } from 'react';
import { useT } from '../../locales/messages.ts';

export interface TripChoicesState {
  withDriver: boolean;
  /** HH:MM, Dhaka time on the first day; '' before it is chosen. */
  pickupTime: string;
  pickupPlace: string;
  /** Another district the trip goes to; null while it stays in the car's own. */
  destination: string | null;
}

/** A new dialog's choices: with the driver when the car offers one. */
export const firstTripChoices = (car: Car): TripChoicesState => ({
  withDriver: offersDriver(car),
  pickupTime: '',
  pickupPlace: '',
  destination: null,
});

/** What is missing before Confirm, as each field says it; nothing when the car is self-drive only. */
export interface TripChoicesProblems {
  pickupTime?: string;
  pickupPlace?: string;
}

interface TripChoicesFieldsProps {
  car: Car;
  choices: TripChoicesState;
  onChange: (choices: TripChoicesState) => void;
  /** The pickup must be given (a car that offers a driver). */
  pickupRequired: boolean;
  problems: TripChoicesProblems;
  disabled?: boolean;
}

export function TripChoicesFields({
  car,
  choices,
  onChange,
  pickupRequired,
  problems,
  disabled,
}: TripChoicesFieldsProps) {
  const t = useT();
  const change = (next: Partial<TripChoicesState>) => onChange({ ...choices, ...next });
  return (
    <Stack gap="3">
      <DriverChoice
        car={car}
        withDriver={choices.withDriver}
        onChange={change}
        disabled={disabled}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root
          required={pickupRequired}
          invalid={Boolean(problems.pickupTime)}
          disabled={disabled}
        >
          <Field.Label>
            {t('Pickup time')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="time"
            name="pickupTime"
            value={choices.pickupTime}
            onChange={(event) => change({ pickupTime: event.target.value })}
          />
          {problems.pickupTime ? (
            <Field.ErrorText>{problems.pickupTime}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('On the first day, Bangladesh time.')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root
          required={pickupRequired}
          invalid={Boolean(problems.pickupPlace)}
          disabled={disabled}
        >
          <Field.Label>
            {t('Pickup place')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="pickupPlace"
            autoComplete="street-address"
            maxLength={PICKUP_PLACE_MAX_LENGTH}
            value={choices.pickupPlace}
            onChange={(event) => change({ pickupPlace: event.target.value })}
          />
          {problems.pickupPlace ? (
            <Field.ErrorText>{problems.pickupPlace}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('An address or a landmark.')}</Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>
      {choices.withDriver && (
        <DestinationPicker
          car={car}
          destination={choices.destination}
          onChange={(destination) => change({ destination })}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

/**
 * With the driver or self-drive: two radios in a named group when the car offers both, the one it
 * offers said as text otherwise.
 */
function DriverChoice({
  car,
  withDriver,
  onChange,
  disabled,
}: {
  car: Car;
  withDriver: boolean;
  onChange: (next: Partial<TripChoicesState>) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const name = useId();
  if (!offersSelfDrive(car))
    return <Text fontSize="sm">{t('This car is rented with its driver.')}</Text>;
  if (!offersDriver(car))
    return <Text fontSize="sm">{t('This car is self-drive: you drive it.')}</Text>;
  const options = [
    { value: true, label: t('With a driver') },
    { value: false, label: t('Self-drive (you drive)') },
  ];
  return (
    <Box asChild borderWidth="0" p="0" m="0" minW="0">
      <fieldset disabled={disabled}>
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
          {t('How you travel')}
        </Text>
        <HStack gap="2" wrap="wrap">
          {options.map((option) => (
            <HStack
              as="label"
              key={String(option.value)}
              gap="2"
              px="3"
              py="2"
              borderWidth="1px"
              borderRadius="md"
              cursor="pointer"
              fontSize="sm"
              borderColor={withDriver === option.value ? 'colorPalette.solid' : 'border'}
              colorPalette="brand"
              _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              <input
                type="radio"
                name={name}
                checked={withDriver === option.value}
                onChange={() => onChange({ withDriver: option.value })}
              />
              {option.label}
            </HStack>
          ))}
        </HStack>
      </fieldset>
    </Box>
  );
}

/**
 * Where a trip with the driver goes: "Stays in Dhaka" (the car's district) or one of the others,
 * the list narrowed by a search in English or Bangla (older spellings too: "Cox", "কক্স").
 */
function DestinationPicker({
  car,
  destination,
  onChange,
  disabled,
}: {
  car: Car;
  destination: string | null;
  onChange: (destination: string | null) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const found = searchDistricts(search).filter((district) => district.id !== car.district);
  // The one chosen stays listed, whatever the search, so the select shows it.
  const chosenDistrict = destination === null ? undefined : districtById(destination);
  const chosen = chosenDistrict && !found.includes(chosenDistrict) ? [chosenDistrict] : [];
  const stays = t('Stays in {district}', {
    district: nameIn(car.districtNames, language),
  });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Field.Root disabled={disabled}>
        <Field.Label>{t('Search districts')}</Field.Label>
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter takes the first district found.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const first = found[0];
            if (search.trim() !== '' && first) onChange(first.id);
          }}
        />
        <Field.HelperText>
          {search.trim() !== '' && found.length === 0
            ? t('No district matches.')
            : t('In English or Bangla.')}
        </Field.HelperText>
      </Field.Root>
      <Field.Root disabled={disabled}>
        <Field.Label>{t('Destination district')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="destinationDistrict"
            value={destination ?? ''}
            onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{stays}</option>
            {[...chosen, ...found].map((district) => (
              <option key={district.id} value={district.id}>
                {districtNameIn(district, language)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </SimpleGrid>
  );
}
