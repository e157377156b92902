// The accessibility check every page takes: axe-core over what is on screen now (dialogs and menus
// included, since they are in the page), failing on any serious or critical violation, and on the
// structural rules people who navigate by headings and landmarks rely on whatever their impact.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Rules checked whatever impact axe gives them: a page must have a main, a title, no skips. */
const STRUCTURAL_RULES = new Set([
  'landmark-one-main',
  'page-has-heading-one',
  'heading-order',
  'document-title',
  'html-has-lang',
]);

/** One line per violation: what is wrong, and where (the first few elements). */
function describe(violation: {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}): string {
  const where = violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(', ');
  return `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} (${where})`;
}

/** Fails with every serious, critical or structural violation on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Legacy mode runs axe in the page itself instead of merging frames in a second, blank page:
  // the site has no iframes, and it halves the time each check takes.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const failing = violations.filter(
    (violation) =>
      violation.impact === 'serious' ||
      violation.impact === 'critical' ||
      STRUCTURAL_RULES.has(violation.id),
  );
  // Soft: a test goes on to its other pages and dialogs, so one run lists every violation.
  expect.soft(failing.map(describe), `accessibility violations on ${where}`).toEqual([]);
}
