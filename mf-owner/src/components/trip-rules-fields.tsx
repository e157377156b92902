import { MAX_ADVANCE_PERCENT, NO_ADVANCE, TRIP_RULE_LIMITS } from '@carzone/domain';
import { Box, SimpleGrid, Text } from '@carzone/web-kit';
import { SelectField, TextField } from '@carzone/ui';
import { useT, type OwnerText } from '../locales/messages.ts';
import type { CarListingGroupProps } from './car-listing-values.ts';

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
 * many hours ahead it must be booked; then how renters book (at once, or by a request the owner
 * answers) and the advance they pay to confirm (a percentage of the trip price, 0 for none). The
 * limits are the API's (`TRIP_RULE_LIMITS`); the browser's own number checks are
 * off (`noValidate`), so a refusal says the rule in the page's words.
 */
export function TripRulesFields({ bind, errorOf }: CarListingGroupProps) {
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
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="5">
        <SelectField
          label={t('How renters book')}
          error={errorOf('instantBooking')}
          options={[
            { value: 'true', label: t('Instant booking: renters book at once') },
            {
              value: 'false',
              label: t('Requests: I accept or decline each booking within 24 hours'),
            },
          ]}
          {...bind('instantBooking')}
        />
        <TextField
          label={t('Advance to book (% of the trip price)')}
          type="number"
          inputMode="numeric"
          step="1"
          min={NO_ADVANCE}
          max={MAX_ADVANCE_PERCENT}
          hint={t(
            '0 for none, or 10 to 50. Renters pay it through bKash, Nagad or a card to confirm the booking; the rest at pickup.',
          )}
          error={errorOf('advancePercent')}
          {...bind('advancePercent')}
        />
      </SimpleGrid>
    </Box>
  );
}
