import { describe, expect, it } from 'vitest';
import { reactIconsRuntimeFromWebKit } from './react-icons-runtime.ts';

const plugin = reactIconsRuntimeFromWebKit();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;
const STORE = '/repo/node_modules/.pnpm/react-icons@5.7.0_react@19.3.1/node_modules/react-icons';

describe("react-icons' runtime, once for the page", () => {
  it("points an icon set's import of the runtime at web-kit's copy", () => {
    const id = resolveId('../lib/index.mjs', `${STORE}/lu/index.mjs`);
    expect(id).not.toBeNull();
    expect(load(id!)).toBe(
      "export { DefaultContext, GenIcon, IconBase, IconContext } from '@carzone/web-kit';",
    );
    expect(resolveId('../lib', `${STORE}/fa/index.mjs`)).toBe(id);
  });

  it("leaves every other import alone, web-kit's own import of the runtime included", () => {
    expect(
      resolveId('react-icons/lib', '/repo/packages/web-kit/src/icons/react-icons-runtime.ts'),
    ).toBeNull();
    expect(resolveId('./iconBase.mjs', `${STORE}/lib/index.mjs`)).toBeNull();
    expect(resolveId('../lib/index.mjs', '/repo/mf-catalog/src/features/x/index.mjs')).toBeNull();
    expect(resolveId('../lib/index.mjs')).toBeNull();
    expect(load('/repo/anything.ts')).toBeNull();
  });
});
