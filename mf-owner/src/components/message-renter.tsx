// "Message" wherever the owner's pages show a booking's renter (a booking still to come, a trip to
// review, a request, a day on the car's calendar): a link to the conversation with the renter
// about that booking, which the booking's id opens for either side.
import { Button, RouterLink, routes } from '@carzone/web-kit';
import { useT } from '../locales/messages.ts';

export function MessageRenterLink({
  bookingId,
  renterName,
}: {
  /** The booking (or request) whose conversation it opens. */
  bookingId: string;
  /** As the booking names them; '' for a renter who gave no name. */
  renterName: string;
}) {
  const t = useT();
  // Its words start its name (Message Rahim Uddin), so a voice can say them; a renter who gave no
  // name is told apart by where the link stands.
  const name = renterName ? t('Message {renter}', { renter: renterName }) : t('Message the renter');
  return (
    <Button asChild variant="outline" size="2xs">
      <RouterLink to={routes.bookingMessages.getHref(bookingId)} aria-label={name}>
        {t('Message')}
      </RouterLink>
    </Button>
  );
}
