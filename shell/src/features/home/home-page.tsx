import {
  Await,
  Center,
  type LoaderFunctionArgs,
  type RouteObject,
  Spinner,
  useDocumentTitle,
  useLoaderData,
  useNearScreen,
} from '@carzone/web-kit';
import { type ReactNode, Suspense, useRef } from 'react';
import { PageLoading } from '../../components/page-loading.tsx';
import { AreaUnavailable } from '../../components/area-unavailable.tsx';
import {
  areaLabel,
  loadedRemoteModule,
  loadRemoteModule,
} from '../../lib/remotes/load-remote-module.ts';
import { RemoteRegion } from '../../components/remote-region.tsx';
import { useT } from '../../locales/messages.ts';

const SECTIONS = 'mf_marketing/home-sections';
const LISTINGS = 'mf_catalog/recent-listings';

/** Loads the module, or logs why not and answers false: Home renders whatever arrived. */
async function tryLoad(id: typeof SECTIONS | typeof LISTINGS): Promise<boolean> {
  try {
    await loadRemoteModule(id);
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}

/** The catalog's module and its loader's answer (null when the loader failed outright). */
async function loadRecentListings(args: LoaderFunctionArgs): Promise<unknown> {
  const listings = (await tryLoad(LISTINGS)) ? loadedRemoteModule(LISTINGS) : undefined;
  try {
    return (listings?.loader ? await listings.loader(args) : null) ?? null;
  } catch (error) {
    // The catalog's loader reports its own failures; anything else must not take Home down.
    console.error(error);
    return null;
  }
}

interface HomeData {
  /** Starts the listings' code and data (once), and answers when they are there. */
  recentListings: () => Promise<unknown>;
}

/**
 * Home is composed by the shell: marketing's sections with the catalog's Recent Listings between
 * them. Only the sections (the banner, the first screen) are waited for. The listings are below
 * the fold on every screen: their code and data load when their place nears the screen, and they
 * take it when they arrive (a first visit that is not scrolled loads none of the catalog). Either
 * remote may be down; its region then shows a fallback and the other still renders.
 */
async function homeLoader(args: LoaderFunctionArgs): Promise<HomeData> {
  let listings: Promise<unknown> | undefined;
  await tryLoad(SECTIONS);
  return { recentListings: () => (listings ??= loadRecentListings(args)) };
}

export function homeRoute(): RouteObject {
  return { index: true, loader: homeLoader, HydrateFallback: PageLoading, Component: HomePage };
}

/** Where the Recent Listings go while they load: below the first screen, so nothing moves. */
function RecentListingsLoading() {
  const t = useT();
  return (
    <Center minH="md">
      <Spinner
        size="lg"
        color="brand.solid"
        role="status"
        aria-label={t('Loading the newest cars')}
      />
    </Center>
  );
}

function RecentListingsRegion() {
  const listings = loadedRemoteModule(LISTINGS);
  return listings ? (
    <RemoteRegion area={areaLabel(LISTINGS)}>
      <listings.Component />
    </RemoteRegion>
  ) : (
    <AreaUnavailable area={areaLabel(LISTINGS)} />
  );
}

/** The height of the listings' loading state (Chakra's `md`), so nothing moves when it shows. */
const PLACE_ROOM = { minHeight: '28rem' } as const;

/** The listings' place: its room until it nears the screen, then the listings (loading first). */
function RecentListingsPlace() {
  const { recentListings } = useLoaderData() as HomeData;
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  return (
    <div ref={place} id="recent-listings">
      {near ? (
        <Suspense fallback={<RecentListingsLoading />}>
          <Await resolve={recentListings()}>
            <RecentListingsRegion />
          </Await>
        </Suspense>
      ) : (
        // Its room only: nothing is loading yet, so nothing says so.
        <div style={PLACE_ROOM} />
      )}
    </div>
  );
}

function HomePage() {
  const t = useT();
  useDocumentTitle(t('Home'));
  const sections = loadedRemoteModule(SECTIONS);
  const recentListings: ReactNode = <RecentListingsPlace />;
  if (!sections) {
    return (
      <>
        <AreaUnavailable area={areaLabel(SECTIONS)} />
        {recentListings}
      </>
    );
  }
  const HomeSections = sections.default;
  return (
    <RemoteRegion area={areaLabel(SECTIONS)} fallbackChildren={recentListings}>
      <HomeSections recentListings={recentListings} />
    </RemoteRegion>
  );
}
