import type { Booking } from '@carzone/domain';
import { Button, RouterLink, routes } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/**
 * "Message", among a booking's actions: the conversation with the car's owner about it. Every
 * booking has one, its car deleted or not, as the conversation outlives the car.
 */
export function MessageOwnerLink({ booking }: { booking: Booking }) {
  const t = useT();
  return (
    <Button asChild size="xs" variant="outline" alignSelf="start">
      {/* Its name begins with the words it shows, so voice control finds it by them. */}
      <RouterLink
        to={routes.bookingMessages.getHref(booking._id)}
        aria-label={t('Message the owner of {carModel}', { carModel: booking.carModel })}
      >
        {t('Message')}
      </RouterLink>
    </Button>
  );
}
