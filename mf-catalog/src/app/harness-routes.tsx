import type { RouteObject } from 'react-router-dom';
import * as availableCars from '../features/available-cars/available-cars-route.tsx';
import * as carDetails from '../features/car-details/car-details-route.tsx';
import * as recentListings from '../features/recent-listings/recent-listings-route.tsx';

export const harnessRoutes: RouteObject[] = [
  { path: '/', ...recentListings },
  { path: '/available', ...availableCars },
  { path: '/car/:id', ...carDetails },
];
