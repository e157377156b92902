import { Container } from '@chakra-ui/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import * as availableCars from '../features/available-cars/available-cars-route.tsx';
import * as carDetails from '../features/car-details/car-details-route.tsx';
import * as recentListings from '../features/recent-listings/recent-listings-route.tsx';

/** The remote's pages as the shell mounts them, inside a plain page frame instead of the site layout. */
export const harnessRoutes: RouteObject[] = [
  {
    element: (
      <Container maxW="7xl" py={{ base: 6, md: 10 }}>
        <Outlet />
      </Container>
    ),
    HydrateFallback: () => null,
    children: [
      { path: '/', ...recentListings },
      { path: '/available', ...availableCars },
      { path: '/car/:id', ...carDetails },
    ],
  },
];
