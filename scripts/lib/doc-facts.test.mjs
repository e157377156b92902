import { describe, expect, it } from 'vitest';
import {
  anchorProblems,
  apiModulesOf,
  headingAnchors,
  decisionProblems,
  lengthProblem,
  moduleListProblems,
  remoteRoutesOf,
  unitsTableProblems,
} from './doc-facts.mjs';

const messages = (problems) => problems.map(({ line, message }) => `${line}: ${message}`);

describe('apiModulesOf', () => {
  it("names each module by its file, the app's own module aside", () => {
    const files = [
      'api/src/app.module.ts',
      'api/src/cars/cars.module.ts',
      'api/src/cars/cars.service.ts',
      'api/src/reviews/reviews.module.ts',
    ];
    expect(apiModulesOf(files)).toEqual(['cars', 'reviews']);
  });
});

describe('moduleListProblems', () => {
  const table = (...names) =>
    [
      '## 1. Units',
      '',
      "### The API's modules",
      '',
      '| module | owns |',
      '| ------ | ---- |',
      ...names.map((name) => `| \`${name}\` | its things |`),
      '',
      'After the table.',
    ].join('\n');

  it('passes a list that is the modules there are', () => {
    expect(moduleListProblems(table('cars', 'reviews'), 'a.md', ['cars', 'reviews'])).toEqual([]);
  });

  it('fails on a module left out and on one that does not exist', () => {
    expect(
      messages(moduleListProblems(table('cars', 'clock'), 'a.md', ['cars', 'reviews'])),
    ).toEqual([
      "7: the API's modules leave out `reviews` (api/src/reviews/reviews.module.ts)",
      '8: lists the API module `clock`, which has no api/src/*/clock.module.ts',
    ]);
  });

  it('asks for the list only where it is required', () => {
    expect(moduleListProblems('# README', 'README.md', ['cars'])).toEqual([]);
    expect(messages(moduleListProblems('# Doc', 'a.md', ['cars'], { required: true }))).toEqual([
      expect.stringMatching(/^0: has no table of the API's modules/),
    ]);
  });

  it("fails on a second list in a units table's api/ row", () => {
    const readme = [
      '| folder | what |',
      '| ------ | ---- |',
      '| `api/` | NestJS API: `cars`, `bookings`, `reviews`, `mail` |',
    ].join('\n');
    expect(
      messages(moduleListProblems(readme, 'README.md', ['bookings', 'cars', 'mail', 'reviews'])),
    ).toEqual([
      "3: the units table's api/ row lists modules (cars, bookings, reviews, mail): name them only in docs/architecture.md's table of the API's modules",
    ]);
  });
});

describe('remoteRoutesOf', () => {
  const routes = [
    'export const routes = {',
    "  about: { path: '/about', getHref: () => '/about' },",
    '  carDetails: {',
    "    path: '/car/:id',",
    '  },',
    "  myCars: { path: '/cars/:email', getHref: (email: string) => '' },",
    '} as const;',
  ].join('\n');
  const router = [
    "remoteRoute(routes.about.path, 'mf_marketing/about-route'),",
    "remoteRoute(routes.carDetails.path, 'mf_catalog/car-details-route', {",
    "  remoteRoute(routes.myCars.path, 'mf_owner/my-cars-route', { Loading: AuthLoading }),",
  ].join('\n');

  it("reads which remote serves each page from the router and the route map's paths", () => {
    expect(remoteRoutesOf(router, routes)).toEqual(
      new Map([
        ['mf_marketing', ['/about']],
        ['mf_catalog', ['/car/:id']],
        ['mf_owner', ['/cars/:email']],
      ]),
    );
  });

  it('fails loudly on a route the map lacks', () => {
    expect(() => remoteRoutesOf("remoteRoute(routes.gone.path, 'mf_x/y')", routes)).toThrow(
      /routes.gone/,
    );
  });
});

describe('unitsTableProblems', () => {
  const remotes = {
    catalog: { name: 'mf_catalog', folder: 'mf-catalog' },
    owner: { name: 'mf_owner', folder: 'mf-owner' },
  };
  const served = new Map([
    ['mf_catalog', ['/available', '/car/:id']],
    ['mf_owner', ['/addCars', '/requests']],
  ]);
  const paths = new Set(['/', '/available', '/car/:id', '/addCars', '/requests']);
  const table = (...rows) =>
    [
      '| unit | owns | must not |',
      '| ---- | ---- | -------- |',
      '| `shell/` | layout, `/profile` | … |',
      ...rows,
    ].join('\n');

  it('passes a row per remote naming the pages it serves', () => {
    const markdown = table(
      "| `mf-catalog/` | Home's Recent Listings, `/available`, `/car/:id` | … |",
      '| `mf-owner/` | `/addCars`, `/requests` | … |',
    );
    expect(unitsTableProblems(markdown, 'a.md', remotes, served, paths)).toEqual([]);
  });

  it('fails on a missing row, an extra one, a page left out and a path the map lacks', () => {
    const markdown = table(
      '| `mf-catalog/` | `/available`, `/car/:id`, `/cars` | … |',
      '| `mf-old/` | `/old` | … |',
    );
    expect(messages(unitsTableProblems(markdown, 'a.md', remotes, served, paths))).toEqual([
      '5: the units table has a row for mf-old/, which is no remote of packages/federation/units.json',
      "4: mf-catalog/'s row names `/cars`, which is no path of packages/web-kit/src/routes.ts",
      '3: the units table has no row for mf-owner/ (a remote of packages/federation/units.json)',
    ]);
    const withOwner = table(
      '| `mf-catalog/` | `/available`, `/car/:id` | … |',
      '| `mf-owner/` | `/addCars` | … |',
    );
    expect(messages(unitsTableProblems(withOwner, 'a.md', remotes, served, paths))).toEqual([
      "5: mf-owner/'s row does not name `/requests`, a page the shell's router serves from mf_owner",
    ]);
  });
});

describe('decisionProblems', () => {
  const numbers = ['001', '002', '003'];
  const decision = (...head) => [...head, '', '## Context', '', 'Status: in the text.'].join('\n');
  const check = (markdown, name = '002-sessions.md') =>
    messages(decisionProblems(markdown, `docs/decisions/${name}`, numbers));

  it('passes a title with its number and a Status: line with a status and a date', () => {
    expect(check(decision('# 002 — Sessions', '', 'Status: **accepted** (2026-11-22).'))).toEqual(
      [],
    );
    expect(
      check(decision('# 002: Sessions', '', 'Status: proposed, 2026-11-28 (not built).')),
    ).toEqual([]);
    expect(
      check(decision('# 002 Sessions', '', 'Status: superseded by 003 (2026-12-01).')),
    ).toEqual([]);
  });

  it('fails without a Status: line before the first section, or without its date', () => {
    expect(check(decision('# 002 — Sessions'))).toEqual([
      expect.stringMatching(/^0: has no Status: line before its first section/),
    ]);
    expect(check(decision('# 002 — Sessions', '', 'Status: accepted.'))).toEqual([
      expect.stringMatching(/^3: its Status: line names no status .* or no date/),
    ]);
    expect(check(decision('# 002 — Sessions', '', 'Status: done (2026-11-22).'))).toEqual([
      expect.stringMatching(/^3: its Status: line names no status/),
    ]);
  });

  it('fails on a title without its number, and on a successor that does not exist', () => {
    expect(check(decision('# Sessions', '', 'Status: accepted (2026-11-22).'))).toEqual([
      '1: its first line is not its title: "# 002 — <the decision>"',
    ]);
    expect(check(decision('# 001 — Sessions', '', 'Status: accepted (2026-11-22).'))).toEqual([
      '1: its first line is not its title: "# 002 — <the decision>"',
    ]);
    expect(
      check(decision('# 002 — Sessions', '', 'Status: superseded by 009 (2026-12-01).')),
    ).toEqual(['3: is superseded by 009, which is no decision of docs/decisions/']);
    expect(check('# x', 'sessions.md')).toEqual([
      expect.stringMatching(/^0: a decision is named NNN-its-title.md/),
    ]);
  });
});

describe('lengthProblem', () => {
  it('fails on a map longer than its limit', () => {
    const lines = (count) =>
      `${Array.from({ length: count }, (_, index) => `line ${index}`).join('\n')}\n`;
    expect(lengthProblem(lines(400), 'docs/architecture.md')).toEqual([]);
    expect(messages(lengthProblem(lines(401), 'docs/architecture.md'))).toEqual([
      "401: is 401 lines, over 400: move a capability's detail to its module's header comment, a decision or performance.md",
    ]);
  });
});

describe('headingAnchors', () => {
  it('makes anchors as GitHub does, keeping Bangla and numbering a repeated heading', () => {
    const markdown = [
      '# CarZone architecture',
      "### The API's modules",
      '## 5. Languages (বাংলা and English)',
      '```md',
      '## Not a heading',
      '```',
      '### A route',
      '### A route',
    ].join('\n');
    expect([...headingAnchors(markdown)]).toEqual([
      'carzone-architecture',
      'the-apis-modules',
      '5-languages-বাংলা-and-english',
      'a-route',
      'a-route-1',
    ]);
  });
});

describe('anchorProblems', () => {
  const documents = {
    'docs/architecture.md': "# Map\n### The API's modules\n## 5. Languages (বাংলা and English)",
    'docs/operations.md': '# Operations\n## Alerts',
  };
  const read = (file) => documents[file] ?? null;

  it('passes links to headings that exist, in another document or the same one', () => {
    const markdown = [
      '[modules](docs/architecture.md#the-apis-modules), [alerts](docs/operations.md#alerts)',
      '[§5](docs/architecture.md#5-languages-বাংলা-and-english), [top](#readme), [x](https://a.b/#c)',
      '# README',
    ].join('\n');
    expect(anchorProblems(markdown, 'README.md', read)).toEqual([]);
  });

  it('fails on a link to a heading that is gone', () => {
    expect(
      messages(
        anchorProblems('[§6](architecture.md#6-where-things-are)', 'docs/glossary.md', read),
      ),
    ).toEqual(['1: links to #6-where-things-are, a heading docs/architecture.md does not have']);
  });
});
