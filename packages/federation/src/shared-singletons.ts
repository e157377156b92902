// The one `shared` map every federation config uses. Each entry is a singleton: exactly one
// React, one router, one Chakra/Emotion and one session store run in the page, whichever unit
// loads first providing it to the others.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  '@chakra-ui/react',
  '@emotion/react',
  '@carzone/web-kit',
] as const;

export type SharedSingleton = (typeof SINGLETONS)[number];

export function sharedSingletons(): Record<
  SharedSingleton,
  { singleton: true; requiredVersion: false }
> {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false }]),
  ) as Record<SharedSingleton, { singleton: true; requiredVersion: false }>;
}
