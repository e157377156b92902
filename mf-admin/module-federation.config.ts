// What the admin remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: 'admin',
  exposes: {
    './admin-route': './src/features/admin/admin-route.tsx',
  },
} as const;
