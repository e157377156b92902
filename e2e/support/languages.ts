// Helpers for the Bangla and English tests: switching the page's language as a person does, and
// finding English a page in Bangla still shows.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Clicks the nav's switch: a button in the bar on a wide screen, in the menu on a phone. */
export async function switchLanguageTo(page: Page, name: 'বাংলা' | 'English'): Promise<void> {
  const inBar = page.getByRole('button', { name, exact: true });
  if (await inBar.isVisible()) {
    await inBar.click();
  } else {
    await page.getByRole('button', { name: name === 'বাংলা' ? 'Open menu' : 'মেনু খুলুন' }).click();
    await page.getByRole('button', { name, exact: true }).click();
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
 * The English words a page in Bangla shows, outside `data` and the brand: visible text and the
 * labels screen readers read (aria-label, placeholder, alt, title). Each entry names where.
 * `data` is what stays as people typed it: the names and places the site itself gives, and the
 * cars, accounts and searches the test itself made; never the live data of others (the demo cars,
 * other tests' cars), whose words would hide a page's own English left among them.
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

/** The words a form control is labelled with (its <label for>), without the required-field mark. */
export function fieldLabel(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    Array.from((element as HTMLInputElement).labels ?? [], (label) =>
      label.innerText.replace('*', '').trim(),
    ).join(' '),
  );
}

/** The words a data list shows beside a value (the <dt> of the <dd> that reads `value`). */
export function labelBeside(within: Locator, value: string): Promise<string> {
  return within
    .locator('dd')
    .getByText(value, { exact: true })
    .locator('xpath=ancestor-or-self::dd[1]/preceding-sibling::dt[1]')
    .innerText();
}

/** The text a page has between two elements (after the first, before the second), trimmed. */
export async function textBetween(first: Locator, second: Locator): Promise<string> {
  const end = await second.elementHandle();
  return first.evaluate((start, until) => {
    const range = document.createRange();
    range.setStartAfter(start);
    range.setEndBefore(until!);
    return range.toString().replace(/\s+/g, ' ').trim();
  }, end);
}

/** The header of the table column a cell is in. */
export function columnHeaderOf(cell: Locator): Promise<string> {
  return cell.evaluate((element) => {
    const td = element.closest('td, th') as HTMLTableCellElement;
    return (td.closest('table')?.tHead?.rows[0]?.cells[td.cellIndex] as HTMLElement).innerText;
  });
}

/**
 * One English word, shown by several units (`shown`: what each read on its page, by where), reads
 * as one Bangla everywhere: the same words, in Bangla script.
 */
export function expectOneBangla(english: string, shown: Record<string, string>): void {
  const [first] = Object.values(shown);
  expect(Object.keys(shown).length, `${english}: read on two units' pages`).toBeGreaterThan(1);
  expect(first, `${english} in Bangla`).toMatch(
    /^[\u0980-\u09FF](?:[\u0980-\u09FF ]|\u200C|\u200D)*$/,
  );
  expect(shown, `"${english}" reads the same on every unit`).toEqual(
    Object.fromEntries(Object.keys(shown).map((where) => [where, first])),
  );
}
