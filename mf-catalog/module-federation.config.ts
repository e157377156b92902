// What the catalog remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: 'catalog',
  exposes: {
    './recent-listings': './src/features/recent-listings/recent-listings-route.tsx',
    './available-cars-route': './src/features/available-cars/available-cars-route.tsx',
    './car-details-route': './src/features/car-details/car-details-route.tsx',
  },
  // What a first visit renders with this remote, and the API answers its loaders fetch there
  // (exactly as they ask for them): the first-visit page preloads both. Home's Recent Listings
  // are not one: they load when their place nears the screen (shell/src/features/home/).
  firstRoutes: {
    '/available': { modules: ['./available-cars-route'], data: ['/api/cars'] },
  },
} as const;
