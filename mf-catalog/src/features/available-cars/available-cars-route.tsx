// The Available Cars page (/available), exposed as `./available-cars-route`.
import { CAR_PAGE_SIZE, type CarListParams } from '@carzone/domain';
import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from '@carzone/web-kit';
import { isKnownDistrict } from '@carzone/ui/district-select';
import { fetchCarPage } from './car-page-api.ts';
import { loadCarList } from '../../lib/load-car-list.ts';
import { preloadFirstCardPhoto } from '../../lib/preload-photo.ts';
import { AvailableCars, type AvailableCarsLoad } from './available-cars.tsx';
import { carListDataKey, carListSearch, readCarListAddress } from './car-list-address.ts';

/**
 * The first page of `params`. A district the address names that is none of the 64 (a hand-edited
 * link) is refused by the server; only then is the list of districts fetched to tell, and the
 * search is made again without it. A known district costs the first visit nothing more.
 */
async function fetchFirstPage(params: CarListParams, signal: AbortSignal) {
  const first = { ...params, limit: CAR_PAGE_SIZE };
  try {
    return { page: await fetchCarPage(first, signal), search: params };
  } catch (error) {
    if (!params.district || (await isKnownDistrict(params.district))) throw error;
    const search: CarListParams = { ...params };
    delete search.district;
    return { page: await fetchCarPage({ ...search, limit: CAR_PAGE_SIZE }, signal), search };
  }
}

/**
 * The first page of the cars the address asks for (`?q=&sort=&from=&to=&minPrice=&maxPrice=&driver=&district=&minSeats=`),
 * searched, filtered and sorted by the server; dates or prices the server would refuse (an old
 * link's past days) are left out, and the page says why; an unknown driver, district or seats are
 * left out too. A failed call shows a message on the
 * page instead of an error boundary.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<AvailableCarsLoad> {
  const { params } = carListSearch(readCarListAddress(new URL(request.url).searchParams));
  return loadCarList(async () => {
    const { page, search } = await fetchFirstPage(params, request.signal);
    if (Array.isArray(page.cars as unknown)) preloadFirstCardPhoto(page.cars);
    return { ...page, search };
  }, "We couldn't load the cars. Please try again later.");
}

/**
 * A new search, sort, dates, prices, driver, district or seats need the server; a new view (`?view=`) does not. The same address again
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
