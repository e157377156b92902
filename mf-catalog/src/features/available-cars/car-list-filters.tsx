import { formatNumberIn, type CarDriverFilter } from '@carzone/domain';
import {
  Badge,
  Box,
  Button,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  useLanguage,
  useUntilHydrated,
  VisuallyHidden,
} from '@carzone/web-kit';
import { SearchDatesFields } from '@carzone/ui/date-fields';
import {
  DistrictSelect,
  useDistricts,
  wantDistricts,
  type DistrictNames,
} from '@carzone/ui/district-select';
import { useId, useState, type ReactNode } from 'react';
import { LuSlidersHorizontal, LuX } from 'react-icons/lu';
import { useT } from '../../locales/messages.ts';
import { readMinSeats, SEAT_CHOICES } from './car-list-address.ts';
import type { CarListChoices, CarListDrafts, PriceErrors } from './use-car-list-query.ts';

interface CarListFiltersProps {
  drafts: CarListDrafts;
  choices: CarListChoices;
  /** The names of `choices.district`, when a listed car is in it. */
  districtNames?: DistrictNames;
  priceErrors: PriceErrors;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
  onClearDates: () => void;
  onMinPriceChange: (text: string) => void;
  onMaxPriceChange: (text: string) => void;
  onDriverChange: (driver: CarDriverFilter | null) => void;
  onDistrictChange: (district: string) => void;
  onMinSeatsChange: (minSeats: number | null) => void;
}

/**
 * How many filters are set: the dates (a pair counts once), each price bound, the driver, the
 * district and the seats.
 */
export function countFilters(
  { from, to, minPrice, maxPrice }: CarListDrafts,
  { driver, district, minSeats }: CarListChoices,
): number {
  return [from || to, minPrice.trim(), maxPrice.trim(), driver, district, minSeats !== null].filter(
    Boolean,
  ).length;
}

/** A labelled native select of the filters. */
function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function DriverSelect({
  driver,
  onChange,
}: {
  driver: CarDriverFilter | null;
  onChange: (driver: CarDriverFilter | null) => void;
}) {
  const t = useT();
  return (
    <FilterSelect
      label={t('Driver')}
      value={driver ?? ''}
      onChange={(value) => onChange(value === 'with' || value === 'self' ? value : null)}
    >
      <option value="">{t('Any')}</option>
      <option value="with">{t('With driver')}</option>
      <option value="self">{t('Self-drive')}</option>
    </FilterSelect>
  );
}

/** "4+" (in the page's digits): cars with at least that many seats. */
function SeatsSelect({
  minSeats,
  onChange,
}: {
  minSeats: number | null;
  onChange: (minSeats: number | null) => void;
}) {
  const t = useT();
  const language = useLanguage();
  // A link may ask for a number the select does not offer (6): it is shown among them.
  const choices = [...new Set<number>([...SEAT_CHOICES, ...(minSeats === null ? [] : [minSeats])])];
  return (
    <FilterSelect
      label={t('Number of seats')}
      value={minSeats === null ? '' : String(minSeats)}
      onChange={(value) => onChange(readMinSeats(value))}
    >
      <option value="">{t('Any')}</option>
      {choices
        .sort((a, b) => a - b)
        .map((seats) => (
          <option key={seats} value={String(seats)}>
            {`${formatNumberIn(seats, language)}+`}
          </option>
        ))}
    </FilterSelect>
  );
}

function PriceField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const t = useT();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={t('Any')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The dates the car must be free on (From, and To, the day it comes back), the daily price range,
 * the driver (with one or self-drive), the car's district and its seats. On a phone they fold
 * behind one "Filters" button that says how many are set; opening it fetches the districts.
 */
export function CarListFilters({
  drafts,
  choices,
  districtNames,
  priceErrors,
  onFromChange,
  onToChange,
  onClearDates,
  onMinPriceChange,
  onMaxPriceChange,
  onDriverChange,
  onDistrictChange,
  onMinSeatsChange,
}: CarListFiltersProps) {
  const t = useT();
  const language = useLanguage();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const untilHydrated = useUntilHydrated();
  const { from, to } = drafts;
  const districts = useDistricts();
  // A district the list does not have was left out of the search (`loader`): it is not set.
  const district =
    districts && !districts.some(({ id }) => id === choices.district) ? '' : choices.district;
  const count = countFilters(drafts, { ...choices, district });
  const shownCount = formatNumberIn(count, language);

  return (
    <Stack gap="3">
      <Button
        display={{ base: 'inline-flex', md: 'none' }}
        variant="outline"
        colorPalette="brand"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) wantDistricts();
          setOpen((wasOpen) => !wasOpen);
        }}
        {...untilHydrated}
      >
        <LuSlidersHorizontal aria-hidden />
        {t('Filters')}
        {count > 0 && (
          <>
            <Badge colorPalette="brand" variant="solid" aria-hidden>
              {shownCount}
            </Badge>
            <VisuallyHidden>{t(', {count} set', { count: shownCount })}</VisuallyHidden>
          </>
        )}
      </Button>
      <Box
        id={panelId}
        display={{ base: open ? 'block' : 'none', md: 'block' }}
        // A person using the filters will likely want the districts: fetched then, not before.
        onFocusCapture={wantDistricts}
        onPointerEnter={wantDistricts}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="start">
          <SearchDatesFields
            from={from}
            to={to}
            onFromChange={onFromChange}
            onToChange={onToChange}
          />
          <PriceField
            label={t('Min price ($/day)')}
            value={drafts.minPrice}
            error={priceErrors.minPrice && t(priceErrors.minPrice)}
            onChange={onMinPriceChange}
          />
          <PriceField
            label={t('Max price ($/day)')}
            value={drafts.maxPrice}
            error={priceErrors.maxPrice && t(priceErrors.maxPrice)}
            onChange={onMaxPriceChange}
          />
          <DriverSelect driver={choices.driver} onChange={onDriverChange} />
          <DistrictSelect district={district} names={districtNames} onChange={onDistrictChange} />
          <SeatsSelect minSeats={choices.minSeats} onChange={onMinSeatsChange} />
        </SimpleGrid>
        {(from || to) && (
          <Button variant="ghost" size="sm" mt="2" colorPalette="brand" onClick={onClearDates}>
            <LuX aria-hidden />
            {t('Clear dates')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
