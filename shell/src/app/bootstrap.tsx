import { KitProvider } from '@carzone/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { initFirebaseAuth } from '../features/auth/firebase-auth.ts';
import { syncSessionWithFirebase } from '../features/auth/session-sync.ts';
import { registerRemoteEntries } from '../features/remotes/load-remote-module.ts';
import { createAppRouter } from './router.tsx';

const root = createRoot(document.getElementById('root')!);

try {
  const config = await loadRuntimeConfig();
  registerRemoteEntries(config.remotes);
  initFirebaseAuth(config.firebase);
  syncSessionWithFirebase();
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <KitProvider>
        <RouterProvider router={router} />
      </KitProvider>
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  root.render(
    <p role="alert" style={{ fontFamily: 'sans-serif', padding: '2rem' }}>
      CarZone could not start: {error instanceof Error ? error.message : String(error)}
    </p>,
  );
}
