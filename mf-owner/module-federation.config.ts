// What the owner remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: 'owner',
  exposes: {
    './add-car-route': './src/features/add-car/add-car-route.tsx',
    './my-cars-route': './src/features/my-cars/my-cars-route.tsx',
    './update-car-route': './src/features/update-car/update-car-route.tsx',
    './car-calendar-route': './src/features/car-calendar/car-calendar-route.tsx',
    './requests-route': './src/features/requests/requests-route.tsx',
  },
  // My Cars says what it waits for (the signed-in owner, then their cars), in these words, from
  // the first moment: the shell shows them before this remote's code is there. Their translations
  // are the area's, in src/locales (the build publishes them with the English).
  firstRoutes: {
    '/cars/:email': {
      modules: ['./my-cars-route'],
      loading: 'Loading cars...',
    },
  },
} as const;
