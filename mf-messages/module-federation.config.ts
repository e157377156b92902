// What the messages remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
// No first routes: the conversations are a signed-in person's, loaded once they open them.
export const federationOptions = {
  remote: 'messages',
  exposes: {
    './messages-route': './src/features/messages/messages-route.tsx',
    './thread-route': './src/features/thread/thread-route.tsx',
    './ask-owner-route': './src/features/ask-owner/ask-owner-route.tsx',
    './booking-thread-route': './src/features/booking-thread/booking-thread-route.tsx',
  },
} as const;
