import { KitProvider } from '@carzone/web-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders as the shell would: inside the kit (theme and toaster) and a router. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <KitProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </KitProvider>,
  );
}
