#!/usr/bin/env node
// A new remote, ready to grow: `node scripts/new-remote.mjs <name>` writes mf-<name>/ (one page,
// exposed as `./<name>-route`, with its contract check, harness, words in English and Bangla and
// a component test), its entry in packages/federation/units.json and its page's line in
// packages/federation/src/contracts.ts, then runs `pnpm install`, which links the package and
// records it in pnpm-lock.yaml. It builds, lints, type-checks and passes its tests as written;
// what the site shows of it is the shell's to add (docs/architecture.md, section 7, "A remote").
//
//   --label <words>         the area's name, its first page's title: lowercase English (default "<name> area")
//   --bangla-label <words>  the same in Bangla, in its bn.po (default "নতুন অংশ", new area: replace it)
//   --port <number>         its dev server's port (default: the first above the remotes' that no unit uses)
//   --no-install            leave `pnpm install` for later (the package is not linked until then)
//
// The files every remote has alike (tsconfig.json, vite.config.ts, vitest.config.ts, src/main.tsx,
// src/app/harness.tsx, package.json's scripts and devDependencies) are written here from one
// template; packages/federation/src/new-remote.test.ts holds the existing remotes to it. The
// harness page is every remote's dev server's own (harnessPage in
// packages/federation/src/harness-page.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';
import { repoRoot, runPnpm } from './lib/workspace.mjs';

const USAGE =
  'Usage: node scripts/new-remote.mjs <name> [--label <words>] [--bangla-label <words>] [--port <number>] [--no-install]';
/** Ports some unit's server takes without an entry in units.json: the mail catcher's (npm start). */
const OTHER_PORTS = [2525, 3025];
const UNITS_FILE = join(repoRoot, 'packages', 'federation', 'units.json');
const CONTRACTS_FILE = join(repoRoot, 'packages', 'federation', 'src', 'contracts.ts');

function fail(message) {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string' },
    'bangla-label': { type: 'string' },
    port: { type: 'string' },
    'no-install': { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) fail(USAGE);
const [key] = positionals;
// The key names the federation (`mf_<key>`, a JavaScript name), the folder and the port variable.
if (!/^[a-z]+$/.test(key)) fail(`A remote's name is lowercase letters (a-z), got "${key}".`);

const units = JSON.parse(readFileSync(UNITS_FILE, 'utf8'));
const allUnits = [units.shell, units.api, units.authEmulator, ...Object.values(units.remotes)];
const remote = {
  name: `mf_${key}`,
  folder: `mf-${key}`,
  portVariable: `${key.toUpperCase()}_PORT`,
  label: values.label ?? `${key} area`,
  banglaLabel: values['bangla-label'] ?? 'নতুন অংশ',
};
if (Object.hasOwn(units.remotes, key)) fail(`units.json already has a remote "${key}".`);
if (existsSync(join(repoRoot, remote.folder))) fail(`${remote.folder}/ already exists.`);
if (allUnits.some((unit) => unit.portVariable === remote.portVariable)) {
  fail(`${remote.portVariable} is another unit's port variable: choose another name.`);
}
// As packages/federation/src/units.test.ts holds every entry to (the fallback says them).
if (!/^[a-z][a-z ]*$/.test(remote.label)) fail(`--label is lowercase English letters and spaces.`);
if (!/^[\u0980-\u09FF ]+$/.test(remote.banglaLabel)) fail(`--bangla-label is Bangla letters.`);

const taken = new Set([...allUnits.map((unit) => unit.port), ...OTHER_PORTS]);
const remotePorts = Object.values(units.remotes).map((other) => other.port);
let port = values.port === undefined ? Math.max(3000, ...remotePorts) + 1 : Number(values.port);
if (values.port === undefined) while (taken.has(port)) port += 1;
if (!Number.isInteger(port) || port < 1024 || port > 64535 || taken.has(port)) {
  // 64535: the end-to-end stack runs each remote 1000 ports above its own.
  fail(`--port must be a free port between 1024 and 64535, got "${values.port}".`);
}

const title = remote.label[0].toUpperCase() + remote.label.slice(1);

/**
 * The languages but English its words are in: the one list's (packages/domain/src/language.ts),
 * read from its source, as no build of it need exist yet.
 */
const { TRANSLATED_LANGUAGES } = await tsImport(
  join(repoRoot, 'packages', 'domain', 'src', 'language.ts'),
  import.meta.url,
);

/** Its first page's words: their English, and their Bangla (other languages' are for translators). */
const PHRASES = [
  [title, remote.banglaLabel],
  ['Nothing here yet.', 'এখানে এখনো কিছু নেই।'],
];
const phrasesIn = (language) =>
  PHRASES.map(([english, bangla]) => [english, language === 'bn' ? bangla : '']);

/** The remote's PO file in a language, each text shown by its first page (its `#:` reference). */
const poFile = (language) =>
  [
    `# The ${key} remote's words in ${language}, keyed by their English (messages.ts).`,
    'msgid ""',
    'msgstr ""',
    `"Language: ${language}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    ...phrasesIn(language).flatMap(([english, translation]) => [
      '',
      `#: ${remote.folder}/${pageFile}`,
      `msgid ${JSON.stringify(english)}`,
      `msgstr ${JSON.stringify(translation)}`,
    ]),
    '',
    '',
  ].join('\n');

/** The catalog the code imports, as `npm run translations` makes it from the PO file. */
const catalogModule = (language) =>
  [
    `// Generated from ${language}.po, the file translators edit, by packages/web-testing's`,
    '// translation-outputs.ts: do not edit. `npm run translations` writes it again.',
    'export default {',
    ...phrasesIn(language).map(
      ([english, translation]) => `  ${JSON.stringify(english)}: ${JSON.stringify(translation)},`,
    ),
    '} as const;',
    '',
  ].join('\n');
const pascal = key[0].toUpperCase() + key.slice(1);
const page = `${key}-route`;
const pageFile = `src/features/${key}/${page}.tsx`;

/** The files of the new folder, by path; prettier lays them out as the repository does. */
const files = {
  'package.json': `${JSON.stringify(
    {
      name: `@carzone/${remote.folder}`,
      version: '1.0.0',
      private: true,
      type: 'module',
      scripts: {
        dev: 'vite --configLoader runner',
        build: 'vite build --configLoader runner',
        preview: 'vite preview --configLoader runner',
        typecheck: 'tsc --noEmit',
        test: 'vitest run',
      },
      // What its own code imports: the shell's singletons (shared-singletons.ts) are shared only
      // when declared here; `@carzone/ui` for the shared words (src/locales/messages.ts). Add
      // `@carzone/domain`, `react-icons` when it uses them.
      dependencies: {
        '@carzone/ui': 'workspace:*',
        '@carzone/web-kit': 'workspace:*',
        react: 'catalog:',
      },
      devDependencies: {
        '@carzone/federation': 'workspace:*',
        '@carzone/web-testing': 'workspace:*',
        '@module-federation/vite': 'catalog:',
        '@testing-library/dom': 'catalog:',
        '@testing-library/react': 'catalog:',
        '@testing-library/user-event': 'catalog:',
        '@types/node': 'catalog:',
        '@types/react': 'catalog:',
        '@types/react-dom': 'catalog:',
        '@vitejs/plugin-react': 'catalog:',
        jsdom: 'catalog:',
        'react-dom': 'catalog:',
        typescript: 'catalog:',
        vite: 'catalog:',
        vitest: 'catalog:',
      },
    },
    null,
    2,
  )}\n`,

  'tsconfig.json': `{
  "extends": "../tsconfig.web.json",
  "compilerOptions": { "allowImportingTsExtensions": true, "types": ["vite/client", "node"] },
  "include": ["src", "vite.config.ts", "vitest.config.ts", "module-federation.config.ts"]
}
`,

  'vite.config.ts': `import { remoteAppConfig } from '@carzone/federation/vite';
import { defineConfig } from 'vite';
import { federationOptions } from './module-federation.config.ts';

export default defineConfig(remoteAppConfig(federationOptions));
`,

  'vitest.config.ts': `import { componentTestConfig } from '@carzone/web-testing/vitest-config';

export default componentTestConfig();
`,

  'module-federation.config.ts': `// What the ${key} remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: '${key}',
  exposes: {
    './${page}': './${pageFile}',
  },
} as const;
`,

  'src/main.tsx': `// Shared modules are negotiated by the federation runtime before anything renders.
import('./app/harness');
`,

  'src/app/harness.tsx': `// Runs this remote alone, for working on it without the shell.
import { mountRemoteHarness } from '@carzone/web-kit';
import { harnessRoutes } from './harness-routes.tsx';

mountRemoteHarness(harnessRoutes, import.meta.env.BASE_URL);
`,

  'src/app/harness-routes.tsx': `import { type RouteObject } from '@carzone/web-kit';
import * as ${key}Route from '../features/${key}/${page}.tsx';

/** The remote's pages as the shell mounts them (mountRemoteHarness frames them). */
export const harnessRoutes: RouteObject[] = [{ path: '/', ...${key}Route }];
`,

  'src/app/contract-check.ts': `// Compile-time proof that the modules module-federation.config.ts exposes fit the shell's contract:
// if a page's loader, action or Component drifts, \`tsc\` fails here instead of the page in
// production.
import type { FitsContract } from '@carzone/federation/contracts';
import type * as ${key}Route from '../features/${key}/${page}.tsx';

interface ExposedModules {
  '${remote.name}/${page}': typeof ${key}Route;
}

export const exposedModulesFitContract: FitsContract<ExposedModules> = true;
`,

  [pageFile]: `// The ${key} remote's first page, exposed as \`./${page}\`
// (a RouteModule in @carzone/federation/contracts): a start for the area's own pages.
import { Heading, Stack, Text, useDocumentTitle } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t('${title}'));
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('${title}')}
      </Heading>
      <Text>{t('Nothing here yet.')}</Text>
    </Stack>
  );
}
`,

  [pageFile.replace(/\.tsx$/, '.test.tsx')]:
    `import { renderRoute, showBangla } from '@carzone/web-testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as ${key}Route from './${page}.tsx';

describe("the ${key} remote's page", () => {
  it('is titled with the area', async () => {
    renderRoute({ path: '/', ...${key}Route }, '/');
    expect(await screen.findByRole('heading', { level: 1, name: '${title}' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('${title} | CarZone'));
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderRoute({ path: '/', ...${key}Route }, '/');
    expect(await screen.findByRole('heading', { level: 1, name: '${remote.banglaLabel}' })).toBeTruthy();
  });
});
`,

  'src/locales/messages.ts': `// The ${key} remote's words. English texts are written in the code, as the spec has them,
// and are the keys of each other language's catalog (docs/decisions/007). Words several units
// show are the shared ones (\`@carzone/ui/words\`), which \`t\` takes too; its catalogs
// (\`bn.ts\`…) hold only this unit's own.
import { sharedWords } from '@carzone/ui/words';
import { unitMessages } from '@carzone/web-kit';
import catalogs from './catalogs.ts';

export const { t, useT } = unitMessages(catalogs, { shared: sharedWords });

/** One of the ${key} remote's English texts (a key of its Bangla catalog, or a shared one). */
export type ${pascal}Text = Parameters<typeof t>[0];
`,

  // Translators edit bn.po (and each other language's); bn.ts is made from it (packages/web-testing's
  // translation-outputs.ts, `npm run translations`), written here as that command writes it.
  ...Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => [
      [`src/locales/${language}.po`, poFile(language)],
      [`src/locales/${language}.ts`, catalogModule(language)],
    ]),
  ),

  'src/locales/catalogs.ts': [
    "// Generated from LANGUAGES (packages/domain/src/language.ts) by packages/web-testing's",
    '// translation-outputs.ts: do not edit. `npm run translations` writes it again.',
    'export default {',
    ...TRANSLATED_LANGUAGES.map((language) => `  ${language}: () => import('./${language}'),`),
    '};',
    '',
  ].join('\n'),

  'src/locales/bn.test.ts': `import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the ${key} remote's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    expect(unitCatalogProblems(bn, import.meta.dirname)).toEqual([]);
  });
});
`,
};

/** Its line in the contract (`RemoteModules`), just before the interface's end. */
function withContractEntry(contracts) {
  const start = contracts.indexOf('export interface RemoteModules {');
  const end = start === -1 ? -1 : contracts.indexOf('\n}\n', start);
  if (end === -1) fail(`No \`export interface RemoteModules {…}\` in ${CONTRACTS_FILE}.`);
  const entry = `\n  /** ${remote.folder}'s first page (scripts/new-remote.mjs wrote it). */\n  '${remote.name}/${page}': RouteModule;`;
  return contracts.slice(0, end) + entry + contracts.slice(end);
}

async function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  // The translations are written as their test writes them (prettier ignores them, and has no
  // parser for PO).
  if (/[\\/]locales[\\/]([a-z]{2,3}\.(po|ts)|catalogs\.ts)$/.test(path))
    return writeFileSync(path, text);
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

const contracts = withContractEntry(readFileSync(CONTRACTS_FILE, 'utf8'));
const { name, portVariable } = remote;
units.remotes[key] = { name, folder: remote.folder, port, portVariable };
for (const [path, text] of Object.entries(files))
  await write(join(repoRoot, remote.folder, path), text);
await write(UNITS_FILE, `${JSON.stringify(units, null, 2)}\n`);
await write(CONTRACTS_FILE, contracts);

console.log(
  `${remote.folder}/ written; ${remote.name} on port ${port} (${remote.portVariable}) in packages/federation/units.json; '${remote.name}/${page}' in packages/federation/src/contracts.ts.`,
);
if (!values['no-install']) runPnpm(['install', '--prefer-offline']);
else console.log('Run `pnpm install` to link it (it records the package in pnpm-lock.yaml).');
console.log(`Next (docs/architecture.md, section 7, "A remote"): its pages and their contract, its
place in the shell (shell/src/app/router.tsx or a composition point) and its name there
(shell/src/lib/remotes/area-names.ts, with its words in shell/src/locales/bn.po: the shell
fails type-check until then), flows in e2e/tests/.${
  values.label === undefined || values['bangla-label'] === undefined
    ? `\nIts page is titled "${remote.label}" and "${remote.banglaLabel}": change them (src/features/${key}/, src/locales/bn.po) if they do not fit.`
    : ''
}`);
