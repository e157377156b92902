// Each remote's federation options as its own folder declares them
// (mf-<x>/module-federation.config.ts), read from source by what runs before or without the
// remotes' builds: the shell's prerender and the shell's dev server.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mergeFirstRoutes, parseFirstRoutes, type FirstRoute } from '@carzone/first-visit';
import { REMOTES, type RemoteKey } from './units.ts';
import { publishedFirstRoutesList } from './first-routes.ts';
import { unitCatalogs } from './unit-catalogs.ts';

export interface DeclaredFederationOptions {
  exposes: Record<string, string>;
  firstRoutes?: Record<
    string,
    {
      modules: readonly string[];
      data?: readonly string[];
      firstScreen?: boolean;
      /** In English; its translations are in the remote's catalogs (unitCatalogs). */
      loading?: string;
    }
  >;
}

export interface DeclaredRemote {
  folder: string;
  /** The federation name (`mf_catalog`). */
  name: string;
  options: DeclaredFederationOptions;
}

/** Every remote of units.json with the options its folder declares. */
export async function declaredRemotes(repoRoot: string): Promise<DeclaredRemote[]> {
  return Promise.all(
    (Object.keys(REMOTES) as RemoteKey[]).map(async (key) => {
      const { folder, name } = REMOTES[key];
      const configFile = join(repoRoot, folder, 'module-federation.config.ts');
      const { federationOptions } = (await import(
        /* @vite-ignore */ pathToFileURL(configFile).href
      )) as { federationOptions: DeclaredFederationOptions };
      return { folder, name, options: federationOptions };
    }),
  );
}

/**
 * The first routes every remote declares, with their loading texts' translations from the
 * remote's catalogs, merged as the pages merge what the builds publish.
 */
export async function declaredFirstRoutes(repoRoot: string): Promise<Map<string, FirstRoute>> {
  const remotes = await declaredRemotes(repoRoot);
  return mergeFirstRoutes(
    remotes.map(({ folder, name, options }) =>
      parseFirstRoutes(
        publishedFirstRoutesList(
          name,
          options.firstRoutes ?? {},
          unitCatalogs(join(repoRoot, folder)),
        ),
        { remoteNames: [name], source: `${name}'s firstRoutes` },
      ),
    ),
  );
}
