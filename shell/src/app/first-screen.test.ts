// @vitest-environment jsdom
// The first screen a page brings, as the first-visit generator writes it into #root.
import { withFirstScreen } from '@carzone/first-visit/page-head';
import { describe, expect, it } from 'vitest';
import { takeFirstScreen } from './first-screen.ts';

function rootOf(page: string): HTMLElement {
  document.body.innerHTML = page.slice(page.indexOf('<div id="root"'));
  return document.getElementById('root')!;
}

const screen = { html: '<h1>আজই চালান</h1>', head: '', ready: true };

describe('takeFirstScreen', () => {
  it('reads the state and language of the screen, and leaves only its markup in #root', () => {
    const root = rootOf(withFirstScreen('<div id="root"></div>', screen, 'bn'));
    const first = takeFirstScreen(root);
    expect(first).toMatchObject({ ready: true, language: 'bn' });
    expect(root.innerHTML).toBe('<h1>আজই চালান</h1>');
    expect(root.getAttribute('aria-busy')).toBe('true');
    first!.markInteractive();
    expect(root.hasAttribute('aria-busy')).toBe(false);
  });

  it('takes a loading screen in English as one', () => {
    const root = rootOf(withFirstScreen('<div id="root"></div>', { ...screen, ready: false }));
    expect(takeFirstScreen(root)).toMatchObject({ ready: false, language: 'en' });
  });

  it('takes a screen whose marker names no language CarZone speaks as English', () => {
    const root = rootOf(
      '<div id="root" aria-busy="true"><!-- carzone:first-screen:ready:xx --><h1>Hi</h1><!-- /carzone:first-screen --></div>',
    );
    expect(takeFirstScreen(root)).toMatchObject({ ready: true, language: 'en' });
  });

  it('finds none in an empty #root', () => {
    expect(takeFirstScreen(rootOf('<div id="root"></div>'))).toBeUndefined();
  });
});
