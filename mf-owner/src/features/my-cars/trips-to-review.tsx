import type { OwnerBooking, TripReviews } from '@carzone/domain';
import { HStack, Stack, Text, useLanguage, useSendChange } from '@carzone/web-kit';
import { TripStageBadge, VerifiedPhoneNumber } from '@carzone/ui';
import { TripReviewsSummary } from '@carzone/ui/trip-reviews';
import { lazy, Suspense, useState } from 'react';
import { MessageRenterLink } from '../../components/message-renter.tsx';
import { ReportRenterButton } from '../../components/report-renter.tsx';
import { stayText } from '../../components/trip-text.ts';
import { writeReview } from '../../lib/owner-cars-api.ts';
import { useT } from '../../locales/messages.ts';
import { TripList } from './trip-list.tsx';

// The form's code comes when an owner first opens it: My Cars' visit does not bring it.
const ReviewDialog = lazy(() =>
  import('@carzone/ui/review-dialog').then((module) => ({ default: module.ReviewDialog })),
);

/** A completed trip within its 14 days to review, with the owner's side of its reviews. */
export type ReviewableOwnerBooking = OwnerBooking & { reviews: TripReviews };

/**
 * A car's trips to review, apart from its upcoming bookings: each completed trip the
 * API keeps in the owner's list while it can be reviewed, with its dates and renter (and the
 * renter's verified mobile number when the API gives it), the owner's review of the
 * renter (Write a review while they may; waiting for the renter's or published) and the renter's
 * review of the car once published, and Message and Report renter.
 */
export function TripsToReview({
  carModel,
  trips,
}: {
  carModel: string;
  trips: readonly ReviewableOwnerBooking[];
}) {
  const t = useT();
  const language = useLanguage();
  const [reviewing, setReviewing] = useState<ReviewableOwnerBooking | null>(null);
  return (
    <>
      <TripList
        title={t('Trips to review')}
        label={t('Trips to review of {carModel}', { carModel })}
        gap="2.5"
      >
        {trips.map((trip) => {
          const renter = trip.renterName || t('Unnamed renter');
          return (
            <Stack as="li" key={trip._id} gap="1" fontSize="sm">
              <HStack gap="3" flexWrap="wrap">
                <Text fontWeight="medium">{stayText(trip, language)}</Text>
                <Text color={trip.renterName ? undefined : 'fg.muted'}>{renter}</Text>
                <TripStageBadge stage={trip.tripStage} size="sm" />
                {trip.bookingStatus === 'Confirmed' && trip.renterPhoneNumber && (
                  <VerifiedPhoneNumber phoneNumber={trip.renterPhoneNumber} of="renter" />
                )}
                <MessageRenterLink bookingId={trip._id} renterName={trip.renterName} />
                <ReportRenterButton bookingId={trip._id} renterName={trip.renterName} />
              </HStack>
              <TripReviewsSummary
                reviews={trip.reviews}
                subject={renter}
                onWrite={() => setReviewing(trip)}
              />
            </Stack>
          );
        })}
      </TripList>
      {reviewing && (
        <Suspense fallback={null}>
          <WriteRenterReview
            trip={reviewing}
            carModel={carModel}
            onClose={() => setReviewing(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The owner's review of a trip's renter: sent, said in a toast, the page loaded again. */
function WriteRenterReview({
  trip,
  carModel,
  onClose,
}: {
  trip: ReviewableOwnerBooking;
  carModel: string;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { send } = useSendChange();
  const renter = trip.renterName || t('Unnamed renter');
  return (
    <ReviewDialog
      side="owner"
      renterName={trip.renterName}
      details={`${renter}, ${carModel}, ${stayText(trip, language)}`}
      send={(input) =>
        send(() => writeReview(trip._id, input), {
          failure: {
            title: t('The review was not sent'),
            description: t('Please try again later.'),
          },
          done: (answer) =>
            answer.mine?.publishedAt
              ? { title: t('Review published') }
              : {
                  title: t('Review saved'),
                  description: t(
                    '{renter} will see it once they have written theirs, or when the time to review ends.',
                    { renter },
                  ),
                },
          refresh: true,
        })
      }
      onClose={onClose}
    />
  );
}
