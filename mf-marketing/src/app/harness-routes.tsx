import { type RouteObject } from '@carzone/web-kit';
import * as about from '../features/about/about-route.tsx';
import * as contact from '../features/contact/contact-route.tsx';
import * as faq from '../features/faq/faq-route.tsx';
import HomeSections from '../features/home-sections/home-sections.tsx';

export const harnessRoutes: RouteObject[] = [
  {
    path: '/',
    element: <HomeSections recentListings={<p>Recent Listings come from the catalog remote.</p>} />,
  },
  { path: '/about', ...about },
  { path: '/faq', ...faq },
  { path: '/contact', ...contact },
];
