// The Available Cars page (/available), exposed as `./available-cars-route`.
import { fetchCars } from '../../lib/cars-api.ts';
import {
  useLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { loadCarList, type CarListLoad } from '../../lib/load-car-list.ts';
import { AvailableCars } from './available-cars.tsx';

/** A failed call shows a message on the page instead of an error boundary. */
export function loader({ request }: LoaderFunctionArgs): Promise<CarListLoad> {
  return loadCarList(
    () => fetchCars(request.signal),
    "We couldn't load the cars. Please try again later.",
  );
}

/**
 * Search, sort and view live in the query string but are applied on the client, so a change there
 * needs no new fetch. (The shell's remote route does not pass this on yet; the harness does.)
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onlyQueryChanged =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (!formMethod && onlyQueryChanged) return false;
  return defaultShouldRevalidate;
}

export function Component() {
  return <AvailableCars listing={useLoaderData() as CarListLoad} />;
}
