import type { CSSProperties } from 'react';

/**
 * The style of a part that may start below the fold: the browser lays it out and paints it only
 * as it nears the screen (CSS `content-visibility: auto`), so a phone's first layouts cover what
 * is on screen, not a page of cards. Until then the part takes `height` (its likely height at
 * phone width); once shown, the browser keeps its real size for it (`auto`). Its text stays in
 * the page, for find-in-page and assistive technology. An inline `style`: no style to compute.
 */
export function laidOutWhenNear(height: string): CSSProperties {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` };
}
