// @vitest-environment jsdom
// A page written by @carzone/first-visit links (or inlines) the theme's CSS itself: the scripts
// then add no second copy.
import { expect, it } from 'vitest';
import { prepareStyleSystem } from './theme';

it('adds no copy of the theme CSS to a page that came with it', async () => {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/theme-0123456789.css" data-carzone-theme="">';
  await prepareStyleSystem();
  expect(document.head.querySelectorAll('[data-carzone-theme]')).toHaveLength(1);
  expect(document.head.querySelector('style')).toBeNull();
});
