// Home's Recent Listings, exposed as `./recent-listings`: the shell runs this loader for the Home
// route and renders the Component between marketing's sections.
import { fetchRecentCars } from '../../lib/cars-api.ts';
import { type LoaderFunctionArgs, useLoaderData } from '@carzone/web-kit';
import { loadCarList, type CarListLoad } from '../../lib/load-car-list.ts';
import { RecentListings } from './recent-listings.tsx';

const RECENT_LISTINGS_FAILURE = "We couldn't load the latest cars. Please try again later.";

/**
 * Never throws: a failed call must not take Home down, so it becomes a message in the section.
 * The server picks and orders the newest cars, so Home downloads six cars, not the catalogue.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<CarListLoad> {
  return loadCarList(
    async () => ({ cars: await fetchRecentCars(request.signal) }),
    RECENT_LISTINGS_FAILURE,
  );
}

export function Component() {
  // The shell hands back null when running the loader failed outright; that reads as a failure too.
  const data = useLoaderData() as CarListLoad | null | undefined;
  return <RecentListings listings={data ?? { ok: false, message: RECENT_LISTINGS_FAILURE }} />;
}
