// A team releases its remote alone on the production layout (nginx, two API instances): the next
// page load shows the new version, nothing else is rebuilt or restarted, and a rollback brings the
// old one back the same way. A release built against a web-kit this shell cannot give it shows the
// area's fallback, never a broken page. Last, /available, rendered per request beside nginx, still
// comes when what renders it is slow or gone. This spec starts a layout of its own: it changes the
// site under the browser, and stops some of its units, which other specs must not see.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { writeCompressedCopies } from '@carzone/federation/precompressed';
import { expect, test } from '../support/fixtures.ts';
import { startProductionLayout } from '../../deploy/lib/production-layout.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');
const ORIGINAL_LEAD = 'CarZone is Bangladesh’s car rental marketplace.';
const RELEASED_LEAD = 'CarZone, release two, is Bangladesh’s car rental marketplace.';
const FALLBACK = 'We could not load the information pages.';
// Ports of its own, away from the other stacks (and from the browsers' blocked ports).
const BASE_PORT = 18_500 + (process.pid % 50) * 12;

let layout: Awaited<ReturnType<typeof startProductionLayout>>;
let database: string;
const buildDirs: string[] = [];
/** Where the rendered pages server listens (the layout's default, named for the test that stops it). */
const PAGES_PORT = BASE_PORT + 3;
/** The layout's units this spec stops itself. */
const stoppedOnPurpose = new Set<string>();

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = `carzone_release_${process.pid}_${Date.now()}`;
  execFileSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', database]);
  layout = await startProductionLayout({
    port: BASE_PORT,
    apiPorts: [BASE_PORT + 1, BASE_PORT + 2],
    pagesPort: PAGES_PORT,
    // The emulator takes this port and the next two.
    authEmulatorPort: BASE_PORT + 4,
    databaseUrl: `postgres://postgres@127.0.0.1:5432/${database}`,
    staging: true,
    log: () => {},
    onUnexpectedExit: (name, reason) => {
      if (!stoppedOnPurpose.has(name)) console.error(`[${name}] stopped unexpectedly: ${reason}`);
    },
  });
});

test.afterAll(async () => {
  await layout?.stop();
  if (database) execFileSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--force', database]);
  for (const dir of buildDirs) rmSync(dir, { recursive: true, force: true });
});

/** A remote built for its versioned folder, as a team builds a release, in a temporary folder. */
function buildRemote(folder: string, version: string): string {
  const outDir = mkdtempSync(join(tmpdir(), `carzone-${folder}-${version}-`));
  buildDirs.push(outDir);
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: join(repoRoot, folder),
      env: { ...process.env, REMOTE_BASE_PATH: `/remotes/${folder}/${version}/` },
      stdio: 'ignore',
    },
  );
  return outDir;
}

const buildMarketing = (version: string) => buildRemote('mf-marketing', version);

/**
 * Replaces `from` by `to` in the one built file of `dir/assets` that holds it, and writes its
 * compressed copies again, as a build would (or the servers would send the old code). A Bangla
 * catalog (`bn-*.js`) holds the English texts too, as its keys: it is left as it is, as a release
 * that changed an English text without its translation would leave it.
 */
async function editBuiltFile(dir: string, from: string | RegExp, to: string): Promise<string> {
  const assets = join(dir, 'assets');
  const holders = readdirSync(assets).filter((name) => {
    if (!name.endsWith('.js') || name.startsWith('bn-')) return false;
    const text = readFileSync(join(assets, name), 'utf8');
    return typeof from === 'string' ? text.includes(from) : from.test(text);
  });
  expect(holders, `one built file holds ${from}`).toHaveLength(1);
  const file = join(assets, holders[0]!);
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
  await writeCompressedCopies(file);
  return holders[0]!;
}

/** `deploy/release-remote.mjs <remote> …` on this layout's site; what it printed. */
function releaseRemoteOf(remote: string, ...args: string[]): string {
  return execFileSync(
    process.execPath,
    [join(repoRoot, 'deploy', 'release-remote.mjs'), remote, '--site', layout.siteDir, ...args],
    { encoding: 'utf8' },
  );
}

const releaseRemote = (...args: string[]) => releaseRemoteOf('marketing', ...args);

/**
 * What a release must leave alone: every file of the site but the released remote's folder and
 * the pages and manifest a release writes (their modification times), and the processes listening
 * for the site and both API instances.
 */
function untouched(released = 'mf-marketing') {
  // What a release writes: the manifest, the pages, and the first screens (it drops the ones
  // rendered from the released remote's sources).
  const switched = new Set([
    'runtime-config.json',
    'index.html',
    'index.bn.html',
    'app.html',
    'first-screens.json',
  ]);
  const files: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const name = relative(layout.siteDir, path);
      const written = switched.has(name) || name === 'pages';
      if (name === join('remotes', released) || written) continue;
      if (entry.isDirectory()) walk(path);
      else files[name] = statSync(path).mtimeMs;
    }
  };
  walk(layout.siteDir);
  const listening = [BASE_PORT, ...layout.apiPorts].map((port) =>
    [
      ...execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).matchAll(
        /pid=(\d+)/g,
      ),
    ]
      .map((match) => Number(match[1]))
      .sort(),
  );
  expect(listening.every((pids) => pids.length > 0)).toBe(true);
  return { files, listening };
}

test('a new version of one remote is live on the next page load, and a rollback brings back the old', async ({
  page,
  request,
}) => {
  await page.goto(`${layout.url}/about`);
  await expect(page.getByText(ORIGINAL_LEAD)).toBeVisible();
  const before = untouched();

  const built = buildMarketing('release-two');
  await editBuiltFile(built, ORIGINAL_LEAD, RELEASED_LEAD);
  expect(releaseRemote('--version', 'release-two', '--from', built)).toContain(
    'marketing: release-two is live (was (first deploy))',
  );

  // The page no longer carries the first screen rendered from the old version's sources.
  const aboutPage = await (await request.get(`${layout.url}/about`)).text();
  expect(aboutPage).not.toContain(ORIGINAL_LEAD);
  // Nor its Bangla copy: a visitor reading Bangla gets no screen of the old version either.
  const aboutInBangla = await request.get(`${layout.url}/about`, {
    headers: { Cookie: 'carzone_language=bn' },
  });
  expect(await aboutInBangla.text()).not.toContain('carzone:first-screen:');
  await page.reload();
  await expect(page.getByText(RELEASED_LEAD)).toBeVisible();
  await expect(page.getByText(ORIGINAL_LEAD)).toHaveCount(0);
  // The rest of the site still runs as it did: the catalog's page, from the same shell.
  await page.goto(`${layout.url}/available`);
  await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
  expect(untouched()).toEqual(before);

  // Entries and manifests are checked with the server on every use, hashed files kept for a year.
  const cacheControl = async (path: string) =>
    (await request.get(`${layout.url}${path}`)).headers()['cache-control'];
  const manifest = (await (
    await request.get(`${layout.url}/remotes/mf-marketing/release-two/mf-manifest.json`)
  ).json()) as {
    metaData: { publicPath: string };
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  expect(manifest.metaData.publicPath).toBe('/remotes/mf-marketing/release-two/');
  expect(await cacheControl('/remotes/mf-marketing/release-two/remoteEntry.js')).toBe('no-cache');
  expect(await cacheControl('/remotes/mf-marketing/release-two/mf-manifest.json')).toBe('no-cache');
  expect(
    await cacheControl(
      `/remotes/mf-marketing/release-two/${manifest.exposes[0]!.assets.js.sync[0]}`,
    ),
  ).toBe('public, max-age=31536000, immutable');
  expect(await cacheControl('/runtime-config.json')).toBe('no-store');
  expect(await cacheControl('/')).toBe('no-cache');

  expect(releaseRemote('--rollback')).toContain(
    'marketing: (first deploy) is live (was release-two)',
  );
  await page.goto(`${layout.url}/about`);
  await expect(page.getByText(ORIGINAL_LEAD)).toBeVisible();
  await expect(page.getByText(RELEASED_LEAD)).toHaveCount(0);
  expect(untouched()).toEqual(before);

  // Any published version can be made live again without building.
  releaseRemote('--activate', 'release-two');
  await page.reload();
  await expect(page.getByText(RELEASED_LEAD)).toBeVisible();
  releaseRemote('--rollback');
});

test("the operators' console is released alone and rolled back as every remote, and stays off a visitor's first visit", async ({
  page,
  request,
}) => {
  const consoleEntry = async () =>
    (
      (await (await request.get(`${layout.url}/runtime-config.json`)).json()) as {
        remotes: Record<string, string>;
      }
    ).remotes.mf_admin;
  const firstEntry = await consoleEntry();
  expect(firstEntry).toMatch(/^\/remotes\/mf-admin\/[^/]*remoteEntry\.js$/);
  const before = untouched('mf-admin');

  const built = buildRemote('mf-admin', 'console-two');
  expect(releaseRemoteOf('admin', '--version', 'console-two', '--from', built)).toContain(
    'admin: console-two is live (was (first deploy))',
  );
  expect(await consoleEntry()).toBe('/remotes/mf-admin/console-two/remoteEntry.js');
  const entry = await request.get(`${layout.url}/remotes/mf-admin/console-two/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(untouched('mf-admin')).toEqual(before);

  // A visitor's first visit to Home asks for nothing of it, released or not.
  const consoleFiles: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/remotes/mf-admin/'))
      consoleFiles.push(sent.url());
  });
  await page.goto(`${layout.url}/`);
  await expect(page.getByRole('heading', { name: 'Drive Your Dreams Today!' })).toBeVisible();
  expect(consoleFiles).toEqual([]);

  expect(releaseRemoteOf('admin', '--rollback')).toContain(
    'admin: (first deploy) is live (was console-two)',
  );
  expect(await consoleEntry()).toBe(firstEntry);
  expect(untouched('mf-admin')).toEqual(before);
});

test('a remote built against a newer web-kit than the shell provides shows its fallback; a rollback restores it', async ({
  page,
}) => {
  const shellWebKit = JSON.parse(
    readFileSync(join(repoRoot, 'packages', 'web-kit', 'package.json'), 'utf8'),
  ).version as string;
  const nextMajor = `${Number(shellWebKit.split('.')[0]) + 1}.0.0`;
  const built = buildMarketing('web-kit-next');
  // As if built against the next major of web-kit: it declares that version, and its shared
  // bindings ask the page's web-kit for a component only that version has.
  const bindings = readdirSync(join(built, 'assets')).find((name) =>
    name.includes('__loadShare__'),
  );
  const sharedMap = join(
    built,
    'assets',
    await editBuiltFile(
      built,
      /("@carzone\/web-kit":\{name:`@carzone\/web-kit`,version:`)[^`]+(`[^]*?requiredVersion:`)[^`]+`/,
      `$1${nextMajor}$2^${nextMajor}\``,
    ),
  );
  writeFileSync(
    sharedMap,
    `import{NewInWebKitNext as __next}from"./${bindings}";${readFileSync(sharedMap, 'utf8')}`,
  );
  await writeCompressedCopies(sharedMap);
  const manifestPath = join(built, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  for (const shared of manifest.shared.filter((entry) => entry.name === '@carzone/web-kit')) {
    Object.assign(shared, { version: nextMajor, requiredVersion: `^${nextMajor}` });
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  await writeCompressedCopies(manifestPath);

  releaseRemote('--version', 'web-kit-next', '--from', built);
  await page.goto(`${layout.url}/about`);
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
  await expect(page.getByText('This area is not available right now')).toBeVisible();
  // The rest of the page and of the site still works: the layout, Home, the catalog.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
  await page.goto(`${layout.url}/available`);
  await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();

  releaseRemote('--rollback');
  await page.goto(`${layout.url}/about`);
  await expect(page.getByText(ORIGINAL_LEAD)).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
});

/** The one process listening on `port` (a unit of this layout). */
function listeningProcess(port: number): number {
  const pids = new Set(
    [
      ...execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).matchAll(
        /pid=(\d+)/g,
      ),
    ].map((match) => Number(match[1])),
  );
  expect(pids.size, `one process listens on port ${port}`).toBe(1);
  return [...pids][0]!;
}

test('/available still comes, as the page written at start-up, when the API or the rendered pages server is slow or gone', async ({
  request,
}) => {
  /** /available as nginx sends it to a visitor reading `language`, and how long that took. */
  const available = async (language: 'en' | 'bn') => {
    const started = Date.now();
    const response = await request.get(`${layout.url}/available`, {
      headers: language === 'bn' ? { Cookie: 'carzone_language=bn' } : {},
    });
    const page = await response.text();
    const seconds = (Date.now() - started) / 1000;
    return {
      status: response.status(),
      lang: /<html lang="(\w+)"/.exec(page)?.[1],
      // ready: rendered for this request; loading: the page written at start-up.
      screen: /<!-- carzone:first-screen:(\w+):\w+ -->/.exec(page)?.[1],
      // The API's failure said in the page would be an error shown to every visitor.
      failure: page.includes("We couldn't load the cars") || page.includes('গাড়িগুলো লোড করা যায়নি'),
      inTime: seconds < 10,
    };
  };
  const expectBoth = async (screen: 'ready' | 'loading', why: string) => {
    const [english, bangla] = await Promise.all([available('en'), available('bn')]);
    const expected = { status: 200, screen, failure: false, inTime: true };
    expect(english, why).toEqual({ ...expected, lang: 'en' });
    expect(bangla, why).toEqual({ ...expected, lang: 'bn' });
  };
  // The renderer asks the first API instance (API_ORIGIN), as in the web image.
  const renderersApi = listeningProcess(layout.apiPorts[0]!);
  const pagesServer = listeningProcess(PAGES_PORT);

  await expectBoth('ready', 'all well');

  // Slow: a process that takes connections and answers nothing.
  process.kill(renderersApi, 'SIGSTOP');
  try {
    await expectBoth('loading', 'the API does not answer');
  } finally {
    process.kill(renderersApi, 'SIGCONT');
  }
  await expectBoth('ready', 'the API answers again');
  process.kill(pagesServer, 'SIGSTOP');
  try {
    await expectBoth('loading', 'the rendered pages server does not answer');
  } finally {
    process.kill(pagesServer, 'SIGCONT');
  }
  await expectBoth('ready', 'the rendered pages server answers again');

  // Gone: connections refused.
  stoppedOnPurpose.add('api-1').add('pages');
  process.kill(renderersApi, 'SIGKILL');
  await expectBoth('loading', 'the API instance the renderer asks is gone');
  // The browser, asking through nginx, gets the cars from the other instance.
  expect((await request.get(`${layout.url}/api/cars`)).status()).toBe(200);
  process.kill(pagesServer, 'SIGKILL');
  await expectBoth('loading', 'the rendered pages server is gone');
});
