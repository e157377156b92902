// The host's map of shared modules ends with a pause for the browser; no other file does.
import { describe, expect, it } from 'vitest';
import { sharesInitialisedAfterAYield, YIELD_TO_THE_BROWSER } from './shares-after-a-yield.ts';

type RenderChunk = (code: string, chunk: { moduleIds: string[] }) => unknown;
const renderChunk = sharesInitialisedAfterAYield().renderChunk as RenderChunk;

describe('sharesInitialisedAfterAYield', () => {
  it("ends the shared modules' map with the pause, leaving its code as it was", () => {
    const code = 'import"./loadShare-eager-1.js";export{s as usedShared};';
    const output = renderChunk(code, {
      moduleIds: ['\0virtual:mf-localSharedImportMap__mfe_internal__shell'],
    });
    expect(output).toEqual({ code: `${code}\n${YIELD_TO_THE_BROWSER}\n`, map: null });
  });

  it('leaves every other file alone', () => {
    expect(
      renderChunk('const a=1;', { moduleIds: ['/repo/node_modules/react/index.js'] }),
    ).toBeNull();
  });
});

describe('the pause', () => {
  const pause = async (hidden: boolean, scheduler?: { yield: () => Promise<void> }) => {
    const scope = { document: { hidden }, globalThis: { scheduler } as object };
    // The statement as the module runs it: a top-level await, here inside an async function.
    const run = new Function(
      'document',
      'globalThis',
      `return (async () => { ${YIELD_TO_THE_BROWSER} })();`,
    ) as (document: object, global: object) => Promise<void>;
    await run(scope.document, scope.globalThis);
  };

  it("waits for the browser's scheduler where it has one", async () => {
    let yielded = 0;
    await pause(false, { yield: () => Promise.resolve(void yielded++) });
    expect(yielded).toBe(1);
  });

  it('waits for a timer where it has none, and for nothing in a hidden tab', async () => {
    let yielded = 0;
    await pause(true, { yield: () => Promise.resolve(void yielded++) });
    expect(yielded).toBe(0);
    await expect(pause(false)).resolves.toBeUndefined();
  });
});
