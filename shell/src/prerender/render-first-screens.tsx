// Renders the first screen of each route the remotes list among their first routes, ahead of time
// and with no data (screen-renderer.tsx), in English and in Bangla. Run after the shell's build; writes
// dist/first-screens.json, which the first-visit pages put in #root (in the visitor's language),
// so a first visit paints before any script has run, and the theme's stylesheet the other pages
// link.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCompressedCopies } from '@carzone/federation/precompressed';
import { themeStyleElement, themeStylesheet } from '@carzone/web-kit/prerender';
import type { FirstScreens } from '@carzone/first-visit/page-head';
import { paths } from 'virtual:carzone-first-screens';
import { BENGALI_FONT_URL, bengaliFontStyle } from '../features/language/bengali-font.ts';
import { t } from '../locales/messages.ts';
import { provideFirstRouteModules, renderScreen } from './screen-renderer.tsx';

/** How long a route's loaders may take here before its first screen is its loading state. */
const READY_WITHIN_MS = 2000;

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

/** A route's first screen in `language`, as the page written ahead shows it. */
async function renderScreenAhead(path: string, language: 'en' | 'bn') {
  const { html, head, ready } = await renderScreen(path, language, READY_WITHIN_MS);
  return { html, head, ready };
}

/** The style a Bangla page needs before it paints: the Bengali font, in front of the theme's. */
function banglaHead(distDir: string): string {
  if (!existsSync(join(distDir, BENGALI_FONT_URL)))
    throw new Error(`The Bengali font ${BENGALI_FONT_URL} is not in the shell's build.`);
  const themeFont = (name: string) =>
    new RegExp(`--chakra-fonts-${name}:([^;]+);`).exec(themeStylesheet())?.[1] ?? 'sans-serif';
  return bengaliFontStyle({ body: themeFont('body'), heading: themeFont('heading') });
}

/** The description shell/index.html gives the site, which a page sent in Bangla gives in Bangla. */
const DESCRIPTION = 'CarZone: rent your dream car easily and affordably, anywhere in Bangladesh.';

/** The description in English and in Bangla (call with the page in Bangla). */
function descriptions(distDir: string) {
  const page = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!page.includes(`content="${DESCRIPTION}"`))
    throw new Error("shell/index.html's description is not the one the prerender translates.");
  return { description: DESCRIPTION, banglaDescription: t(DESCRIPTION) };
}

/** Each first screen in English, then in Bangla (the page a visitor reading Bangla is sent). */
async function renderFirstScreens(distDir: string): Promise<Omit<FirstScreens, 'themeStylesheet'>> {
  // No data here: only the browser asks the API, so a loader that waits for an answer leaves its
  // route (or its region, behind <Await>) in its loading state; loaders that load code finish.
  globalThis.fetch = () => new Promise<never>(() => {});
  await provideFirstRouteModules();
  const screens: FirstScreens['screens'] = {};
  for (const path of paths) screens[path] = await renderScreenAhead(path, 'en');
  for (const path of paths) {
    const { html, head } = await renderScreenAhead(path, 'bn');
    screens[path]!.bangla = { html, head };
  }
  return {
    head: themeStyleElement(),
    banglaHead: banglaHead(distDir),
    ...descriptions(distDir),
    screens,
  };
}

const distDir = process.argv[2] ?? join(process.cwd(), 'dist');
const firstScreens: FirstScreens = {
  ...(await renderFirstScreens(distDir)),
  themeStylesheet: await writeThemeStylesheet(distDir),
};
writeFileSync(join(distDir, 'first-screens.json'), `${JSON.stringify(firstScreens)}\n`);
console.log(
  `first screens rendered ahead of time: ${Object.keys(firstScreens.screens).join(', ')}`,
);
