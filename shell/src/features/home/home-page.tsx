import type { RemoteModules, RouteModule } from '@carzone/federation/contracts';
import { useDocumentTitle } from '@carzone/web-kit';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { AreaUnavailable } from '../remotes/area-unavailable.tsx';
import { areaLabel, loadRemoteModule } from '../remotes/load-remote-module.ts';
import { RemoteRegion } from '../remotes/remote-region.tsx';

type Loaded<T> = { ok: true; module: T } | { ok: false };

async function settle<T>(load: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, module: await load };
  } catch (error) {
    console.error(error);
    return { ok: false };
  }
}

/**
 * Home is composed by the shell: marketing's sections with the catalog's Recent Listings between
 * them. Either remote may be down; its region then shows a fallback and the other still renders.
 */
export function homeRoute(): RouteObject {
  return {
    index: true,
    lazy: async () => {
      const [sections, listings] = await Promise.all([
        settle(loadRemoteModule('mf_marketing/home-sections')),
        settle(loadRemoteModule('mf_catalog/recent-listings')),
      ]);
      return {
        loader: (args: LoaderFunctionArgs) =>
          listings.ok ? runLoader(listings.module, args) : null,
        Component: () => <HomePage sections={sections} listings={listings} />,
      };
    },
  };
}

/** A failing listings loader must not take Home down: its region shows the fallback instead. */
async function runLoader(module: RouteModule, args: LoaderFunctionArgs): Promise<unknown> {
  try {
    return module.loader ? await module.loader(args) : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

function HomePage({
  sections,
  listings,
}: {
  sections: Loaded<RemoteModules['mf_marketing/home-sections']>;
  listings: Loaded<RemoteModules['mf_catalog/recent-listings']>;
}) {
  useDocumentTitle('Home');
  const recentListings: ReactNode = listings.ok ? (
    <RemoteRegion area={areaLabel('mf_catalog/recent-listings')}>
      <listings.module.Component />
    </RemoteRegion>
  ) : (
    <AreaUnavailable area={areaLabel('mf_catalog/recent-listings')} />
  );
  if (!sections.ok) {
    return (
      <>
        <AreaUnavailable area={areaLabel('mf_marketing/home-sections')} />
        {recentListings}
      </>
    );
  }
  const HomeSections = sections.module.default;
  return (
    <RemoteRegion area={areaLabel('mf_marketing/home-sections')} fallbackChildren={recentListings}>
      <HomeSections recentListings={recentListings} />
    </RemoteRegion>
  );
}
