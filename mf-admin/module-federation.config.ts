// What the admin remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
// No first routes: nobody's first visit brings anything of the console (the shell loads it for
// staff only, once they open it).
export const federationOptions = {
  remote: 'admin',
  exposes: {
    './overview-route': './src/features/overview/overview-route.tsx',
    './staff-route': './src/features/staff/staff-route.tsx',
    './audit-route': './src/features/audit/audit-route.tsx',
    './reports-route': './src/features/reports/reports-route.tsx',
    './reviews-route': './src/features/reviews/reviews-route.tsx',
    './listings-route': './src/features/listings/listings-route.tsx',
    './payments-route': './src/features/payments/payments-route.tsx',
    './people-route': './src/features/people/people-route.tsx',
    './person-route': './src/features/people/person-route.tsx',
  },
} as const;
