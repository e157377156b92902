// What the owner remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: 'owner',
  exposes: {
    './add-car-route': './src/features/add-car/add-car-route.tsx',
    './my-cars-route': './src/features/my-cars/my-cars-route.tsx',
    './update-car-route': './src/features/update-car/update-car-route.tsx',
  },
} as const;
