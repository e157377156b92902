// The eager shared modules' file starts with V8's compile hint; no other file does.
import { describe, expect, it } from 'vitest';
import {
  COMPILE_EAGERLY_HINT,
  EAGER_SHARED_CHUNK_NAME,
  eagerSharedModulesCompiledAtOnce,
} from './compile-hint.ts';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

function bundleAfter(
  names: string[],
): Record<string, { type: string; name: string; code: string }> {
  const bundle = Object.fromEntries(
    names.map((name) => [`assets/${name}-x.js`, { type: 'chunk', name, code: 'const a=1;' }]),
  );
  const hook = eagerSharedModulesCompiledAtOnce().generateBundle as { handler: Handler };
  hook.handler({}, bundle);
  return bundle;
}

describe('eagerSharedModulesCompiledAtOnce', () => {
  it("puts the hint on the eager shared modules' first line", () => {
    const bundle = bundleAfter([EAGER_SHARED_CHUNK_NAME, 'bootstrap']);
    expect(bundle[`assets/${EAGER_SHARED_CHUNK_NAME}-x.js`]?.code).toBe(
      `${COMPILE_EAGERLY_HINT}\nconst a=1;`,
    );
    expect(bundle['assets/bootstrap-x.js']?.code).toBe('const a=1;');
  });
});
