import type { Car } from '@carzone/domain';
import { Button, HStack, RouterLink, routes } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/**
 * Update (the car's form), Calendar (its bookings and blocked days) and Delete (after a
 * confirmation) for one car.
 */
export function CarActions({ car, onDelete }: { car: Car; onDelete: (car: Car) => void }) {
  const t = useT();
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button asChild size="xs" variant="outline" colorPalette="brand">
        <RouterLink
          to={routes.updateCar.getHref(car._id)}
          aria-label={t('Update {carModel}', { carModel: car.carModel })}
        >
          {t('Update')}
        </RouterLink>
      </Button>
      <Button asChild size="xs" variant="outline" colorPalette="brand">
        <RouterLink
          to={routes.carCalendar.getHref(car._id)}
          aria-label={t('Calendar of {carModel}', { carModel: car.carModel })}
        >
          {t('Calendar')}
        </RouterLink>
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={t('Delete {carModel}', { carModel: car.carModel })}
        onClick={() => onDelete(car)}
      >
        {t('Delete')}
      </Button>
    </HStack>
  );
}
