// The Available Cars page (/available), exposed as `./available-cars-route`.
import { CAR_PAGE_SIZE } from '@carzone/domain';
import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from '@carzone/web-kit';
import { fetchCarPage } from './car-page-api.ts';
import { loadCarList } from '../../lib/load-car-list.ts';
import { preloadFirstCardPhoto } from '../../lib/preload-photo.ts';
import { AvailableCars, type AvailableCarsLoad } from './available-cars.tsx';
import { carListDataKey, carListSearch, readCarListAddress } from './car-list-address.ts';

/**
 * The first page of the cars the address asks for (`?q=&sort=&from=&to=&minPrice=&maxPrice=`),
 * searched, filtered and sorted by the server; dates or prices the server would refuse (an old
 * link's past days) are left out, and the page says why. A failed call shows a message on the
 * page instead of an error boundary.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<AvailableCarsLoad> {
  const { params } = carListSearch(readCarListAddress(new URL(request.url).searchParams));
  return loadCarList(async () => {
    const page = await fetchCarPage({ ...params, limit: CAR_PAGE_SIZE }, request.signal);
    if (Array.isArray(page.cars as unknown)) preloadFirstCardPhoto(page.cars);
    return { ...page, search: params };
  }, "We couldn't load the cars. Please try again later.");
}

/**
 * A new search, sort, dates or prices need the server; a new view (`?view=`) does not. The same address again
 * (Try again, a link to the page itself) loads afresh as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const samePage = !formMethod && currentUrl.pathname === nextUrl.pathname;
  if (samePage && currentUrl.search !== nextUrl.search) {
    return carListDataKey(currentUrl.search) !== carListDataKey(nextUrl.search);
  }
  return defaultShouldRevalidate;
}

export function Component() {
  return <AvailableCars listing={useLoaderData() as AvailableCarsLoad} />;
}
