// What the shell's server adds to the <head> of the page it sends: the runtime manifest inlined
// (no round trip before the shell can start) and preloads for the remotes' code, so the browser
// fetches it in parallel with the shell's own. deploy/write-runtime-config.sh writes the same
// block into the built index.html for nginx.
import type { RuntimeConfig } from '@carzone/federation/contracts';
import { INLINE_CONFIG_ID } from '../src/config/runtime-config.ts';

export interface Preload {
  href: string;
  /** A JavaScript module (`modulepreload`), a stylesheet or an API answer (`preload`). */
  kind: 'module' | 'style' | 'data';
}

/** The block is fenced by these comments, so a page written once can be written again. */
export const HEAD_BLOCK_START = '<!-- carzone:head -->';
export const HEAD_BLOCK_END = '<!-- /carzone:head -->';

/**
 * JSON that can sit inside a `<script>` element: nothing in it can close the element (`</script>`)
 * or open a comment (`<!--`), and it parses to the same value. `<`, `>` and `&` become JSON
 * escapes; so do U+2028 and U+2029, which older JavaScript parsers take for line ends.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** A value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function preloadTag({ href, kind }: Preload): string {
  const url = escapeAttribute(href);
  // Each preload is made as the real request will be, or the browser fetches twice: modules with
  // `crossorigin` as Vite writes it for its own modulepreloads (the federation runtime's module
  // fetch matches it), stylesheets without (the runtime adds them so), and API answers with
  // credentials, as web-kit's apiRequest fetches them.
  if (kind === 'module') return `<link rel="modulepreload" crossorigin href="${url}">`;
  if (kind === 'data')
    return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
  return `<link rel="preload" as="style" href="${url}">`;
}

/** The block for the head: the inlined manifest, then one preload per file (each once). */
export function headBlock(config: RuntimeConfig, preloads: readonly Preload[]): string {
  const hrefs = new Set<string>();
  const tags: string[] = [];
  for (const preload of preloads) {
    if (hrefs.has(preload.href)) continue;
    hrefs.add(preload.href);
    tags.push(`    ${preloadTag(preload)}`);
  }
  return [
    `    ${HEAD_BLOCK_START}`,
    `    <script id="${INLINE_CONFIG_ID}" type="application/json">${jsonForHtml(config)}</script>`,
    ...tags,
    `    ${HEAD_BLOCK_END}`,
  ].join('\n');
}

/** The page with `block` at the end of its head (or at its start when it has no head). */
export function injectIntoHead(html: string, block: string): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return `${block}\n${html}`;
  return `${html.slice(0, end)}\n${block}\n  ${html.slice(end)}`;
}
