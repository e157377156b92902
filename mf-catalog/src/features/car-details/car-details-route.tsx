// The Car details page (/car/:id), exposed as `./car-details-route`.
import { type Car, type OwnerRecord } from '@carzone/domain';
import type { CarDetailsProps } from '@carzone/federation/contracts';
import { ApiError, data, type LoaderFunctionArgs, useLoaderData } from '@carzone/web-kit';
import { fetchCar, fetchOwnerRecord } from '../../lib/cars-api.ts';
import { t, type CatalogText } from '../../locales/messages.ts';
import { CarDetails } from './car-details.tsx';
import { loadFirstReviews, type ReviewsLoad } from './car-reviews-api.ts';

const CAR_NOT_FOUND: CatalogText = "We couldn't find that car. It may have been removed.";

/**
 * A car that does not exist (404) or an id that cannot be one (400) is a not-found page, which the
 * shell shows for a 404 route error response (its words in the language shown now, as the shell
 * shows them as they are); any other failure is rethrown for its area fallback.
 */
export interface CarDetailsLoad {
  car: Car;
  /** How often the owner canceled; null when it could not be had (the page shows the car alone). */
  ownerRecord: OwnerRecord | null;
  /**
   * The first page of its reviews, asked for once the car is in and not waited for: the page shows
   * the car at once and its Reviews section when they come (never thrown: a failure says so there).
   */
  reviews: Promise<ReviewsLoad>;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<CarDetailsLoad> {
  if (!params.id) throw data(t(CAR_NOT_FOUND), { status: 404 });
  const ownerRecord = fetchOwnerRecord(params.id, request.signal).catch(() => null);
  let car: Car;
  try {
    car = await fetchCar(params.id, request.signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(t(CAR_NOT_FOUND), { status: 404 });
    }
    throw error;
  }
  return {
    car,
    ownerRecord: await ownerRecord,
    reviews: loadFirstReviews(car._id, request.signal),
  };
}

export function Component({ BookingSlot }: CarDetailsProps) {
  const { car, ownerRecord, reviews } = useLoaderData() as CarDetailsLoad;
  return (
    <CarDetails car={car} ownerRecord={ownerRecord} reviews={reviews} BookingSlot={BookingSlot} />
  );
}
