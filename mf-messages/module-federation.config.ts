// What the messages remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: 'messages',
  exposes: {
    './messages-route': './src/features/messages/messages-route.tsx',
  },
} as const;
