// Parts of a first screen a person reads but does nothing with (text, photos, links) stay the HTML
// the server sent while React takes the page over: React renders none of their components, Chakra
// computes none of their styles, and the browser recalculates nothing for them. On a phone that is
// most of the work of hydration (docs/performance.md). What React renders in the browser (another
// page reached by a link, the part in another language, new data) is rendered as usual.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useLanguage } from '../i18n/messages';
import { markPageHydrated } from './use-hydrated';

/** The attribute that names an HTML-only part in the page, on the server and in the browser. */
export const HTML_ONLY_ATTRIBUTE = 'data-html-only';

/** The wrapper takes no room of its own: its children are laid out as the parent's. */
const WRAPPER_STYLE: CSSProperties = { display: 'contents' };

let takingOverFirstScreen = false;

/**
 * The shell says when React starts taking a first screen over (hydration) and when it has: only
 * then is a part's HTML from the server there to keep.
 */
export function markFirstScreenTakeOver(active: boolean): void {
  takingOverFirstScreen = active;
  markPageHydrated(!active);
}

/** True while React takes a first screen over. */
export function isTakingOverFirstScreen(): boolean {
  return takingOverFirstScreen;
}

/** The element of the page that `attribute` names `name` (no selector: a name may hold anything). */
export function pagePart(attribute: string, name: string): Element | undefined {
  return [...document.querySelectorAll(`[${attribute}]`)].find(
    (element) => element.getAttribute(attribute) === name,
  );
}

/** The HTML the server sent for the part named `name`, while the page is being taken over. */
function servedHtml(name: string): string | undefined {
  if (!takingOverFirstScreen || typeof document === 'undefined') return undefined;
  return pagePart(HTML_ONLY_ATTRIBUTE, name)?.innerHTML;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * `children`, rendered by the server as usual; in the browser, while React takes a first screen
 * over, the server's HTML of them is kept as it is (React's `dangerouslySetInnerHTML` with that
 * very HTML: nothing to compare, nothing rendered). It is rendered as React components once what
 * it was rendered from changes: the language, or one of `renderedFrom` (compared with
 * `Object.is`). Links in it keep working through `followLinksInHtmlOnlyParts`.
 *
 * Only for what has no handler of its own: a button, a box, a menu in it would not work.
 * `name` must be unique in the page and the same on the server and in the browser. Its wrapper is
 * a `div`, or a `span` (`as="span"`) for words within a paragraph, where a `div` may not be.
 */
export function HtmlOnly({
  name,
  renderedFrom = [],
  as: Wrapper = 'div',
  children,
}: {
  name: string;
  renderedFrom?: readonly unknown[];
  as?: 'div' | 'span';
  children: ReactNode;
}) {
  const language = useLanguage();
  const [served] = useState(() => servedHtml(name));
  const [servedFor] = useState(() => [language, ...renderedFrom]);
  if (served !== undefined && sameValues(servedFor, [language, ...renderedFrom])) {
    return (
      <Wrapper
        {...{ [HTML_ONLY_ATTRIBUTE]: name }}
        style={WRAPPER_STYLE}
        dangerouslySetInnerHTML={{ __html: served }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Wrapper {...{ [HTML_ONLY_ATTRIBUTE]: name }} style={WRAPPER_STYLE}>
      {children}
    </Wrapper>
  );
}

/**
 * A link's history state, for a link in an HTML-only part (which has no React Router link to
 * carry it): `<a data-link-state={linkState(state)}>`.
 */
export const LINK_STATE_ATTRIBUTE = 'data-link-state';
export function linkState(state: unknown): string | undefined {
  return state === undefined ? undefined : JSON.stringify(state);
}

/**
 * Links in HTML-only parts have no React Router link behind them: a click on one of this site's
 * addresses goes through `navigate` (no page load, as any other link), with the state the link
 * names. A click with a modifier key, on a link to another site, to another window or to a
 * download is the browser's. Returns what removes the listener.
 */
export function followLinksInHtmlOnlyParts(
  navigate: (to: string, options: { state?: unknown }) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const anchor = target?.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${HTML_ONLY_ATTRIBUTE}]`))
      return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const state = anchor.getAttribute(LINK_STATE_ATTRIBUTE);
    navigate(`${url.pathname}${url.search}${url.hash}`, {
      state: state ? (JSON.parse(state) as unknown) : undefined,
    });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
