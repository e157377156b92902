import { describe, expect, it } from 'vitest';
import {
  documentsOf,
  extractPathReferences,
  missingPaths,
  repositoryOf,
  skipReason,
} from './doc-paths.mjs';

const repository = repositoryOf(
  [
    'README.md',
    'docs/architecture.md',
    'docs/decisions/001-postgresql-with-pglite.md',
    'api/src/app.module.ts',
    'api/src/common/api-error.ts',
    'api/src/cars/cars.controller.ts',
    'api/src/cars/dto/list-cars.dto.ts',
    'mf-catalog/src/lib/cars-api.ts',
    'mf-catalog/src/features/available-cars/car-page-api.ts',
    'shell/src/features/home/home-page.tsx',
    'shell/src/app/bootstrap.tsx',
    'packages/federation/units.json',
  ],
  ['react', 'firebase'],
);

/** The paths of a document (in docs/) that the repository above lacks. */
const missingIn = (markdown, document = 'docs/architecture.md') =>
  missingPaths(markdown, document, repository).map(({ path, line }) => `${line}:${path}`);

describe('extractPathReferences', () => {
  it('takes the words in backticks that look like paths, and the links, with their lines', () => {
    const markdown = [
      'The one error shape: `api/src/common/api-error.ts`; Home in `shell/src/features/home/`.',
      'See [001](decisions/001-postgresql-with-pglite.md) and `bootstrap.tsx`, not `useSession`.',
    ].join('\n');
    expect(extractPathReferences(markdown)).toEqual([
      { path: 'api/src/common/api-error.ts', line: 1, kind: 'code' },
      { path: 'shell/src/features/home/', line: 1, kind: 'code' },
      { path: 'bootstrap.tsx', line: 2, kind: 'code' },
      { path: 'decisions/001-postgresql-with-pglite.md', line: 2, kind: 'link' },
    ]);
  });

  it('reads each word of a command, and leaves code, versions and bare extensions alone', () => {
    const markdown =
      "`node scripts/bench-first-visit.mjs`, `t('Available Cars')`, `1.8.1`, `.eml`, `?q=a/b`";
    expect(extractPathReferences(markdown).map(({ path }) => path)).toEqual([
      'scripts/bench-first-visit.mjs',
    ]);
  });

  it('leaves fenced code blocks out, and keeps counting their lines', () => {
    const markdown = ['```sh', 'node deploy/missing.mjs', '```', 'Then `api/src/app.module.ts`.'];
    expect(extractPathReferences(markdown.join('\n'))).toEqual([
      { path: 'api/src/app.module.ts', line: 4, kind: 'code' },
    ]);
  });

  it('reads a code span across a line break, and a link whose text is code', () => {
    const markdown = 'Its calls (`mf-catalog/src/lib/cars-api.ts\nmore/here.ts`): [`x.md`](x.md).';
    expect(extractPathReferences(markdown)).toEqual([
      { path: 'mf-catalog/src/lib/cars-api.ts', line: 1, kind: 'code' },
      { path: 'more/here.ts', line: 1, kind: 'code' },
      { path: 'x.md', line: 2, kind: 'code' },
      { path: 'x.md', line: 2, kind: 'link' },
    ]);
  });

  it('keeps a placeholder with spaces in one word', () => {
    expect(extractPathReferences('`https://<your site>/reset-password`')).toEqual([]);
    expect(extractPathReferences('`<unit folder>/src/locales/bn.ts`')).toEqual([
      { path: '<unit_folder>/src/locales/bn.ts', line: 1, kind: 'code' },
    ]);
  });
});

describe('missingPaths', () => {
  it('reports a path that does not exist, with its line', () => {
    const markdown = [
      'Errors: `api/src/common/api-error.ts`.',
      'Mail: `api/src/mail/booking-mails.ts` and `api/src/gone/`.',
    ].join('\n');
    expect(missingIn(markdown)).toEqual(['2:api/src/mail/booking-mails.ts', '2:api/src/gone/']);
  });

  it('asks a trailing slash for a folder', () => {
    expect(missingIn('`api/src/app.module.ts/` and `api/src/cars`')).toEqual([
      '1:api/src/app.module.ts/',
    ]);
  });

  it('resolves a link from its document, and a path in backticks from the root', () => {
    expect(missingIn('[d](decisions/001-postgresql-with-pglite.md), [r](../README.md)')).toEqual(
      [],
    );
    expect(missingIn('[d](docs/decisions/001-postgresql-with-pglite.md)')).toEqual([
      '1:docs/decisions/001-postgresql-with-pglite.md',
    ]);
    expect(missingIn('[r](README.md)', 'README.md')).toEqual([]);
    expect(missingIn('[up](../../outside.md#top)')).toEqual(['1:../../outside.md#top']);
    expect(missingIn('`docs/decisions/001-postgresql-with-pglite.md`')).toEqual([]);
  });

  it('matches globs and placeholders against what exists', () => {
    expect(
      missingIn('`mf-*/src/lib/*-api.ts`, `api/src/<module>/`, `*.controller.ts`, `mf-<x>/`'),
    ).toEqual([]);
    expect(missingIn('`mf-*/src/api/*-api.ts`, `api/src/<module>/<name>.service.ts`')).toEqual([
      '1:mf-*/src/api/*-api.ts',
      '1:api/src/<module>/<name>.service.ts',
    ]);
  });

  it('finds a partial path or a file name anywhere, but only where it exists', () => {
    expect(missingIn('`dto/`, `src/lib/cars-api.ts`, `bootstrap.tsx`, `units.json`')).toEqual([]);
    expect(missingIn('`src/lib/owner-api.ts`, `main.tsx`')).toEqual([
      '1:src/lib/owner-api.ts',
      '1:main.tsx',
    ]);
  });

  it('does not take URLs, routes, packages, ids, values or built files for paths', () => {
    const markdown = [
      '[Redis](https://redis.io/docs/), `http://localhost:3000/remotes/mf-catalog/`, [§2](#2-a-first-visit)',
      '`GET /api/cars`, `/available`, `/car/:id`, `/remotes/<folder>/`, `/etc/nginx/tls`',
      '`@carzone/ui/date-fields`, `react/jsx-runtime`, `firebase/*`, `mf_catalog/recent-listings`',
      '`application/json`, `$DATA_DIR/photos`, `60/1m`, `attempts/window`, `../lib`',
      '`shell/dist/index.html`, `.data/mail/`, `mf-manifest.json`, `site/remotes/<folder>/`',
    ].join('\n');
    expect(missingIn(markdown)).toEqual([]);
  });

  it('says why a word is skipped', () => {
    const reason = (path, kind = 'code') => skipReason({ path, kind, line: 1 }, repository);
    expect(reason('/api/cars')).toMatch(/site, the API/);
    expect(reason('react/jsx-runtime.js')).toBe('an import specifier');
    expect(reason('https://example.com/x', 'link')).toBe('a URL');
    expect(reason('api/src/app.module.ts')).toBeNull();
    expect(reason('decisions/001-postgresql-with-pglite.md', 'link')).toBeNull();
  });
});

describe('documentsOf', () => {
  it('checks README.md and the docs folder', () => {
    expect(documentsOf(repository)).toEqual([
      'README.md',
      'docs/architecture.md',
      'docs/decisions/001-postgresql-with-pglite.md',
    ]);
  });
});
