// Home's Recent Listings, exposed as `./recent-listings`: the shell starts this loader with the
// Home route's and renders the Component between marketing's sections once it has answered.
import { fetchRecentCars } from '../../lib/cars-api.ts';
import { type LoaderFunctionArgs, useAsyncValue, useLoaderData } from '@carzone/web-kit';
import { loadCarList, type CarListLoad } from '../../lib/load-car-list.ts';
import type { CatalogText } from '../../locales/messages.ts';
import { RecentListings } from './recent-listings.tsx';

const RECENT_LISTINGS_FAILURE: CatalogText =
  "We couldn't load the latest cars. Please try again later.";

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
  // Home hands this loader's answer over through <Await>, so the banner never waits for it; as a
  // route of its own (the harness, the tests) it is the route's loader data. The shell hands
  // back null when running the loader failed outright; that reads as a failure too.
  const awaited = useAsyncValue() as CarListLoad | null | undefined;
  const routeData = useLoaderData() as CarListLoad | null | undefined;
  const data = awaited === undefined ? routeData : awaited;
  return <RecentListings listings={data ?? { ok: false, message: RECENT_LISTINGS_FAILURE }} />;
}
