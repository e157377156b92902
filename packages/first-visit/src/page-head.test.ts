import { describe, expect, it } from 'vitest';
import {
  escapeAttribute,
  headBlock,
  jsonForHtml,
  withHeadBlock,
  withoutHeadBlock,
} from './page-head.js';

const config = {
  remotes: { mf_catalog: '/remotes/mf-catalog/remoteEntry.js' },
  firebase: { apiKey: 'key', authDomain: 'carzone.firebaseapp.com', projectId: 'carzone' },
};

/** The text of the inlined script element, as the browser's parser would end it. */
function inlinedText(html: string): string {
  const start = html.indexOf('type="application/json">') + 'type="application/json">'.length;
  return html.slice(start, html.indexOf('</script>', start));
}

describe('jsonForHtml', () => {
  it('cannot close the script element or open a comment, and parses to the same value', () => {
    const value = { apiKey: '</script><script>alert(1)</script>', note: '<!-- a & b -->' };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes the two line separators JavaScript parsers once stopped at', () => {
    const json = jsonForHtml({ text: 'a\u2028b\u2029c' });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});

describe('escapeAttribute', () => {
  it('keeps a value inside its double quotes', () => {
    expect(escapeAttribute('/x.js?a=1&b="2"<')).toBe('/x.js?a=1&amp;b=&quot;2&quot;&lt;');
  });
});

describe('headBlock', () => {
  it('inlines the runtime manifest where the shell looks for it', () => {
    const block = headBlock(
      { ...config, firebase: { ...config.firebase, apiKey: '</script><b>' } },
      [],
    );
    expect(block).toContain('<script id="carzone-runtime-config" type="application/json">');
    expect(JSON.parse(inlinedText(block))).toEqual({
      ...config,
      firebase: { ...config.firebase, apiKey: '</script><b>' },
    });
  });

  it('preloads each file once: modules with crossorigin like Vite, styles, API answers with credentials', () => {
    const block = headBlock(config, [
      { kind: 'data', href: '/api/allCars?limit=6&a=<b>' },
      { kind: 'module', href: '/remotes/mf-catalog/remoteEntry.js' },
      { kind: 'module', href: '/remotes/mf-catalog/assets/a-1.js' },
      { kind: 'module', href: '/remotes/mf-catalog/assets/a-1.js' },
      { kind: 'style', href: '/remotes/mf-catalog/assets/a-1.css' },
    ]);
    const links = block.split('\n').filter((line) => line.includes('<link'));
    expect(links.map((line) => line.trim())).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/allCars?limit=6&amp;a=&lt;b&gt;">',
      '<link rel="modulepreload" crossorigin href="/remotes/mf-catalog/remoteEntry.js">',
      '<link rel="modulepreload" crossorigin href="/remotes/mf-catalog/assets/a-1.js">',
      '<link rel="preload" as="style" href="/remotes/mf-catalog/assets/a-1.css">',
    ]);
  });
});

describe('withHeadBlock', () => {
  it('puts the block at the end of the head, after the shell’s own preloads', () => {
    const html =
      '<html><head><script type="module" src="/assets/a.js"></script>' +
      '<link rel="modulepreload" href="/assets/b.js"></head><body></body></html>';
    const page = withHeadBlock(html, headBlock(config, []));
    expect(page.indexOf('/assets/b.js')).toBeLessThan(page.indexOf('carzone-runtime-config'));
    expect(page.indexOf('carzone-runtime-config')).toBeLessThan(page.indexOf('</head>'));
    expect(page.match(/<\/head>/g)).toHaveLength(1);
  });

  it('replaces the block a previous generation wrote, so generating again gives the same bytes', () => {
    const built = [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <title>CarZone</title>',
      '  </head>',
      '  <body></body>',
      '</html>',
      '',
    ].join('\n');
    const once = withHeadBlock(built, headBlock(config, []));
    expect(once).toContain('    <title>CarZone</title>\n    <!-- carzone:head -->');
    expect(once).toContain('<!-- /carzone:head -->\n  </head>');
    expect(withHeadBlock(once, headBlock(config, []))).toBe(once);
    expect(withoutHeadBlock(once)).toBe(built);

    const other = headBlock({ ...config, remotes: {} }, [{ kind: 'data', href: '/api/cars' }]);
    const again = withHeadBlock(once, other);
    expect(again).toBe(withHeadBlock(built, other));
    expect(again.match(/<!-- carzone:head -->/g)).toHaveLength(1);
  });
});
