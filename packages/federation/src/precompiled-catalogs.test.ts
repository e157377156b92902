import { describe, expect, it } from 'vitest';
import { BANGLA_CATALOG_FILE, compiledCatalogModule } from './precompiled-catalogs.ts';

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

  it("are every unit's locales/bn.ts and web-kit's refusals, nothing else", () => {
    expect(BANGLA_CATALOG_FILE.test('/repo/mf-catalog/src/locales/bn.ts')).toBe(true);
    expect(BANGLA_CATALOG_FILE.test('/repo/packages/web-kit/src/i18n/refusals.bn.ts')).toBe(true);
    expect(BANGLA_CATALOG_FILE.test('C:\\repo\\shell\\src\\locales\\bn.ts')).toBe(true);
    expect(BANGLA_CATALOG_FILE.test('/repo/mf-catalog/src/locales/messages.ts')).toBe(false);
    expect(BANGLA_CATALOG_FILE.test('/repo/mf-catalog/src/locales/bn.test.ts')).toBe(false);
  });
});
