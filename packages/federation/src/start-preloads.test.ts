// The host's page preloads React DOM's files, which the bootstrap loads with a dynamic import.
import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadedWithTheStart, REACT_DOM } from './start-preloads.ts';

const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk', fileName, moduleIds });

function tagsFor(base: string, files: object[]): unknown {
  const plugin = preloadedWithTheStart(REACT_DOM);
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const { handler } = plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => unknown;
  };
  const bundle = Object.fromEntries(
    files.map((file) => [(file as { fileName: string }).fileName, file]),
  );
  return handler('<html></html>', { bundle: bundle as IndexHtmlTransformContext['bundle'] });
}

const preload = (href: string) => ({
  tag: 'link',
  attrs: { rel: 'modulepreload', crossorigin: true, href },
  injectTo: 'head',
});

describe('preloadedWithTheStart', () => {
  it("preloads the files holding React DOM's client and main module, and no other", () => {
    const tags = tagsFor('/', [
      chunk('assets/client-1.js', [
        '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
        '/repo/node_modules/react-dom/client.js',
      ]),
      chunk('assets/react-dom-2.js', ['/repo/node_modules/react-dom/index.js']),
      chunk('assets/loadShare-eager-3.js', ['/repo/node_modules/react/index.js']),
      chunk('assets/server-4.js', ['/repo/node_modules/react-dom/server.browser.js']),
      { type: 'asset', fileName: 'assets/client.css' },
    ]);
    expect(tags).toEqual([preload('/assets/client-1.js'), preload('/assets/react-dom-2.js')]);
  });

  it("names each file below the build's base", () => {
    const tags = tagsFor('/shell/', [
      chunk('assets/client-1.js', ['C:\\repo\\react-dom\\client.js']),
    ]);
    expect(tags).toEqual([preload('/shell/assets/client-1.js')]);
  });

  it('adds nothing where no file holds them', () => {
    expect(tagsFor('/', [chunk('assets/index-1.js', ['/repo/src/main.tsx'])])).toEqual([]);
  });
});
