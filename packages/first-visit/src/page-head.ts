// The block a first visit's page carries at the end of its <head>: the runtime manifest inlined
// (the shell starts without a round trip for it) and one preload per file or API answer the
// first route needs, so they download in parallel with the shell's own code.

/** What the shell reads at start-up (the shell's RuntimeConfig): remotes' entries, Firebase. */
export interface RuntimeManifest {
  /** Federation name → URL of the remote's entry (root-relative when on the site's origin). */
  remotes: Partial<Record<string, string>>;
  /** Firebase's web config, inlined as it is. */
  firebase?: unknown;
}

export interface Preload {
  href: string;
  /** A JavaScript module (`modulepreload`), a stylesheet or an API answer (`preload`). */
  kind: 'module' | 'style' | 'data';
}

/** The id of the inlined manifest's script element, which the shell looks for. */
export const INLINE_CONFIG_ID = 'carzone-runtime-config';

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
export function headBlock(config: RuntimeManifest, preloads: readonly Preload[]): string {
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

/** Where `marker` starts, widened to the start of its line when only indentation precedes it. */
function lineStartOf(html: string, marker: number): number {
  const lineStart = html.lastIndexOf('\n', marker - 1) + 1;
  return /^[ \t]*$/.test(html.slice(lineStart, marker)) ? lineStart : marker;
}

/** The page without the block a previous generation wrote (the shell's page as built). */
export function withoutHeadBlock(html: string): string {
  const start = html.indexOf(HEAD_BLOCK_START);
  const end = start === -1 ? -1 : html.indexOf(HEAD_BLOCK_END, start);
  if (end === -1) return html;
  let after = end + HEAD_BLOCK_END.length;
  if (html[after] === '\n') after += 1;
  return html.slice(0, lineStartOf(html, start)) + html.slice(after);
}

/**
 * The page with `block` as the last lines of its head, in place of any block written before, so
 * generating a page again from its own output gives the same bytes.
 */
export function withHeadBlock(html: string, block: string): string {
  const page = withoutHeadBlock(html);
  const headEnd = page.search(/<\/head>/i);
  if (headEnd === -1) return `${block}\n${page}`;
  const at = lineStartOf(page, headEnd);
  return `${page.slice(0, at)}${at === headEnd ? '\n' : ''}${block}\n${page.slice(at)}`;
}
