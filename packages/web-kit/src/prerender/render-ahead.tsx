// Server-only (the shell's prerender, in Node): renders a React tree to HTML ahead of time, with
// its Emotion styles gathered into one <style> for the page's head instead of a <style> before
// each element (the browser then parses and applies them once). The page's Emotion cache in the
// browser (ui/page-style-cache.ts) reads that element's ids and takes its rules as inserted, so
// hydration adds none of them again, and leaves the element where it is.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FIRST_SCREEN_STYLES_ATTRIBUTE } from '../ui/page-style-cache';
import { themeGlobalCss } from '../ui/theme-global.generated';

/** The router a render ahead of time runs the app's routes in (the browser's is web-kit's own). */
export { createMemoryRouter } from 'react-router';

export interface RenderedAhead {
  /** What goes in the container (#root). */
  html: string;
  /** What goes in the head: the style rules the HTML uses. */
  head: string;
}

export function renderAhead(app: ReactNode): RenderedAhead {
  const cache = createCache({ key: 'css' });
  // Emotion's switch for collecting styles instead of writing them beside each element.
  cache.compat = true;
  const html = renderToString(<CacheProvider value={cache}>{app}</CacheProvider>);
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const ids = rules.map(([id]) => id).join(' ');
  const css = rules.map(([, rule]) => rule).join('');
  return { html, head: `<style ${FIRST_SCREEN_STYLES_ATTRIBUTE}="${ids}">${css}</style>` };
}

/** The theme's page-wide style, as carZoneSystem() puts it in a page's head (same marker). */
export const themeStyleElement = (): string =>
  `<style data-carzone-theme="">${themeGlobalCss}</style>`;

/** The same style as a stylesheet's content, for the pages that come without a first screen. */
export const themeStylesheet = (): string => themeGlobalCss;
