// @vitest-environment jsdom
import { Box, ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { KitProvider } from './kit-provider';
import { FIRST_SCREEN_STYLES_ATTRIBUTE } from './page-style-cache';
import { carZoneSystem } from './theme';

const Screen = () => (
  <Box color="brand.600" p="4">
    Drive Your Dreams Today!
  </Box>
);

/**
 * What the prerender writes for <Screen /> (prerender/render-ahead.tsx, whose Node-only Emotion
 * cannot run in this document): its HTML, and a <style> of its rules marked with their ids.
 */
async function renderedAhead(): Promise<{ html: string; head: string }> {
  const rules = document.createElement('div');
  const cache = createCache({ key: 'css', container: rules });
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <CacheProvider value={cache}>
        <ChakraProvider value={carZoneSystem()}>
          <Screen />
        </ChakraProvider>
      </CacheProvider>,
    ),
  );
  const html = host.innerHTML;
  act(() => root.unmount());
  const ids = Object.keys(cache.inserted).join(' ');
  const css = [...rules.querySelectorAll('style')].map((style) => style.textContent).join('');
  return { html, head: `<style ${FIRST_SCREEN_STYLES_ATTRIBUTE}="${ids}">${css}</style>` };
}

it("takes over a first screen's styles where the page put them: not moved, not written again", async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { html, head } = await renderedAhead();
  document.head.innerHTML = `<meta charset="utf-8">${head}<link rel="icon" href="/favicon.svg">`;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);

  const firstScreenStyle = document.head.querySelector(`style[${FIRST_SCREEN_STYLES_ATTRIBUTE}]`);
  const className = container.querySelector('div')?.className ?? '';
  expect(className).toMatch(/^css-\S+$/);
  expect(firstScreenStyle?.getAttribute(FIRST_SCREEN_STYLES_ATTRIBUTE)).toContain(
    className.slice('css-'.length),
  );
  expect(firstScreenStyle?.textContent).toContain(`.${className}{`);

  const moved: Node[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) moved.push(...record.removedNodes);
  });
  observer.observe(document.head, { childList: true });
  await act(async () => {
    hydrateRoot(
      container,
      <KitProvider>
        <Screen />
      </KitProvider>,
    );
  });
  observer.disconnect();

  expect(moved).toEqual([]);
  expect(document.head.firstElementChild?.nextElementSibling).toBe(firstScreenStyle);
  expect(container.querySelector('div')?.className).toBe(className);
  const written = [...document.head.querySelectorAll('style')].filter(
    (style) => style !== firstScreenStyle && style.textContent?.includes(`.${className}`),
  );
  expect(written).toEqual([]);
});
