import { Box } from '@chakra-ui/react';
import { expect, it } from 'vitest';
import { KitProvider } from '../ui/kit-provider';
import { FIRST_SCREEN_STYLES_ATTRIBUTE } from '../ui/page-style-cache';
import { renderAhead } from './render-ahead';

it("gathers a screen's rules into one <style> for the head, marked with their ids for the page's style cache", () => {
  const { html, head } = renderAhead(
    <KitProvider>
      <Box color="brand.600">Drive Your Dreams Today!</Box>
    </KitProvider>,
  );
  const className = /class="(css-[^"\s]+)"/.exec(html)?.[1];
  expect(className).toBeDefined();
  const marked = new RegExp(
    `^<style ${FIRST_SCREEN_STYLES_ATTRIBUTE}="([^"]+)">(.*)</style>$`,
    's',
  );
  const [, ids = '', css = ''] = marked.exec(head) ?? [];
  expect(ids.split(' ')).toContain(className?.slice('css-'.length));
  expect(css).toContain(`.${className}{`);
  expect(css).toContain('color:var(--chakra-colors-brand-600)');
  expect(head).not.toContain('data-emotion');
});
