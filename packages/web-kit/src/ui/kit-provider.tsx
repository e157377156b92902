import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { carZoneSystem } from './theme';
import { AppToaster } from './toaster';

/** Theme and toaster for the page; the shell mounts it once, a remote's harness when alone. */
export function KitProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={carZoneSystem()}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
}
