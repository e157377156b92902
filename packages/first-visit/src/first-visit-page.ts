// The one function that makes a first visit's page, for every caller: the shell's local server
// (per request), the production start and the web image (site-pages.ts, at start-up) and
// release-remote (after switching a remote's version).
import {
  firstVisitPreloads,
  type FederationManifest,
  type FirstRoute,
} from './first-route-preloads.js';
import { headBlock, withHeadBlock, type RuntimeManifest } from './page-head.js';

export interface FirstVisit {
  /** The shell's built index.html (a page generated before is fine: its block is replaced). */
  shellPage: string;
  /** The runtime manifest the page inlines. */
  config: RuntimeManifest;
  /** What the first route renders with and fetches. */
  route: FirstRoute;
  /** Each remote's manifest by federation name; a remote without one gets its entry only. */
  manifests: ReadonlyMap<string, FederationManifest | undefined>;
}

/** The page a first visit gets: the shell's page with the manifest and the preloads in its head. */
export function firstVisitPage({ shellPage, config, route, manifests }: FirstVisit): string {
  return withHeadBlock(
    shellPage,
    headBlock(config, firstVisitPreloads(config.remotes, route, manifests)),
  );
}
