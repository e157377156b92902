// Runs this remote alone, for working on it without the shell.
import { KitProvider, setSignedOut } from '@carzone/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { harnessRoutes } from './harness-routes.tsx';

setSignedOut();
const router = createBrowserRouter(harnessRoutes, {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>
  </StrictMode>,
);
