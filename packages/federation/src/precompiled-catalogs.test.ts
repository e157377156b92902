import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_CATALOG_FILE, compiledCatalogModule } from './precompiled-catalogs.ts';
import { REMOTES } from './units.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A catalog module compiled as the build compiles it, read back. */
async function compiled(javascript: string): Promise<Record<string, unknown>> {
  const module = compiledCatalogModule(javascript);
  return (
    (await import(`data:text/javascript,${encodeURIComponent(module)}`)) as {
      default: Record<string, unknown>;
    }
  ).default;
}

describe('the Bangla catalogs, compiled as they are bundled', () => {
  it('are the same texts in Lingui’s compiled form, placeholders and plurals included', async () => {
    const module = compiledCatalogModule(
      "export default { 'Sign in': 'সাইন ইন', 'Hello, {name}': 'হ্যালো, {name}', Days: '{n, plural, other {# দিন}}' };",
    );
    const catalog = (await import(`data:text/javascript,${encodeURIComponent(module)}`)) as {
      default: Record<string, unknown>;
    };
    expect(catalog.default).toEqual({
      'Sign in': ['সাইন ইন'],
      'Hello, {name}': ['হ্যালো, ', ['name']],
      Days: [['n', 'plural', { other: ['#', ' দিন'] }]],
    });
  });

  it("compile every catalog's counts to Lingui's plurals, `#` and all", async () => {
    const catalogs = ['shell', ...Object.values(REMOTES).map(({ folder }) => folder), 'packages/ui']
      .map((unit) => join(repoRoot, unit, 'src/locales/bn.ts'))
      .filter((path) => existsSync(path));
    const plurals: [string, unknown][] = [];
    for (const path of catalogs) {
      const { default: catalog } = (await import(/* @vite-ignore */ path)) as {
        default: Record<string, string>;
      };
      const messages = await compiled(`export default ${JSON.stringify(catalog)};`);
      for (const english of Object.keys(catalog).filter((text) => text.includes(', plural,')))
        plurals.push([english, messages[english]]);
    }
    // The shared "# cars listed." and the catalog's and the owner's searches, at least.
    expect(plurals.length).toBeGreaterThanOrEqual(4);
    for (const [english, message] of plurals)
      expect(JSON.stringify(message), english).toMatch(/\["\w+","plural",\{"other":\["#",/);
  });

  it("are every unit's locales/bn.ts and web-kit's refusals, nothing else", () => {
    expect(TRANSLATION_CATALOG_FILE.test('/repo/mf-catalog/src/locales/bn.ts')).toBe(true);
    expect(TRANSLATION_CATALOG_FILE.test('/repo/packages/web-kit/src/locales/bn.ts')).toBe(true);
    expect(TRANSLATION_CATALOG_FILE.test('/repo/packages/domain/src/locales/bn.ts')).toBe(false);
    expect(TRANSLATION_CATALOG_FILE.test('C:\\repo\\shell\\src\\locales\\bn.ts')).toBe(true);
    expect(TRANSLATION_CATALOG_FILE.test('/repo/mf-catalog/src/locales/messages.ts')).toBe(false);
    expect(TRANSLATION_CATALOG_FILE.test('/repo/mf-catalog/src/locales/bn.test.ts')).toBe(false);
  });
});
