// Bengali text in the same letters on every machine: Noto Sans Bengali, the font Android (most
// of our visitors' phones) already has. `local()` uses the installed copy; only a machine without
// it downloads @fontsource's Bengali subset (one weight: headings are made bold by the browser).
// Never on an English page (docs/decisions/007): a page sent in Bangla has it in its head (the
// prerender writes it there), a page switched to Bangla adds it.
import fontUrl from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';

/** The characters the font is for (its @fontsource subset's): Latin text keeps the theme's fonts. */
const BENGALI_RANGE =
  'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC, U+A8F1';
const FAMILY = 'CarZone Bengali';
const MARK = 'data-carzone-bengali-font';

/** The theme's font stacks, which the Bengali font goes in front of. */
export interface ThemeFonts {
  body: string;
  heading: string;
}

/** The font's file on the site (named by its content by the shell's build). */
export const BENGALI_FONT_URL = fontUrl;

/** The `<style>` that puts the Bengali font first in the theme's fonts while the page is in Bangla. */
export function bengaliFontStyle(fonts: ThemeFonts): string {
  const rules = [
    `@font-face{font-family:'${FAMILY}';font-display:swap;unicode-range:${BENGALI_RANGE};`,
    `src:local('Noto Sans Bengali'),local('NotoSansBengali-Regular'),url('${fontUrl}') format('woff2')}`,
    `html[lang='bn']{--chakra-fonts-body:'${FAMILY}',${fonts.body};`,
    `--chakra-fonts-heading:'${FAMILY}',${fonts.heading}}`,
  ].join('');
  return `<style ${MARK}="">${rules}</style>`;
}

/** Adds the Bengali font to the page, unless it came with it. */
export function addBengaliFont(): void {
  if (document.querySelector(`style[${MARK}]`)) return;
  const root = getComputedStyle(document.documentElement);
  const stack = (variable: string) => root.getPropertyValue(variable).trim() || 'sans-serif';
  document.head.insertAdjacentHTML(
    'beforeend',
    bengaliFontStyle({
      body: stack('--chakra-fonts-body'),
      heading: stack('--chakra-fonts-heading'),
    }),
  );
}
