import { carStatusLabel, isCarAvailable, type Car } from '@carzone/domain';
import { Badge, type BadgeProps } from '@carzone/web-kit';

/**
 * A car's booking status as every list shows it: green 'Available', red 'Unavailable' (an empty or
 * unknown status included). Shared by the catalog and the owner area so both read the same.
 */
export function CarStatusBadge({
  car,
  ...badgeProps
}: { car: Pick<Car, 'bookingStatus'> } & Omit<BadgeProps, 'colorPalette' | 'children'>) {
  return (
    <Badge colorPalette={isCarAvailable(car) ? 'green' : 'red'} variant="subtle" {...badgeProps}>
      {carStatusLabel(car)}
    </Badge>
  );
}
