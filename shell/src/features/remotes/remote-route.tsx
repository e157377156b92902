import type { RemoteModuleId, RemoteModules, RouteModule } from '@carzone/federation/contracts';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router-dom';
import { NotFoundContent } from '../not-found/not-found-page.tsx';
import { AreaUnavailable } from './area-unavailable.tsx';
import { areaLabel, loadRemoteModule } from './load-remote-module.ts';

type RouteModuleId = {
  [Id in RemoteModuleId]: RemoteModules[Id] extends RouteModule ? Id : never;
}[RemoteModuleId];

/** A route whose page (loader and view) lives in a remote, fetched when first visited. */
export function remoteRoute(path: string, moduleId: RouteModuleId): RouteObject {
  return {
    path,
    lazy: async () => {
      const { loader, shouldRevalidate, Component } = (await loadRemoteModule(
        moduleId,
      )) as RouteModule;
      return { loader, shouldRevalidate, Component };
    },
    ErrorBoundary: () => <RemoteRouteError moduleId={moduleId} />,
  };
}

function RemoteRouteError({ moduleId }: { moduleId: RemoteModuleId }) {
  const error = useRouteError();
  // A remote's loader answers 404 for what does not exist (a car id, say): that is a page, not an outage.
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundContent message={String(error.data ?? '')} />;
  console.error(error);
  return <AreaUnavailable area={areaLabel(moduleId)} onRetry={() => window.location.reload()} />;
}
