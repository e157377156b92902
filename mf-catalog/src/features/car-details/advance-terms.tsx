import {
  FULL_REFUND_HOURS_BEFORE_START,
  formatNumberIn,
  NO_ADVANCE,
  type Car,
} from '@carzone/domain';
import { Stack, Text, useLanguage } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/**
 * The advance a car asks to book it, by its price: the share of the trip price paid now (through
 * the payment gateway), the rest at pickup, and the one cancellation policy's promise to renters.
 * Nothing for a car that asks none: its bookings cost nothing to make or break.
 */
export function AdvanceTerms({ car }: { car: Pick<Car, 'advancePercent'> }) {
  const t = useT();
  const language = useLanguage();
  if (!car.advancePercent || car.advancePercent <= NO_ADVANCE) return null;
  return (
    <Stack gap="0.5" fontSize="sm">
      <Text fontWeight="medium">
        {t('Advance: {percent} of the trip price now, the rest at pickup', {
          percent: `${formatNumberIn(car.advancePercent, language)}%`,
        })}
      </Text>
      <Text color="fg.muted">
        {t('Free cancellation until {hours} hours before the first day.', {
          hours: formatNumberIn(FULL_REFUND_HOURS_BEFORE_START, language),
        })}
      </Text>
    </Stack>
  );
}
