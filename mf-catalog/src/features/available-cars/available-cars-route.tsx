// The Available Cars page (/available), exposed as `./available-cars-route`.
import { CAR_PAGE_SIZE } from '@carzone/domain';
import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from '@carzone/web-kit';
import { fetchCarPage } from '../../lib/cars-api.ts';
import { loadCarList } from '../../lib/load-car-list.ts';
import { preloadFirstCardPhoto } from '../../lib/preload-photo.ts';
import { AvailableCars, type AvailableCarsLoad } from './available-cars.tsx';
import { carListDataKey, readCarListAddress } from './car-list-address.ts';

/**
 * The first page of the cars the address asks for (`?q=&sort=`), searched and sorted by the
 * server. A failed call shows a message on the page instead of an error boundary.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<AvailableCarsLoad> {
  const { q, sort } = readCarListAddress(new URL(request.url).searchParams);
  return loadCarList(async () => {
    const page = await fetchCarPage({ q, sort, limit: CAR_PAGE_SIZE }, request.signal);
    if (Array.isArray(page.cars as unknown)) preloadFirstCardPhoto(page.cars);
    return { ...page, q, sort };
  }, "We couldn't load the cars. Please try again later.");
}

/**
 * A new search or sort needs the server; a new view (`?view=`) does not. The same address again
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
