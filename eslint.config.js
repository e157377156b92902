// One lint setup for every unit of the workspace.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import units from './packages/federation/units.json' with { type: 'json' };

const remotes = Object.values(units.remotes).map((remote) => remote.folder);

// Import paths read as TypeScript reads them, for the rules that follow an import to its file.
const typeScriptImports = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: [
        'shell/tsconfig.json',
        'api/tsconfig.json',
        'mf-*/tsconfig.json',
        'packages/*/tsconfig.json',
      ],
      noWarnOnMultipleProjects: true,
      conditionNames: ['carzone-source', 'types', 'import', 'default'],
    }),
  ],
};

/**
 * The shell's and each remote's rooms: a feature (`src/features/<name>/`, one zone each, read from
 * the folders there) imports no other feature, and what several features share
 * (`src/components/`, `src/lib/`) imports none. `src/app/`, which composes the routes, and
 * `src/testing/` may import features.
 */
const featureZones = ['shell', ...remotes].flatMap((unit) => {
  const featuresDir = `${unit}/src/features`;
  const features = existsSync(join(import.meta.dirname, featuresDir))
    ? readdirSync(join(import.meta.dirname, featuresDir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return [
    ...features.map((feature) => ({
      target: `${featuresDir}/${feature}`,
      from: featuresDir,
      except: [`./${feature}`],
      message:
        'A feature imports no other feature: move what both use to src/components (UI) or src/lib.',
    })),
    {
      target: [`${unit}/src/components`, `${unit}/src/lib`],
      from: featuresDir,
      message: 'Shared code (src/components, src/lib) imports no feature: the features import it.',
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/.data/**',
      '**/.__mf__temp/**',
      '**/__mf__virtual/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'packages/web-kit/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The shell's files served as they are (shell/public) run in the browser.
  { files: ['shell/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  // web-kit is the only door to Chakra UI, Emotion and React Router (docs/decisions/005).
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chakra-ui/*', '@emotion/*'],
              message:
                'Import Chakra components from @carzone/web-kit (the interactive ones through useInteractive()).',
            },
            {
              group: ['react-router', 'react-router-dom'],
              message: 'Import the router from @carzone/web-kit (one router, only what is used).',
            },
          ],
        },
      ],
    },
  },
  // Remotes never import each other, and only the shell talks to Firebase.
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*'], message: 'Only the shell talks to Firebase.' },
            {
              group: ['@chakra-ui/*', '@emotion/*'],
              message:
                'Import Chakra components from @carzone/web-kit (the interactive ones through useInteractive()).',
            },
            {
              group: ['react-router', 'react-router-dom'],
              message: 'Import the router from @carzone/web-kit (one router, only what is used).',
            },
            ...remotes
              .filter((other) => other !== remote)
              .map((other) => ({
                group: [`${other}`, `${other}/*`, `**/${other}/**`],
                message: 'Remotes never import each other; the shell composes them.',
              })),
          ],
        },
      ],
    },
  })),
  {
    // Benchmark and test scripts hand functions to the browser page.
    files: ['scripts/bench-*.mjs', 'e2e/support/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // No module imports values from one that imports values from it, directly or around a
    // circle (type-only imports do not count): such a circle runs one of them before the other
    // has its values, and tangles what should be layers.
    files: ['{shell,api,mf-*,packages/*}/src/**/*.{ts,tsx}', 'shell/server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // The modules a cycle runs through are read as TypeScript, as the files linted are.
    settings: typeScriptImports,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Features keep to their rooms (featureZones), tests included.
    files: ['{shell,mf-*}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: typeScriptImports,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
    },
  },
  {
    // NestJS injects by constructor type, so those imports must stay value imports.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
