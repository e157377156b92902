// `npm run test:unit`: every unit's tests and the API's on in-memory PGlite, in one Vitest run,
// for the edit-test loop. It needs no build and no browser, so it leaves out the tests that
// start built output (the API's graceful shutdown, the shell's per-request renderer, npm start's
// Ctrl-C); `npm test` runs every unit but the API through it after its build, those included,
// and the API with its own config. scripts/test-unit.mjs sets the loop's environment.
import { existsSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import units from './packages/federation/units.json' with { type: 'json' };

/** Tests of what a build wrote (dist/, dist-prerender/), or of `npm start` on it. */
const NEEDS_A_BUILD = ['src/graceful-shutdown.test.ts', 'src/prerender/render-page-screen.test.ts'];
const STARTS_THE_BUILT_SITE = ['start-ctrl-c.test.mjs'];
/**
 * `npm test` runs every unit but the API through this config too, after its build
 * (scripts/test.mjs sets this): then the tests of built output run as well.
 */
const AFTER_A_BUILD = process.env.CARZONE_TESTS_AFTER_BUILD === '1';
const needingABuild = (files: string[]) => (AFTER_A_BUILD ? [] : files);

/**
 * The component tests (jsdom) of the remotes (every one in packages/federation/units.json whose
 * folder this checkout has) and the shared UI. Here each worker keeps React, Chakra and jsdom
 * loaded from one file to the next instead of loading them again for every file (about a minute of
 * the loop's three); each test sets up what it renders, so the order of files never matters (npm
 * test runs them the same way). (web-kit's and the shell's tests share module state, the language
 * and the theme, between files, so they keep their isolation.) Each project is named after its package (`--project
 * @carzone/mf-catalog`), and its first-visit tests' after it too (below).
 */
const COMPONENT_UNITS = [...Object.values(units.remotes).map(({ folder }) => folder), 'packages/ui']
  .map((folder) => [folder, new URL(`./${folder}/package.json`, import.meta.url)] as const)
  .filter(([, packageJson]) => existsSync(packageJson))
  .map(([folder, packageJson]) => {
    const { name } = JSON.parse(readFileSync(packageJson, 'utf8')) as { name: string };
    return [folder, name] as const;
  });

/**
 * A test of what a first visit loads (`*first-visit.test.tsx`: the calendar's code arriving on
 * focus) needs a page that has loaded nothing yet, so it runs in a fresh module registry, in a
 * project of its own (`--project '@carzone/mf-marketing*'` takes both).
 */
const FIRST_VISIT_TESTS = '**/*first-visit.test.tsx';

export default defineConfig({
  test: {
    // Both cores of a developer's laptop (and CI's machine); Vitest's default leaves one idle.
    maxWorkers: 2,
    projects: [
      'packages/*',
      '!packages/ui',
      ...COMPONENT_UNITS.flatMap(([folder, name]) => [
        {
          extends: `./${folder}/vitest.config.ts`,
          test: {
            name,
            root: `./${folder}`,
            isolate: false,
            exclude: [...configDefaults.exclude, FIRST_VISIT_TESTS],
          },
        },
        {
          extends: `./${folder}/vitest.config.ts`,
          test: { name: `${name} first visit`, root: `./${folder}`, include: [FIRST_VISIT_TESTS] },
        },
      ]),
      'deploy',
      // The root scripts' own tests (scripts/ is no workspace package); `npm start`'s Ctrl-C test
      // starts the built site.
      {
        test: {
          name: 'scripts',
          root: './scripts',
          exclude: [...configDefaults.exclude, ...needingABuild(STARTS_THE_BUILT_SITE)],
        },
      },
      {
        extends: './shell/vitest.config.ts',
        test: {
          name: 'shell',
          root: './shell',
          exclude: ['**/node_modules/**', '**/dist/**', ...needingABuild(NEEDS_A_BUILD)],
        },
      },
      {
        extends: './api/vitest.config.ts',
        test: {
          name: 'api',
          root: './api',
          exclude: ['**/node_modules/**', '**/dist/**', ...needingABuild(NEEDS_A_BUILD)],
          // One process per worker for every file, so its files share one PGlite (test-app.ts)
          // and load Nest once; the API's tests share state only through the database, as they
          // do on a PostgreSQL server.
          isolate: false,
        },
      },
    ],
  },
});
