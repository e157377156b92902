import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { pageStyleCache } from './page-style-cache';
import { carZoneSystem } from './theme';
import { AppToaster } from './toaster';

/**
 * Theme, style cache and toaster for the page; the shell mounts it once, a remote's harness when
 * alone. Rendered ahead of time (in Node), the style cache is the renderer's own.
 */
export function KitProvider({ children }: { children: ReactNode }) {
  const kit = (
    <ChakraProvider value={carZoneSystem()}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
  if (typeof document === 'undefined') return kit;
  return <CacheProvider value={pageStyleCache()}>{kit}</CacheProvider>;
}
