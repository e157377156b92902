// The site a layout serves, laid out as the web image lays it out: the built shell and remotes
// copied into a site folder (site/ and site/remotes/<folder>/, as the image's
// /usr/share/nginx/html), the runtime manifest and first-visit pages written into it, and the
// rendered pages server started beside nginx.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntilAnswering } from './child-processes.mjs';
import { REMOTES, repoRoot } from './repository.mjs';

/**
 * Copies the built shell and remotes into `siteDir` as the web image lays them out. A remote's
 * harness page (its own index.html, for working on it alone) is not part of the site.
 * @param {string} siteDir
 * @returns {string[]} the remotes' folders
 */
export function assembleSite(siteDir) {
  const shellDist = join(repoRoot, 'shell', 'dist');
  const present = REMOTES.filter((remote) => remote.present);
  const unbuilt = [
    ...(existsSync(join(shellDist, 'index.html')) ? [] : ['shell']),
    ...present
      .filter((remote) => !existsSync(join(repoRoot, remote.folder, 'dist', 'remoteEntry.js')))
      .map((remote) => remote.folder),
  ];
  if (unbuilt.length)
    throw new Error(
      `Not built: ${unbuilt.join(', ')}. Run \`pnpm build\` first (or drop --skip-build).`,
    );
  mkdirSync(join(siteDir, 'remotes'), { recursive: true });
  cpSync(shellDist, siteDir, { recursive: true });
  for (const remote of present) {
    const dist = join(repoRoot, remote.folder, 'dist');
    cpSync(dist, join(siteDir, 'remotes', remote.folder), {
      recursive: true,
      filter: (source) => source !== join(dist, 'index.html'),
    });
  }
  return present.map((remote) => remote.folder);
}

/** The first-visit pages' writer, as the web image runs it (packages/first-visit, built). */
const SITE_PAGES_WRITER = join(
  repoRoot,
  'packages',
  'first-visit',
  'dist',
  'write-site-pages-cli.js',
);
/** The rendered pages server, as the web image runs it beside nginx, and the shell's renderer. */
const RENDERED_PAGES_SERVER = join(
  repoRoot,
  'packages',
  'first-visit',
  'dist',
  'serve-rendered-pages-cli.js',
);
const PAGE_RENDERER_BUNDLE = join(repoRoot, 'shell', 'dist-prerender', 'render-page-screen.js');

/**
 * Writes the runtime manifest and the first-visit pages into the site, as the web image does at
 * start-up (@carzone/first-visit's write-site-pages).
 * @param {string} siteDir
 * @param {NodeJS.ProcessEnv} env  FIREBASE_* (and in staging CARZONE_STAGING, FIREBASE_AUTH_EMULATOR_URL)
 */
export function writeSitePages(siteDir, env) {
  if (!existsSync(SITE_PAGES_WRITER))
    throw new Error('Not built: packages/first-visit. Run `pnpm build` first.');
  const result = spawnSync(process.execPath, [SITE_PAGES_WRITER], {
    env: {
      PATH: process.env.PATH,
      ...env,
      SITE_DIR: siteDir,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(
      `Writing the site's pages failed (${result.status ?? result.signal}):\n${result.stderr}`,
    );
}

/**
 * Starts the rendered pages server beside nginx, as in the web image (deploy/web-entrypoint.sh),
 * and resolves once it answers; nginx sends the pages writeSitePages wrote whenever it does not
 * answer.
 * @param {import('./child-processes.mjs').ChildGroup} children
 * @param {{ siteDir: string, apiOrigin: string, pagesPort: number, pagesMetricsPort: number, nginxLogPort: number }} options
 */
export async function startRenderedPages(
  children,
  { siteDir, apiOrigin, pagesPort, pagesMetricsPort, nginxLogPort },
) {
  const pages = children.start('pages', process.execPath, [RENDERED_PAGES_SERVER], {
    env: {
      PATH: process.env.PATH,
      SITE_DIR: siteDir,
      PAGE_RENDERER_BUNDLE,
      API_ORIGIN: apiOrigin,
      PAGES_PORT: String(pagesPort),
      PAGES_METRICS_PORT: String(pagesMetricsPort),
      NGINX_LOG_PORT: String(nginxLogPort),
    },
  });
  await waitUntilAnswering(`http://127.0.0.1:${pagesPort}/`, {
    label: 'the rendered pages server',
    child: pages,
    // Its 404 for a path it does not render is its answer.
    status: 404,
  });
}
