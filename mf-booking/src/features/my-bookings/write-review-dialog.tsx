import { formatCalendarDateIn } from '@carzone/domain';
import { useLanguage, useSendChange } from '@carzone/web-kit';
import { lazy } from 'react';
import { writeReview } from '../../lib/bookings-api.ts';
import { useT } from '../../locales/messages.ts';
import type { ReviewableBooking } from './booking-actions.ts';

// The form's code comes when a renter first opens it: My Bookings' visit does not bring it.
const ReviewDialog = lazy(() =>
  import('@carzone/ui/review-dialog').then((module) => ({ default: module.ReviewDialog })),
);

/**
 * The renter's review of a completed trip's car: sent to the API, "Review published"
 * when the owner had written theirs (both are read from now on), else "Review saved" (hidden until
 * the owner writes or the window closes); the server's refusal as it words it, the list reloaded.
 */
export function WriteReviewDialog({
  booking,
  onClose,
}: {
  booking: ReviewableBooking;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { send } = useSendChange();
  return (
    <ReviewDialog
      side="renter"
      details={`${booking.carModel}, ${formatCalendarDateIn(booking.startDate, language)} – ${formatCalendarDateIn(booking.endDate, language)}`}
      send={(input) =>
        send(() => writeReview(booking._id, input), {
          failure: { title: t('The review was not sent'), description: t('Try again later.') },
          done: (answer) =>
            answer.mine?.publishedAt
              ? { title: t('Review published') }
              : {
                  title: t('Review saved'),
                  description: t(
                    'The owner will see it once they have written theirs, or when the time to review ends.',
                  ),
                },
          refresh: true,
        })
      }
      onClose={onClose}
    />
  );
}
