import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-check';

const LISTED = '{count, plural, one {# car listed.} other {# cars listed.}}';
const source = mkdtempSync(join(tmpdir(), 'carzone-catalog-check-'));
afterAll(() => rmSync(source, { recursive: true, force: true }));

/** A catalog's problems, its English all written in one source file. */
function problemsOf(catalog: Record<string, string>): string[] {
  const code = Object.keys(catalog).map((english) => `t(${JSON.stringify(english)});`);
  writeFileSync(join(source, 'page.ts'), code.join('\n'));
  return catalogProblems(catalog, source);
}

describe("a catalog's counts", () => {
  it('are plurals of English’s two cases, which web-kit formats as Lingui does', () => {
    expect(problemsOf({ [LISTED]: '{count, plural, other {#টি গাড়ি}} তালিকাভুক্ত আছে।' })).toEqual(
      [],
    );
  });

  it('refuse English that web-kit does not format: other arguments, other cases, no count', () => {
    const refused = [
      '{count, number} cars',
      '{count, plural, =0 {No car.} one {# car.} other {# cars.}}',
      '{count, plural, other {# cars.}}',
      '{count, plural, one {# car {extra, plural, one {x} other {y}}} other {# cars}}',
    ];
    const problems = problemsOf(
      Object.fromEntries(refused.map((english) => [english, '{count, number}টি {extra}'])),
    );
    for (const english of refused)
      expect(problems).toContain(
        `English beyond {name} and {count, plural, one {…} other {…}}: ${JSON.stringify(english)}`,
      );
  });
});
