import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ShellText } from '../locales/messages.ts';
import { AreaUnavailable } from './area-unavailable.tsx';

/** Keeps a remote's crash inside its own region of the page. */
export function RemoteRegion({
  area,
  children,
  fallbackChildren,
}: {
  area: ShellText;
  children: ReactNode;
  fallbackChildren?: ReactNode;
}) {
  return (
    <ErrorBoundary
      onError={(error) => console.error(`The ${area} crashed`, error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <>
          <AreaUnavailable area={area} onRetry={resetErrorBoundary} />
          {fallbackChildren}
        </>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
