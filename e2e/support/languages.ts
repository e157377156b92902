// Helpers for the Bangla and English tests: switching the page's language as a person does, and
// finding English a page in Bangla still shows.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Clicks the nav's switch: a button on a wide screen, an item of the menu on a phone. */
export async function switchLanguageTo(page: Page, name: 'বাংলা' | 'English'): Promise<void> {
  const inBar = page.getByRole('button', { name, exact: true });
  if (await inBar.isVisible()) {
    await inBar.click();
  } else {
    await page.getByRole('button', { name: name === 'বাংলা' ? 'Open menu' : 'মেনু খুলুন' }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
  // The page has switched (and kept the choice) once <html lang> says so.
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'বাংলা' ? 'bn' : 'en');
}

/** Waits until the page has been taken over by React and the route's words are on it. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', /.*/, { timeout: 30_000 });
  await expect(page.getByRole('status', { name: /Loading|লোড হচ্ছে/ })).toHaveCount(0);
}

/**
 * The English words a page in Bangla shows, outside the data it shows (`data`: car models,
 * names, places, e-mails, which stay as their owners typed them) and the brand: visible text and
 * the labels screen readers read (aria-label, placeholder, alt, title). Each entry names where.
 */
export async function englishLeftOn(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate((data) => {
    const allowed = [...data, 'CarZone', 'English']
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    const english = (text: string) => {
      let rest = text;
      for (const value of allowed) rest = rest.split(value).join(' ');
      return /[A-Za-z]{2,}/.test(rest);
    };
    const visible = (element: Element) =>
      !element.closest('script, style, noscript, [translate="no"], [aria-hidden="true"]') &&
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text && parent && visible(parent) && english(text)) {
        found.push(`${parent.tagName.toLowerCase()}: ${text}`);
      }
    }
    const labelled = document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]');
    for (const element of Array.from(labelled)) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(attribute);
        if (value && english(value)) found.push(`${attribute}: ${value}`);
      }
    }
    if (english(document.title)) found.push(`title: ${document.title}`);
    return found;
  }, data);
}
