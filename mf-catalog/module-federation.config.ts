// What the catalog remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: 'catalog',
  exposes: {
    './recent-listings': './src/features/recent-listings/recent-listings-route.tsx',
    './available-cars-route': './src/features/available-cars/available-cars-route.tsx',
    './car-details-route': './src/features/car-details/car-details-route.tsx',
  },
} as const;
