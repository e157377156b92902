// The block a first visit's page carries at the end of its <head>: the runtime manifest inlined
// (the shell starts without a round trip for it) and one preload per file or API answer the
// first route needs, so they download in parallel with the shell's own code.
import { TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from '@carzone/domain';

/** What the shell reads at start-up (the shell's RuntimeConfig): remotes' entries, Firebase. */
export interface RuntimeManifest {
  /** Federation name → URL of the remote's entry (root-relative when on the site's origin). */
  remotes: Partial<Record<string, string>>;
  /** Remotes preloaded only by a page that names them (the staff's console): see RuntimeConfig. */
  onDemandRemotes?: string[];
  /** Firebase's web config, inlined as it is. */
  firebase?: unknown;
  /**
   * Route path → what its page region says while its code and data load, as the remotes declare
   * it among their first routes (`loading`); written from what they publish (withLoadingTexts).
   */
  loadingTexts?: Record<string, string>;
  /**
   * The same in each other language, by language (`bn`), for a page in that language: what the
   * remotes' builds found for their `loading` in their catalogs (`translatedLoading`).
   */
  translatedLoadingTexts?: Partial<Record<TranslatedLanguage, Record<string, string>>>;
}

export interface Preload {
  href: string;
  /** A JavaScript module (`modulepreload`), a stylesheet or an API answer (`preload`). */
  kind: 'module' | 'style' | 'data';
}

/** The id of the inlined manifest's script element, which the shell looks for. */
export const INLINE_CONFIG_ID = 'carzone-runtime-config';

/** The block is fenced by these comments, so a page written once can be written again. */
export const HEAD_BLOCK_START = '<!-- carzone:head -->';
export const HEAD_BLOCK_END = '<!-- /carzone:head -->';

/**
 * JSON that can sit inside a `<script>` element: nothing in it can close the element (`</script>`)
 * or open a comment (`<!--`), and it parses to the same value. `<`, `>` and `&` become JSON
 * escapes; so do U+2028 and U+2029, which older JavaScript parsers take for line ends.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** A value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function preloadTag({ href, kind }: Preload): string {
  const url = escapeAttribute(href);
  // Each preload is made as the real request will be, or the browser fetches twice: modules with
  // `crossorigin` as Vite writes it for its own modulepreloads (the federation runtime's module
  // fetch matches it), stylesheets without (the runtime adds them so), and API answers with
  // credentials, as web-kit's apiRequest fetches them.
  if (kind === 'module') return `<link rel="modulepreload" crossorigin href="${url}">`;
  if (kind === 'data')
    return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
  return `<link rel="preload" as="style" href="${url}">`;
}

/** The block for the head: the inlined manifest, then one preload per file (each once). */
export function headBlock(
  config: RuntimeManifest,
  preloads: readonly Preload[],
  extraHead = '',
): string {
  const hrefs = new Set<string>();
  const tags: string[] = [];
  for (const preload of preloads) {
    if (hrefs.has(preload.href)) continue;
    hrefs.add(preload.href);
    tags.push(`    ${preloadTag(preload)}`);
  }
  return [
    `    ${HEAD_BLOCK_START}`,
    `    <script id="${INLINE_CONFIG_ID}" type="application/json">${jsonForHtml(config)}</script>`,
    ...tags,
    ...(extraHead ? [`    ${extraHead}`] : []),
    `    ${HEAD_BLOCK_END}`,
  ].join('\n');
}

/** Where `marker` starts, widened to the start of its line when only indentation precedes it. */
function lineStartOf(html: string, marker: number): number {
  const lineStart = html.lastIndexOf('\n', marker - 1) + 1;
  return /^[ \t]*$/.test(html.slice(lineStart, marker)) ? lineStart : marker;
}

/** The page without the block a previous generation wrote (the shell's page as built). */
export function withoutHeadBlock(html: string): string {
  const start = html.indexOf(HEAD_BLOCK_START);
  const end = start === -1 ? -1 : html.indexOf(HEAD_BLOCK_END, start);
  if (end === -1) return html;
  let after = end + HEAD_BLOCK_END.length;
  if (html[after] === '\n') after += 1;
  return html.slice(0, lineStartOf(html, start)) + html.slice(after);
}

/**
 * The page with `block` as the last lines of its head, in place of any block written before, so
 * generating a page again from its own output gives the same bytes.
 */
export function withHeadBlock(html: string, block: string): string {
  const page = withoutHeadBlock(html);
  const headEnd = page.search(/<\/head>/i);
  if (headEnd === -1) return `${block}\n${page}`;
  const at = lineStartOf(page, headEnd);
  return `${page.slice(0, at)}${at === headEnd ? '\n' : ''}${block}\n${page.slice(at)}`;
}

/** A first screen's markup, in one language. */
export interface RenderedScreen {
  /** What goes in #root. */
  html: string;
  /** What it needs in the page's head (its style rules). */
  head: string;
}

/** A route's first screen rendered ahead of time (the shell's prerender, at build time). */
export interface FirstScreen extends RenderedScreen {
  /** Whether its loaders had finished (false: the route's loading state was rendered). */
  ready: boolean;
  /**
   * The same screen in each other language it was rendered in, for a page in that language
   * (English is `html` and `head`).
   */
  translations?: Partial<Record<TranslatedLanguage, RenderedScreen>>;
}

/** The shell's build writes these beside its page (shell/src/prerender/). */
export interface FirstScreens {
  /** What a page with a first screen needs in its head before it paints (the theme's style). */
  head: string;
  /**
   * The same page-wide style as a file of the shell's build (`/assets/theme-<hash>.css`), linked
   * from every page without a first screen: the scripts then need not carry it.
   */
  themeStylesheet?: string;
  /**
   * What a page in a language with a first screen also needs in its head, for the languages
   * that need something (Bangla: the Bengali font).
   */
  languageHeads?: Partial<Record<TranslatedLanguage, string>>;
  /** The page's `<meta name="description">` (the shell's page's), and the same in the others. */
  description?: string;
  translatedDescriptions?: Partial<Record<TranslatedLanguage, string>>;
  /** By path. */
  screens: Record<string, FirstScreen>;
}

export const FIRST_SCREENS_FILE = 'first-screens.json';

export function isFirstScreens(value: unknown): value is FirstScreens {
  const candidate = value as FirstScreens | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.head === 'string' &&
    isByTranslatedLanguage(candidate.languageHeads, isText) &&
    (candidate.description === undefined || isText(candidate.description)) &&
    isByTranslatedLanguage(candidate.translatedDescriptions, isText) &&
    (candidate.themeStylesheet === undefined ||
      /^\/assets\/[\w.-]+\.css$/.test(candidate.themeStylesheet)) &&
    typeof candidate.screens === 'object' &&
    candidate.screens !== null &&
    Object.values(candidate.screens).every(
      (screen) =>
        isRenderedScreen(screen) && isByTranslatedLanguage(screen.translations, isRenderedScreen),
    )
  );
}

const isText = (value: unknown): value is string => typeof value === 'string';

const isRenderedScreen = (value: unknown): value is RenderedScreen =>
  typeof (value as RenderedScreen | null | undefined)?.html === 'string' &&
  typeof (value as RenderedScreen).head === 'string';

/**
 * Whether `value` is absent, or an object of values `isValue` accepts keyed by languages the site
 * translates into: a key of another language (or English's, which is the fields beside) means the
 * file was written for another list of languages.
 */
function isByTranslatedLanguage(value: unknown, isValue: (value: unknown) => boolean): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([language, entry]) =>
      (TRANSLATED_LANGUAGES as readonly string[]).includes(language) && isValue(entry),
  );
}

/** Marks an inert <template> holding one of the page's module tags until the first paint. */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-carzone-after-first-paint';
/** The shell's file (shell/public) that starts the templates' tags once the first screen is painted. */
export const START_AFTER_FIRST_PAINT_SCRIPT = '/start-after-first-paint.js';
const MODULE_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
const AFTER_FIRST_PAINT_TAG = new RegExp(
  `<template ${AFTER_FIRST_PAINT_ATTRIBUTE}>(.*?)</template>`,
  'g',
);

/**
 * The page with each module script and module preload as it was built (undoing
 * `withModulesAfterFirstPaint`), so a page generated before can be generated again.
 */
export function withModulesAtOnce(html: string): string {
  return html.replace(AFTER_FIRST_PAINT_TAG, '$1');
}

/**
 * The page with each module script and module preload held in an inert `<template>`, which
 * START_AFTER_FIRST_PAINT_SCRIPT starts once the page's first screen has been painted. A page with
 * its first screen in the HTML needs no script to show it, so its scripts are not fetched, parsed
 * and run ahead of that first paint.
 */
export function withModulesAfterFirstPaint(html: string): string {
  return withModulesAtOnce(html).replace(MODULE_TAG, (tag) =>
    tag.includes(`"${START_AFTER_FIRST_PAINT_SCRIPT}"`)
      ? tag
      : `<template ${AFTER_FIRST_PAINT_ATTRIBUTE}>${tag}</template>`,
  );
}

/** The root element as the shell's page has it, and as a page with a first screen has it. */
const ROOT_OPEN = /<div id="root"(?: aria-busy="true")?>/;
/**
 * `<!-- carzone:first-screen:ready:en -->` (or `:loading`, or `:bn`, any language's code) opens a
 * first screen in #root: its state, and its language, which the shell compares with the page's
 * before it hydrates.
 */
export const FIRST_SCREEN_START_PREFIX = 'carzone:first-screen:';
export const FIRST_SCREEN_READY = 'ready';
export const FIRST_SCREEN_LOADING = 'loading';
const FIRST_SCREEN_START = new RegExp(`<!-- ${FIRST_SCREEN_START_PREFIX}[a-z:]+ -->`);
export const FIRST_SCREEN_END = '<!-- /carzone:first-screen -->';

/**
 * The page with `screen` inside #root, in place of any first screen written before (or with none
 * when undefined), so generating a page again from its own output gives the same bytes. Until
 * React has taken it over, #root is `aria-busy`: what shows is not interactive yet. `language` is
 * the language the screen's markup is in.
 */
export function withFirstScreen(
  html: string,
  screen: (RenderedScreen & { ready: boolean }) | undefined,
  language: Language = 'en',
): string {
  let page = html;
  const start = page.search(FIRST_SCREEN_START);
  const end = start === -1 ? -1 : page.indexOf(FIRST_SCREEN_END, start);
  if (end !== -1) page = page.slice(0, start) + page.slice(end + FIRST_SCREEN_END.length);
  const root = ROOT_OPEN.exec(page);
  if (!root) return page;
  const at = root.index + root[0].length;
  if (screen === undefined) return `${page.slice(0, root.index)}<div id="root">${page.slice(at)}`;
  const state = screen.ready ? FIRST_SCREEN_READY : FIRST_SCREEN_LOADING;
  return `${page.slice(0, root.index)}<div id="root" aria-busy="true"><!-- ${FIRST_SCREEN_START_PREFIX}${state}:${language} -->${screen.html}${FIRST_SCREEN_END}${page.slice(at)}`;
}

/** The page with `<html lang>` saying `language` (screen readers, fonts and hyphenation follow it). */
export function withPageLanguage(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${language}"`)
      : tag.replace(/^<html/i, `<html lang="${language}"`),
  );
}

/** The page with its `<meta name="description">` saying `description` (search engines show it). */
export function withDescription(html: string, description: string): string {
  return html.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/i,
    (_meta, start: string, end: string) => `${start}${escapeAttribute(description)}${end}`,
  );
}
