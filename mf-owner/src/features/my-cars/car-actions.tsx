import type { Car } from '@carzone/domain';
import { Button, HStack, RouterLink, routes } from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { useT } from '../../locales/messages.ts';

/**
 * Update (the car's form), Calendar (its bookings and blocked days) and Delete (after a
 * confirmation) for one car.
 */
export function CarActions({ car, onDelete }: { car: Car; onDelete: (car: Car) => void }) {
  const t = useT();
  const { carModel } = car;
  return (
    <HStack gap="2" flexWrap="wrap">
      <CarPageLink
        to={routes.updateCar.getHref(car._id)}
        label={t('Update {carModel}', { carModel })}
      >
        {t('Update')}
      </CarPageLink>
      <CarPageLink
        to={routes.carCalendar.getHref(car._id)}
        label={t('Calendar of {carModel}', { carModel })}
      >
        {t('Calendar')}
      </CarPageLink>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={t('Delete {carModel}', { carModel })}
        onClick={() => onDelete(car)}
      >
        {t('Delete')}
      </Button>
    </HStack>
  );
}

/** A small button to one of the car's own pages, named for screen readers by `label` (with the car). */
function CarPageLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button asChild size="xs" variant="outline" colorPalette="brand">
      <RouterLink to={to} aria-label={label}>
        {children}
      </RouterLink>
    </Button>
  );
}
