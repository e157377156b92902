// One lint setup for every unit of the workspace.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import units from './packages/federation/units.json' with { type: 'json' };

const remotes = Object.values(units.remotes).map((remote) => remote.folder);

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
    settings: {
      // The modules a cycle runs through are read as TypeScript, as the files linted are.
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
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // NestJS injects by constructor type, so those imports must stay value imports.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
