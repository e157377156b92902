import type { RemoteModuleId, RemoteModules, RouteModule } from '@carzone/federation/contracts';
import {
  type ActionFunctionArgs,
  data,
  errorReferenceWords,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
  useRevalidator,
  useRouteError,
} from '@carzone/web-kit';
import { useEffect, type ComponentType } from 'react';
import { LoadingText, PageLoading } from '../components/page-loading.tsx';
import { NotAllowedPage } from '../features/not-found/not-allowed-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { withRefusalsMapped } from '../lib/remotes/loader-errors.ts';
import { keepServedRouteData, takeServedRouteData } from '../lib/remotes/served-route-data.ts';
import { AreaUnavailable } from '../components/area-unavailable.tsx';
import {
  areaLabel,
  loadedRemoteModule,
  loadRemoteModule,
} from '../lib/remotes/load-remote-module.ts';
import { loadingTextOf, type RemoteRouteHandle } from '../lib/remotes/remote-loading-texts.ts';

type RouteModuleId = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: only "is a page" is asked
  [Id in RemoteModuleId]: RemoteModules[Id] extends RouteModule<any> ? Id : never;
}[RemoteModuleId];

/** The props the shell hands a page's view (what it composes into it). */
type PagePropsOf<Id extends RouteModuleId> =
  RemoteModules[Id] extends RouteModule<infer Props> ? Props : never;

interface RemoteRouteOptions {
  /** What shows while the page's code and data load, unless its remote declared its own words. */
  Loading?: ComponentType;
}

/** Options, with `props` required exactly when the page's contract has props. */
type OptionsFor<Id extends RouteModuleId> =
  PagePropsOf<Id> extends Record<string, never>
    ? [options?: RemoteRouteOptions]
    : [options: RemoteRouteOptions & { props: PagePropsOf<Id> }];

const loadedPage = (moduleId: RouteModuleId) =>
  loadedRemoteModule(moduleId) as RouteModule<object> | undefined;

/**
 * A route whose page (loader and view) lives in a remote. The shell's own loader fetches the
 * remote's code first, then runs the remote's loader, so by the time the route renders its page
 * is there; any failure on the way reaches this route's ErrorBoundary, inside the layout. On a
 * first visit the page region says meanwhile what the remote declared for the path (its first
 * routes' `loading`, carried by the runtime manifest), else shows `Loading`.
 */
export function remoteRoute<Id extends RouteModuleId>(
  path: string,
  moduleId: Id,
  ...[options]: OptionsFor<Id>
): RouteObject {
  const Loading = options?.Loading ?? PageLoading;
  const props = (options && 'props' in options ? options.props : {}) as object;
  const handle: RemoteRouteHandle = { loadingTextPath: path };
  return {
    path,
    handle,
    HydrateFallback: () => {
      const text = loadingTextOf(path);
      return text === undefined ? <Loading /> : <LoadingText text={text} />;
    },
    loader: async (args: LoaderFunctionArgs) => {
      // Taken before anything can fail: it belongs to this first run only, not to a retry.
      const served = takeServedRouteData(moduleId, args.request);
      const page = (await loadRemoteModule(moduleId)) as RouteModule<object>;
      const { loader } = page;
      if (!loader) return null;
      if (served) return served.data;
      const data: unknown = await withRefusalsMapped(args.request, async () => loader(args));
      keepServedRouteData(moduleId, args.request, data);
      return data;
    },
    action: async (args: ActionFunctionArgs) => {
      const page = (await loadRemoteModule(moduleId)) as RouteModule<object>;
      const { action } = page;
      if (!action) throw data('This page takes no form submissions.', { status: 405 });
      return withRefusalsMapped(args.request, async () => action(args));
    },
    shouldRevalidate: (args: ShouldRevalidateFunctionArgs) =>
      loadedPage(moduleId)?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate,
    Component: () => {
      const Page = loadedPage(moduleId)?.Component;
      return Page ? <Page {...props} /> : null;
    },
    ErrorBoundary: () => <RemoteRouteError moduleId={moduleId} />,
  };
}

function RemoteRouteError({ moduleId }: { moduleId: RemoteModuleId }) {
  const error = useRouteError();
  // A refusal (what does not exist, what belongs to someone else) is a page, not an outage.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage message={String(error.data ?? '')} />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <NotAllowedPage message={String(error.data ?? '')} />;
  }
  return <AreaUnavailableAfter error={error} moduleId={moduleId} />;
}

function AreaUnavailableAfter({ error, moduleId }: { error: unknown; moduleId: RemoteModuleId }) {
  const revalidator = useRevalidator();
  useEffect(() => console.error(error), [error]);
  return (
    <AreaUnavailable
      area={areaLabel(moduleId)}
      onRetry={() => void revalidator.revalidate()}
      reference={errorReferenceWords(error)}
    />
  );
}
