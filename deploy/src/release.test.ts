// The switching a release does on a deployed site, on a small site made for each test: the
// runtime manifest, the pages' head blocks and the release record, and nothing else.
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sitePages, writeSitePages } from '@carzone/first-visit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activateVersion,
  checkVersionLabel,
  defaultVersionLabel,
  publishVersion,
  readReleaseRecord,
  remoteUnit,
  rollBack,
} from '../lib/release.mjs';

const marketing = remoteUnit('marketing');
const catalog = remoteUnit('catalog');
/** What each remote's build publishes as its first routes: both render Home. */
const FIRST_ROUTES: Record<string, object> = {
  mf_catalog: { '/': { modules: ['mf_catalog/recent-listings'] } },
  mf_marketing: { '/': { modules: ['mf_marketing/home-sections'] } },
};
const FIREBASE = { apiKey: 'demo-api-key', authDomain: 'a<b>&c', projectId: 'demo-carzone' };

/** A remote's mf-manifest.json as its build writes it (the fields a release reads). */
function manifest(name: string, publicPath: string, homeFile: string) {
  return {
    metaData: { name, publicPath },
    exposes: [
      {
        path: name === 'mf_catalog' ? './recent-listings' : './home-sections',
        assets: {
          js: {
            sync: ['assets/glue.js', `assets/${homeFile}`],
            async: ['assets/x__loadShare__shared.js', 'assets/lazy.js'],
          },
          css: { sync: ['assets/home.css'] },
        },
      },
      { path: './about-route', assets: { js: { sync: ['assets/about.js'] } } },
    ],
  };
}

/** The shell's page as its build writes it. */
const SHELL_PAGE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>CarZone</title>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
  '',
].join('\n');

const FIRST_ENTRIES = {
  mf_catalog: '/remotes/mf-catalog/remoteEntry.js',
  mf_marketing: '/remotes/mf-marketing/remoteEntry.js',
};
/** Home's preload of the catalog's Recent Listings file. */
const CATALOG_HOME_FILE =
  '    <link rel="modulepreload" crossorigin href="/remotes/mf-catalog/assets/listings.js">';

let site: string;
let builds: string;

async function writeRemote(dir: string, name: string, publicPath: string, homeFile: string) {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'remoteEntry.js'), `export const built = ${JSON.stringify(homeFile)};`);
  await writeFile(
    join(dir, 'mf-manifest.json'),
    JSON.stringify(manifest(name, publicPath, homeFile)),
  );
  await writeFile(join(dir, 'assets', homeFile), 'export default 1;');
  await writeFile(join(dir, 'first-routes.json'), JSON.stringify(FIRST_ROUTES[name]));
}

/** A built marketing remote for `version`, in a folder of its own (as `--from` takes it). */
async function buildFor(version: string, homeFile: string, name = 'mf_marketing') {
  const dir = join(builds, version);
  await writeRemote(dir, name, `/remotes/mf-marketing/${version}/`, homeFile);
  await writeFile(join(dir, 'index.html'), '<p>the harness</p>');
  return dir;
}

/** The page's preloads of the marketing remote's files. */
const marketingPreloads = (html: string) =>
  html.split('\n').filter((line) => line.includes('<link') && line.includes('/mf-marketing/'));
const read = (file: string) => readFile(join(site, file), 'utf8');
const runtimeConfig = async () => JSON.parse(await read('runtime-config.json'));
const siteFiles = async () =>
  Promise.all(['runtime-config.json', 'index.html', 'app.html'].map(read));

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'carzone-release-site-'));
  builds = await mkdtemp(join(tmpdir(), 'carzone-release-builds-'));
  await writeRemote(
    join(site, 'remotes/mf-marketing'),
    'mf_marketing',
    '/remotes/mf-marketing/',
    'home-1.js',
  );
  await writeRemote(
    join(site, 'remotes/mf-catalog'),
    'mf_catalog',
    '/remotes/mf-catalog/',
    'listings.js',
  );
  // The site as the web image's start-up leaves it.
  await writeFile(join(site, 'index.html'), SHELL_PAGE);
  await writeSitePages(site, { remotes: FIRST_ENTRIES, firebase: FIREBASE });
});
afterEach(async () => {
  await rm(site, { recursive: true, force: true });
  await rm(builds, { recursive: true, force: true });
});

async function release(version: string, homeFile: string) {
  await publishVersion(site, marketing, version, await buildFor(version, homeFile), 'test');
  return activateVersion({ site, unit: marketing, version });
}

describe('checkVersionLabel', () => {
  it.each(['../../etc', 'a/b', '', 'assets', '.hidden', 'v 2', 'x'.repeat(65)])(
    'refuses %j, which is not one folder name of a URL',
    (label) => expect(() => checkVersionLabel(label)).toThrow(/A version is/),
  );

  it('accepts the default label: the time and the commit', () => {
    const label = defaultVersionLabel(new Date('2025-03-04T05:06:07.890Z'));
    expect(label).toMatch(/^20250304T050607Z(-[0-9a-f]{4,})?$/);
    expect(checkVersionLabel(label)).toBe(label);
  });
});

describe('a release, then rollback and activate', () => {
  it('makes the new version live in the manifest and both pages, beside the old one', async () => {
    const result = await release('v2', 'home-2.js');

    expect(result).toEqual({ from: null, to: 'v2' });
    expect(await runtimeConfig()).toEqual({
      remotes: { ...FIRST_ENTRIES, mf_marketing: '/remotes/mf-marketing/v2/remoteEntry.js' },
      firebase: FIREBASE,
    });
    const home = await read('index.html');
    expect(home).toContain('"mf_marketing":"/remotes/mf-marketing/v2/remoteEntry.js"');
    expect(marketingPreloads(home)).toEqual([
      '    <link rel="modulepreload" crossorigin href="/remotes/mf-marketing/v2/remoteEntry.js">',
      '    <link rel="modulepreload" crossorigin href="/remotes/mf-marketing/v2/assets/glue.js">',
      '    <link rel="modulepreload" crossorigin href="/remotes/mf-marketing/v2/assets/home-2.js">',
      '    <link rel="modulepreload" crossorigin href="/remotes/mf-marketing/v2/assets/x__loadShare__shared.js">',
      '    <link rel="preload" as="style" href="/remotes/mf-marketing/v2/assets/home.css">',
    ]);
    // The catalog's lines are untouched; other pages preload only the entry.
    expect(home).toContain(CATALOG_HOME_FILE);
    expect(marketingPreloads(await read('app.html'))).toEqual([
      '    <link rel="modulepreload" crossorigin href="/remotes/mf-marketing/v2/remoteEntry.js">',
    ]);
    // The old version stays on disk; the harness page was not published.
    expect(await readdir(join(site, 'remotes/mf-marketing'))).toEqual(
      expect.arrayContaining(['remoteEntry.js', 'assets', 'v2', 'releases.json']),
    );
    expect(await readdir(join(site, 'remotes/mf-marketing/v2'))).toEqual(
      expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'assets']),
    );
    expect(await readdir(join(site, 'remotes/mf-marketing/v2'))).not.toContain('index.html');
  });

  it('leaves each page byte for byte as a fresh generation from the shell’s built page writes it', async () => {
    await release('v2', 'home-2.js');
    await release('v3', 'home-3.js');

    // The same site, its pages never generated: the shell's page as built, the remotes' files.
    const fresh = await mkdtemp(join(tmpdir(), 'carzone-release-fresh-'));
    try {
      await cp(join(site, 'remotes'), join(fresh, 'remotes'), { recursive: true });
      await writeFile(join(fresh, 'index.html'), SHELL_PAGE);
      const pages = await sitePages(fresh, await runtimeConfig());
      expect([...pages.keys()]).toContain('app.html');
      for (const [file, page] of pages) expect(await read(file), file).toBe(page);
      expect(await read('index.html')).toContain(
        'href="/remotes/mf-marketing/v3/assets/home-3.js"',
      );
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it("drops the first screens the released remote renders in, and keeps the others'", async () => {
    // The catalog renders /available alone; Home is rendered by both remotes.
    await writeFile(
      join(site, 'remotes/mf-catalog/first-routes.json'),
      JSON.stringify({ ...FIRST_ROUTES.mf_catalog, '/available': { modules: [] } }),
    );
    const screen = (text: string) => ({ html: `<p>${text}</p>`, head: '', ready: true });
    await writeFile(
      join(site, 'first-screens.json'),
      JSON.stringify({
        head: '<style data-carzone-theme=""></style>',
        screens: { '/': screen('Home, as built'), '/available': screen('Cars, as built') },
      }),
    );
    await writeSitePages(site, await runtimeConfig());
    expect(await read('index.html')).toContain('<p>Home, as built</p>');

    await release('v2', 'home-2.js');

    const home = await read('index.html');
    expect(home).not.toContain('Home, as built');
    expect(home).toContain('<div id="root"></div>');
    expect(home).not.toContain('start-after-first-paint');
    expect(await read('pages/available.html')).toContain('<p>Cars, as built</p>');
    expect(Object.keys(JSON.parse(await read('first-screens.json')).screens)).toEqual([
      '/available',
    ]);
  });

  it('rolls back to exactly the site it replaced, one version at a time', async () => {
    const firstDeploy = await siteFiles();
    await release('v2', 'home-2.js');
    const second = await siteFiles();
    await release('v3', 'home-3.js');

    await expect(rollBack({ site, unit: marketing })).resolves.toEqual({
      from: 'v3',
      to: 'v2',
    });
    expect(await siteFiles()).toEqual(second);
    await rollBack({ site, unit: marketing });
    expect(await siteFiles()).toEqual(firstDeploy);
    await expect(rollBack({ site, unit: marketing })).rejects.toThrow(
      'marketing has no earlier version to roll back to.',
    );

    // Any published version can be made live again, without building.
    await activateVersion({ site, unit: marketing, version: 'v3' });
    expect((await runtimeConfig()).remotes.mf_marketing).toBe(
      '/remotes/mf-marketing/v3/remoteEntry.js',
    );
    const record = await readReleaseRecord(site, marketing);
    expect(record.active).toBe('v3');
    expect(record.history.map((activation) => activation.version)).toEqual([null, 'v3']);
    expect(Object.keys(record.versions)).toEqual(['v2', 'v3']);
  });

  it('refuses a version that is not on disk, and changes nothing', async () => {
    const before = await siteFiles();
    await expect(activateVersion({ site, unit: marketing, version: 'v9' })).rejects.toThrow(
      'No version "v9" of marketing',
    );
    expect(await siteFiles()).toEqual(before);
  });

  it('refuses to publish another remote, a build for another folder, or a version twice', async () => {
    await expect(
      publishVersion(site, marketing, 'v2', await buildFor('v2', 'h.js', 'mf_catalog'), 'test'),
    ).rejects.toThrow('is the build of mf_catalog, not mf_marketing');
    await expect(
      publishVersion(site, marketing, 'v4', await buildFor('v3', 'h.js'), 'test'),
    ).rejects.toThrow(
      'was built for /remotes/mf-marketing/v3/, not /remotes/mf-marketing/v4/: build it with REMOTE_BASE_PATH=/remotes/mf-marketing/v4/',
    );
    await release('v5', 'h.js');
    await expect(
      publishVersion(site, marketing, 'v5', await buildFor('v5-again', 'h.js'), 'test'),
    ).rejects.toThrow('exists: a version is published once');
    const folders = await readdir(join(site, 'remotes/mf-marketing'));
    expect(folders.filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('keeps both of two releases of different remotes made at the same moment', async () => {
    const catalogBuild = join(builds, 'catalog-c2');
    await writeRemote(catalogBuild, 'mf_catalog', '/remotes/mf-catalog/c2/', 'listings-2.js');
    await publishVersion(site, catalog, 'c2', catalogBuild, 'test');
    await publishVersion(site, marketing, 'm2', await buildFor('m2', 'home-2.js'), 'test');

    await Promise.all([
      activateVersion({ site, unit: catalog, version: 'c2' }),
      activateVersion({ site, unit: marketing, version: 'm2' }),
    ]);

    expect((await runtimeConfig()).remotes).toEqual({
      mf_catalog: '/remotes/mf-catalog/c2/remoteEntry.js',
      mf_marketing: '/remotes/mf-marketing/m2/remoteEntry.js',
    });
    const home = await read('index.html');
    expect(home).toContain('href="/remotes/mf-catalog/c2/assets/listings-2.js"');
    expect(home).toContain('href="/remotes/mf-marketing/m2/assets/home-2.js"');
    expect(home).not.toMatch(/href="\/remotes\/mf-(catalog|marketing)\/(assets\/|remoteEntry)/);
    expect(await readdir(site)).toEqual([
      'app.html',
      'index.html',
      'remotes',
      'runtime-config.json',
    ]);
  });
});
