// The front ends tell the API's refusals apart by their code (`ApiError.code`, `fieldCodes`), never
// by their words: the words change with the language and may be reworded (decision 009).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the front ends', () => {
  const root = join(import.meta.dirname, '../../..');
  const frontEndFolders = [
    'shell/src',
    ...readdirSync(root)
      .filter((name) => name.startsWith('mf-'))
      .map((name) => `${name}/src`),
    'packages/ui/src',
    'packages/web-kit/src',
  ];
  const sources = frontEndFolders.flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(root, folder, file)),
  );

  it('tell refusals apart by code, never by their words', () => {
    expect(sources.length).toBeGreaterThan(50);
    const byWords = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          // An error's message compared with a text.
          /(?<!typeof\s[^=]*)\.message\s*[!=]==?|[!=]==?\s*\w+\.message\b/.test(line)
            ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(byWords).toEqual([]);
  });
});
