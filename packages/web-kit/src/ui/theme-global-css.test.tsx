// @vitest-environment jsdom
import { Global } from '@emotion/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { carZoneSystem, createCarZoneSystem, prepareStyleSystem } from './theme';

/** The page-wide CSS Emotion inserts for Chakra's `_global` of a system made now. */
async function globalCssMadeAtRuntime(): Promise<string> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Global styles={createCarZoneSystem()._global} />));
  const css = [...document.head.querySelectorAll('style[data-emotion]')]
    .map((style) => style.textContent)
    .join('\n');
  act(() => root.unmount());
  return css;
}

/** The module theme.ts imports, holding that CSS. */
const generatedModule = (css: string) =>
  [
    '// Written by theme-global-css.test.tsx (`vitest -u` in packages/web-kit rewrites it): the',
    "// page-wide CSS Chakra makes of CarZone's theme, prebuilt so the page does not compute it.",
    `export const themeGlobalCss = ${JSON.stringify(css)};`,
    '',
  ].join('\n');

it('theme-global.generated.ts holds the CSS Chakra makes of the theme now (`vitest -u` rewrites it)', async () => {
  const css = await globalCssMadeAtRuntime();
  expect(css).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-600)');
  await expect(generatedModule(css)).toMatchFileSnapshot('./theme-global.generated.ts');
});

it('a page that came without that CSS gets it once, in its head, and Chakra computes none of it', async () => {
  const system = carZoneSystem();
  expect(carZoneSystem()).toBe(system);
  expect(system._global).toEqual([]);
  await prepareStyleSystem();
  await prepareStyleSystem();
  const styles = document.head.querySelectorAll('style[data-carzone-theme]');
  expect(styles).toHaveLength(1);
  expect(styles[0]?.textContent).toContain('--chakra-colors-brand-solid');
});
