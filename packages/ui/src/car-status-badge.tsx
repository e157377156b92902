import { isCarAvailable, type Car } from '@carzone/domain';
import { Badge, type BadgeProps } from '@carzone/web-kit';
import { useT } from './locales/messages';

/**
 * A car's booking status as every list shows it: green 'Available', red 'Unavailable' (an empty or
 * unknown status included), the words of `carStatusLabel` in the page's language. Shared by the
 * catalog and the owner area so both read the same.
 */
export function CarStatusBadge({
  car,
  ...badgeProps
}: { car: Pick<Car, 'bookingStatus'> } & Omit<BadgeProps, 'colorPalette' | 'children'>) {
  const t = useT();
  const available = isCarAvailable(car);
  return (
    <Badge colorPalette={available ? 'green' : 'red'} variant="subtle" {...badgeProps}>
      {available ? t('Available') : t('Unavailable')}
    </Badge>
  );
}
