// Renders the first screen of each route the remotes list among their first routes, ahead of time,
// from the same components the browser runs: the layout, the shell's pages and the remotes'
// modules (taken from their sources by the prerender build, packages/federation's
// prerender-config.ts). Run after the shell's build; writes dist/first-screens.json, which the
// first-visit pages put in #root, so a first visit paints before any script has run, and the
// theme's stylesheet the other pages link.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCompressedCopies } from '@carzone/federation/precompressed';
import {
  createMemoryRouter,
  renderAhead,
  themeStyleElement,
  themeStylesheet,
} from '@carzone/web-kit/prerender';
import type { FirstScreens } from '@carzone/first-visit/page-head';
import { modules, paths } from 'virtual:carzone-first-screens';
import { AppFrame } from '../app/app-frame.tsx';
import { appRoutes } from '../app/router.tsx';
import { provideRemoteModules } from '../features/remotes/load-remote-module.ts';

/** How long a route's loaders may take here before its first screen is its loading state. */
const READY_WITHIN_MS = 2000;

function initialized(router: ReturnType<typeof createMemoryRouter>): Promise<boolean> {
  if (router.state.initialized) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, READY_WITHIN_MS);
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}

/**
 * Writes the theme's page-wide style as a file of the build (named by its content, so it is
 * cached for good) for the pages without a first screen, which link it; the scripts need not
 * carry it. Returns its path on the site.
 */
async function writeThemeStylesheet(distDir: string): Promise<string> {
  const css = themeStylesheet();
  const name = `theme-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  const file = join(distDir, 'assets', name);
  writeFileSync(file, css);
  await writeCompressedCopies(file);
  return `/assets/${name}`;
}

async function renderFirstScreens(): Promise<Omit<FirstScreens, 'themeStylesheet'>> {
  // No data here: only the browser asks the API, so a loader that waits for an answer leaves its
  // route (or its region, behind <Await>) in its loading state; loaders that load code finish.
  globalThis.fetch = () => new Promise<never>(() => {});
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([id, load]) => [id, await load()] as const),
  );
  provideRemoteModules(Object.fromEntries(loaded));
  const screens: FirstScreens['screens'] = {};
  for (const path of paths) {
    const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
    const ready = await initialized(router);
    const { html, head } = renderAhead(<AppFrame router={router} />);
    router.dispose();
    screens[path] = { html, head, ready };
  }
  return { head: themeStyleElement(), screens };
}

const distDir = process.argv[2] ?? join(process.cwd(), 'dist');
const firstScreens: FirstScreens = {
  ...(await renderFirstScreens()),
  themeStylesheet: await writeThemeStylesheet(distDir),
};
writeFileSync(join(distDir, 'first-screens.json'), `${JSON.stringify(firstScreens)}\n`);
console.log(
  `first screens rendered ahead of time: ${Object.keys(firstScreens.screens).join(', ')}`,
);
