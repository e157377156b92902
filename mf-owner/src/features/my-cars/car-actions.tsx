import type { Car } from '@carzone/domain';
import { Button, HStack, RouterLink, routes } from '@carzone/web-kit';

/** Update (the car's form) and Delete (after a confirmation) for one car. */
export function CarActions({ car, onDelete }: { car: Car; onDelete: (car: Car) => void }) {
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button asChild size="xs" variant="outline" colorPalette="brand">
        <RouterLink to={routes.updateCar.getHref(car._id)} aria-label={`Update ${car.carModel}`}>
          Update
        </RouterLink>
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Delete ${car.carModel}`}
        onClick={() => onDelete(car)}
      >
        Delete
      </Button>
    </HStack>
  );
}
