// The first routes of the shell's server (first-routes.json: what a first visit to each path
// renders with and fetches), checked against the remotes it knows when the server starts.
import { REMOTES } from '@carzone/federation/contracts';
import { firstRouteOf, parseFirstRoutes, type FirstRoute } from '@carzone/first-visit';
import list from './first-routes.json' with { type: 'json' };

const FIRST_ROUTES = parseFirstRoutes(list, {
  remoteNames: Object.values(REMOTES).map((remote) => remote.name),
  source: 'shell/server/first-routes.json',
});

/** What a first visit to `pathname` renders with and fetches. */
export function firstRoute(pathname: string): FirstRoute {
  return firstRouteOf(FIRST_ROUTES, pathname);
}
