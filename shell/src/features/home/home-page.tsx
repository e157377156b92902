import { type LoaderFunctionArgs, type RouteObject, useDocumentTitle } from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { PageLoading } from '../layout/page-loading.tsx';
import { AreaUnavailable } from '../remotes/area-unavailable.tsx';
import { areaLabel, loadedRemoteModule, loadRemoteModule } from '../remotes/load-remote-module.ts';
import { RemoteRegion } from '../remotes/remote-region.tsx';

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

/**
 * Home is composed by the shell: marketing's sections with the catalog's Recent Listings between
 * them. Either remote may be down; its region then shows a fallback and the other still renders.
 */
async function homeLoader(args: LoaderFunctionArgs): Promise<unknown> {
  const [, listingsLoaded] = await Promise.all([tryLoad(SECTIONS), tryLoad(LISTINGS)]);
  const listings = listingsLoaded ? loadedRemoteModule(LISTINGS) : undefined;
  try {
    return listings?.loader ? await listings.loader(args) : null;
  } catch (error) {
    // The catalog's loader reports its own failures; anything else must not take Home down.
    console.error(error);
    return null;
  }
}

export function homeRoute(): RouteObject {
  return { index: true, loader: homeLoader, HydrateFallback: PageLoading, Component: HomePage };
}

function HomePage() {
  useDocumentTitle('Home');
  const sections = loadedRemoteModule(SECTIONS);
  const listings = loadedRemoteModule(LISTINGS);
  const recentListings: ReactNode = listings ? (
    <RemoteRegion area={areaLabel(LISTINGS)}>
      <listings.Component />
    </RemoteRegion>
  ) : (
    <AreaUnavailable area={areaLabel(LISTINGS)} />
  );
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
