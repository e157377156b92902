import { describe, expect, it } from 'vitest';
import { carZoneSystem, createCarZoneSystem, prepareStyleSystem } from './theme';

/** Runs `work` while counting the other tasks the event loop runs before it ends. */
async function tasksRunDuring(work: Promise<void>): Promise<number> {
  let ended = false;
  let tasks = 0;
  const ending = work.then(() => {
    ended = true;
  });
  while (!ended) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!ended) tasks += 1;
  }
  await ending;
  return tasks;
}

describe("the page's style system, made ahead of the first render", () => {
  it('is made over several tasks, so the browser can answer a tap or paint between them', async () => {
    expect(await tasksRunDuring(prepareStyleSystem())).toBeGreaterThanOrEqual(5);
  });

  it('is the system Chakra makes at once: the same tokens, and the same styles for the same props', () => {
    const madeInSteps = carZoneSystem();
    const madeAtOnce = createCarZoneSystem();
    expect(madeInSteps).not.toBe(madeAtOnce);
    expect([...(madeInSteps.tokens.cssVarMap.get('base') ?? [])]).toEqual([
      ...(madeAtOnce.tokens.cssVarMap.get('base') ?? []),
    ]);
    const props = { p: { base: 4, md: 6 }, color: 'brand.600', _hover: { bg: 'bg.muted' } };
    expect(madeInSteps.css(props)).toEqual(madeAtOnce.css(props));
    expect(madeInSteps.css(props)).toMatchObject({ color: 'var(--chakra-colors-brand-600)' });
  });
});
