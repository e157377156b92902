// What the booking remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: 'booking',
  exposes: {
    './booking-dialog': './src/features/booking-dialog/booking-dialog.tsx',
    './my-bookings-route': './src/features/my-bookings/my-bookings-route.tsx',
  },
} as const;
