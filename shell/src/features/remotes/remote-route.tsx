import type { RemoteModuleId, RemoteModules, RouteModule } from '@carzone/federation/contracts';
import {
  isRouteErrorResponse,
  useRevalidator,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { useEffect, type ComponentType } from 'react';
import { PageLoading } from '../layout/page-loading.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { AreaUnavailable } from './area-unavailable.tsx';
import { areaLabel, loadedRemoteModule, loadRemoteModule } from './load-remote-module.ts';

type RouteModuleId = {
  [Id in RemoteModuleId]: RemoteModules[Id] extends RouteModule ? Id : never;
}[RemoteModuleId];

const loadedPage = (moduleId: RouteModuleId) =>
  loadedRemoteModule(moduleId) as RouteModule | undefined;

/**
 * A route whose page (loader and view) lives in a remote. The shell's own loader fetches the
 * remote's code first, then runs the remote's loader, so by the time the route renders its page
 * is there; any failure on the way reaches this route's ErrorBoundary, inside the layout. On a
 * first visit `Loading` shows in the page region meanwhile.
 */
export function remoteRoute(
  path: string,
  moduleId: RouteModuleId,
  { Loading = PageLoading }: { Loading?: ComponentType } = {},
): RouteObject {
  return {
    path,
    HydrateFallback: Loading,
    loader: async (args: LoaderFunctionArgs) => {
      const page = (await loadRemoteModule(moduleId)) as RouteModule;
      return page.loader ? page.loader(args) : null;
    },
    shouldRevalidate: (args: ShouldRevalidateFunctionArgs) =>
      loadedPage(moduleId)?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate,
    Component: () => {
      const Page = loadedPage(moduleId)?.Component;
      return Page ? <Page /> : null;
    },
    ErrorBoundary: () => <RemoteRouteError moduleId={moduleId} />,
  };
}

function RemoteRouteError({ moduleId }: { moduleId: RemoteModuleId }) {
  const error = useRouteError();
  // A remote's loader answers 404 for what does not exist (a car id, say): that is a page, not an outage.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage message={String(error.data ?? '')} />;
  }
  return <AreaUnavailableAfter error={error} moduleId={moduleId} />;
}

function AreaUnavailableAfter({ error, moduleId }: { error: unknown; moduleId: RemoteModuleId }) {
  const revalidator = useRevalidator();
  useEffect(() => console.error(error), [error]);
  return (
    <AreaUnavailable area={areaLabel(moduleId)} onRetry={() => void revalidator.revalidate()} />
  );
}
