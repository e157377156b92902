import { useLoaderData } from 'react-router-dom';
import { fetchAllCars } from '@carzone/web-kit';

export async function loader() {
  return { cars: await fetchAllCars() };
}

export function Component() {
  const data = useLoaderData() as { cars: unknown[] };
  return <p>STUB recent-listings-route: {data.cars.length} cars</p>;
}
