import { KitProvider, RouterProvider } from '@carzone/web-kit';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { startAuth } from '../features/auth/auth-loader.ts';
import { registerRemoteEntries } from '../features/remotes/load-remote-module.ts';
import { createAppRouter } from './router.tsx';

const root = createRoot(document.getElementById('root')!);

try {
  const config = await loadRuntimeConfig();
  registerRemoteEntries(config.remotes);
  startAuth(config.firebase);
  const router = createAppRouter();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is built (Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <KitProvider>
          <RouterProvider router={router} />
        </KitProvider>
      </StrictMode>,
    ),
  );
} catch (error) {
  console.error(error);
  root.render(
    <p role="alert" style={{ fontFamily: 'sans-serif', padding: '2rem' }}>
      CarZone could not start: {error instanceof Error ? error.message : String(error)}
    </p>,
  );
}
