// Renders the first screen of each route the remotes list among their first routes, ahead of time
// and with no data (screen-renderer.tsx), in English and in each other language CarZone speaks.
// Run after the shell's build; writes dist/first-screens.json, which the first-visit pages put in
// #root (in the visitor's language), so a first visit paints before any script has run, and the
// theme's stylesheet the other pages link.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from '@carzone/domain';
import { writeCompressedCopies } from '@carzone/federation/precompressed';
import { showLanguage } from '@carzone/web-kit';
import { themeStyleElement, themeStylesheet } from '@carzone/web-kit/prerender';
import type { FirstScreens } from '@carzone/first-visit/page-head';
import { paths } from 'virtual:carzone-first-screens';
import { BENGALI_FONT_URL, bengaliFontStyle } from '../lib/language/bengali-font.ts';
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
async function renderScreenAhead(path: string, language: Language) {
  const { html, head, ready } = await renderScreen(path, language, READY_WITHIN_MS);
  return { html, head, ready };
}

/** The style a Bangla page needs before it paints: the Bengali font, in front of the theme's. */
function bengaliFontHead(distDir: string): string {
  if (!existsSync(join(distDir, BENGALI_FONT_URL)))
    throw new Error(`The Bengali font ${BENGALI_FONT_URL} is not in the shell's build.`);
  const themeFont = (name: string) =>
    new RegExp(`--chakra-fonts-${name}:([^;]+);`).exec(themeStylesheet())?.[1] ?? 'sans-serif';
  return bengaliFontStyle({ body: themeFont('body'), heading: themeFont('heading') });
}

/**
 * What a page in a language needs in its head before it paints, for a language whose letters
 * the theme's fonts may not have (Bangla's); a language not here is shown in the machine's fonts.
 */
const LANGUAGE_HEADS: Partial<Record<TranslatedLanguage, (distDir: string) => string>> = {
  bn: bengaliFontHead,
};

/** The site's description in shell/index.html, which a page in another language gives in it. */
const DESCRIPTION = 'CarZone: rent your dream car easily and affordably, anywhere in Bangladesh.';

function checkDescription(distDir: string): void {
  const page = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!page.includes(`content="${DESCRIPTION}"`))
    throw new Error("shell/index.html's description is not the one the prerender translates.");
}

/**
 * Each first screen in English, then in each other language (the page a visitor reading it is
 * sent), with what a page in that language needs besides.
 */
async function renderFirstScreens(distDir: string): Promise<Omit<FirstScreens, 'themeStylesheet'>> {
  checkDescription(distDir);
  // No data here: only the browser asks the API, so a loader that waits for an answer leaves its
  // route (or its region, behind <Await>) in its loading state; loaders that load code finish.
  globalThis.fetch = () => new Promise<never>(() => {});
  await provideFirstRouteModules();
  const screens: FirstScreens['screens'] = {};
  const languageHeads: NonNullable<FirstScreens['languageHeads']> = {};
  const translatedDescriptions: NonNullable<FirstScreens['translatedDescriptions']> = {};
  for (const path of paths) screens[path] = await renderScreenAhead(path, 'en');
  for (const language of TRANSLATED_LANGUAGES) {
    for (const path of paths) {
      const { html, head } = await renderScreenAhead(path, language);
      (screens[path]!.translations ??= {})[language] = { html, head };
    }
    // `t` answers in the language shown, which a list of no paths would not have shown yet.
    await showLanguage(language);
    translatedDescriptions[language] = t(DESCRIPTION);
    const languageHead = LANGUAGE_HEADS[language];
    if (languageHead) languageHeads[language] = languageHead(distDir);
  }
  return {
    head: themeStyleElement(),
    languageHeads,
    description: DESCRIPTION,
    translatedDescriptions,
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
