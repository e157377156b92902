import { KitProvider, RouterProvider } from '@carzone/web-kit';
import { useEffect } from 'react';
import type { createAppRouter } from './router.tsx';

/**
 * The whole app, as the browser renders it and as the prerender renders a first screen ahead of
 * time (src/prerender/): the two must be the same tree for React to take over the page's HTML.
 * `onMounted` runs once the page is React's (after hydration, or the first render).
 */
export function AppFrame({
  router,
  onMounted,
}: {
  router: ReturnType<typeof createAppRouter>;
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>
  );
}
