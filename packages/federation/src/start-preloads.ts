import type { Plugin } from 'vite';

/**
 * React DOM's client, which the shell's bootstrap imports dynamically: it then evaluates in a task
 * of its own (about 30 ms on a throttled phone, in one piece) instead of inside the eager shared
 * file's.
 * React DOM's small main module, which both that file and the client import, becomes a file of its
 * own with it.
 */
export const REACT_DOM = /[\\/]react-dom[\\/](client|index)\.js$/;

/**
 * A module preload in the host's page for each file holding a module that matches `modules`: files
 * that a dynamic import loads (or that only such a file and the eager shared file import), yet
 * every start needs, are fetched with the start's other files instead of one round trip after the
 * file that imports them has arrived.
 */
export function preloadedWithTheStart(modules: RegExp): Plugin {
  let base = '/';
  return {
    name: 'carzone:preloaded-with-the-start',
    apply: 'build',
    // Vite still writes these tags among its own, before the federation's (hostInit, the eager
    // shared file): decision 016 and its measurement log in docs/performance.md.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.values(bundle ?? {}).flatMap((file) =>
          file.type === 'chunk' && file.moduleIds.some((id) => modules.test(id))
            ? [
                {
                  tag: 'link',
                  attrs: {
                    rel: 'modulepreload',
                    crossorigin: true,
                    href: `${base}${file.fileName}`,
                  },
                  injectTo: 'head' as const,
                },
              ]
            : [],
        );
      },
    },
  };
}
