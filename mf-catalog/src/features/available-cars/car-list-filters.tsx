import { formatNumberIn } from '@carzone/domain';
import {
  Badge,
  Box,
  Button,
  Field,
  Input,
  SimpleGrid,
  Stack,
  useLanguage,
  useUntilHydrated,
  VisuallyHidden,
} from '@carzone/web-kit';
import { SearchDatesFields } from '@carzone/ui/date-fields';
import { useId, useState } from 'react';
import { LuSlidersHorizontal, LuX } from 'react-icons/lu';
import { useT } from '../../locales/messages.ts';
import type { CarListDrafts, PriceErrors } from './use-car-list-query.ts';

interface CarListFiltersProps {
  drafts: CarListDrafts;
  priceErrors: PriceErrors;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
  onClearDates: () => void;
  onMinPriceChange: (text: string) => void;
  onMaxPriceChange: (text: string) => void;
}

/** How many filters are set: the dates (a pair counts once) and each price bound. */
export function countFilters({ from, to, minPrice, maxPrice }: CarListDrafts): number {
  return [from || to, minPrice.trim(), maxPrice.trim()].filter(Boolean).length;
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
 * The dates the car must be free on (From, and To, the day it comes back) and the daily price
 * range. On a phone they fold behind one "Filters" button that says how many are set.
 */
export function CarListFilters({
  drafts,
  priceErrors,
  onFromChange,
  onToChange,
  onClearDates,
  onMinPriceChange,
  onMaxPriceChange,
}: CarListFiltersProps) {
  const t = useT();
  const language = useLanguage();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const untilHydrated = useUntilHydrated();
  const { from, to } = drafts;
  const count = countFilters(drafts);
  const shownCount = formatNumberIn(count, language);

  return (
    <Stack gap="3">
      <Button
        display={{ base: 'inline-flex', md: 'none' }}
        variant="outline"
        colorPalette="brand"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
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
      <Box id={panelId} display={{ base: open ? 'block' : 'none', md: 'block' }}>
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
