// Bengali text in the same letters on every machine: Noto Sans Bengali, the font Android (most
// of our visitors' phones) already has. `local()` uses the installed copy; only a machine without
// it downloads @fontsource's Bengali subset (one weight: headings are made bold by the browser).
// Loaded with the first Bangla page, never on an English one (docs/decisions/007).
import fontUrl from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';

/** The characters the font is for (its @fontsource subset's): Latin text keeps the theme's fonts. */
const BENGALI_RANGE =
  'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC, U+A8F1';
const FAMILY = 'CarZone Bengali';

let added = false;

/** Puts the Bengali font first in the theme's body and heading fonts while the page is in Bangla. */
export function addBengaliFont(): void {
  if (added) return;
  added = true;
  const root = getComputedStyle(document.documentElement);
  const withBengali = (variable: string) =>
    `${variable}: '${FAMILY}', ${root.getPropertyValue(variable) || 'sans-serif'};`;
  const style = document.createElement('style');
  style.textContent = [
    `@font-face { font-family: '${FAMILY}'; font-display: swap; unicode-range: ${BENGALI_RANGE};`,
    `  src: local('Noto Sans Bengali'), local('NotoSansBengali-Regular'), url('${fontUrl}') format('woff2'); }`,
    `html[lang='bn'] { ${withBengali('--chakra-fonts-body')} ${withBengali('--chakra-fonts-heading')} }`,
  ].join('\n');
  document.head.append(style);
}
