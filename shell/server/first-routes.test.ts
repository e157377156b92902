import { describe, expect, it } from 'vitest';
import { firstRoute } from './first-routes.ts';

describe('firstRoute', () => {
  it('gives Home the catalog’s Recent Listings, marketing’s sections and the 6 newest cars', () => {
    expect(firstRoute('/')).toEqual({
      modules: ['mf_catalog/recent-listings', 'mf_marketing/home-sections'],
      data: ['/api/allCars?limit=6'],
    });
    expect(firstRoute('/index.html')).toEqual(firstRoute('/'));
    expect(firstRoute('/available')).toEqual({
      modules: ['mf_catalog/available-cars-route'],
      data: ['/api/cars'],
    });
    expect(firstRoute('/about')).toEqual({ modules: [], data: [] });
  });
});
