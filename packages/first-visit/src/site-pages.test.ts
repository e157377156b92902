// The pages a deployed site serves, written into a small site made for each test.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onDemandRemotesOnSite, remotesOnSite, writeSitePages } from './site-pages.js';

const SHELL_PAGE =
  '<!doctype html>\n<html>\n  <head>\n    <title>CarZone</title>\n  </head>\n</html>\n';
const FIREBASE = { apiKey: 'key', authDomain: 'a.example', projectId: 'p' };
/** The first routes the catalog's build publishes. */
const CATALOG_FIRST_ROUTES = {
  '/': { modules: ['mf_catalog/recent-listings'], data: ['/api/allCars?limit=6'] },
};

let site: string;

async function deployRemote(folder: string, name: string | undefined, firstRoutes?: object) {
  const dir = join(site, 'remotes', folder);
  await mkdir(dir, { recursive: true });
  if (firstRoutes) await writeFile(join(dir, 'first-routes.json'), JSON.stringify(firstRoutes));
  await writeFile(join(dir, 'remoteEntry.js'), 'export {};');
  await writeFile(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: name ? { name } : {},
      exposes: [{ path: './recent-listings', assets: { js: { sync: ['assets/listings.js'] } } }],
    }),
  );
}

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'carzone-site-pages-'));
  await writeFile(join(site, 'index.html'), SHELL_PAGE);
});
afterEach(() => rm(site, { recursive: true, force: true }));

describe('remotesOnSite', () => {
  it('names each deployed remote as its own build does, not by its folder', async () => {
    await deployRemote('mf-catalog', 'mf_catalog');
    await deployRemote('listings-v2', 'mf_listings');
    await mkdir(join(site, 'remotes', 'not-a-remote'), { recursive: true });
    expect(await remotesOnSite(site)).toEqual({
      mf_catalog: '/remotes/mf-catalog/remoteEntry.js',
      mf_listings: '/remotes/listings-v2/remoteEntry.js',
    });
  });

  it('refuses a remote whose manifest names no remote', async () => {
    await deployRemote('mf-odd', undefined);
    await expect(remotesOnSite(site)).rejects.toThrow(
      'remotes/mf-odd has no mf-manifest.json naming the remote.',
    );
  });
});

describe('onDemandRemotesOnSite', () => {
  it('names the remotes whose published first routes say they are on demand', async () => {
    await deployRemote('mf-catalog', 'mf_catalog', CATALOG_FIRST_ROUTES);
    await deployRemote('mf-admin', 'mf_admin', { $onDemand: true });
    await deployRemote('mf-booking', 'mf_booking');
    const remotes = await remotesOnSite(site);
    expect(await onDemandRemotesOnSite(site, remotes)).toEqual(['mf_admin']);

    await writeSitePages(site, { remotes, onDemandRemotes: ['mf_admin'], firebase: FIREBASE });
    const other = await readFile(join(site, 'app.html'), 'utf8');
    expect(other).toContain('href="/remotes/mf-booking/remoteEntry.js"');
    expect(other).not.toContain('href="/remotes/mf-admin/remoteEntry.js"');
  });
});

describe('writeSitePages', () => {
  it("writes the manifest, Home's page with its route's preloads, and the page for every other path", async () => {
    await deployRemote('mf-catalog', 'mf_catalog', CATALOG_FIRST_ROUTES);
    const config = { remotes: await remotesOnSite(site), firebase: FIREBASE };
    await writeSitePages(site, config);

    expect(JSON.parse(await readFile(join(site, 'runtime-config.json'), 'utf8'))).toEqual(config);
    const home = await readFile(join(site, 'index.html'), 'utf8');
    expect(home).toContain('href="/api/allCars?limit=6"');
    expect(home).toContain('href="/remotes/mf-catalog/assets/listings.js"');
    const other = await readFile(join(site, 'app.html'), 'utf8');
    expect(other).toContain('href="/remotes/mf-catalog/remoteEntry.js"');
    expect(other).not.toContain('listings.js');
    expect(other).not.toContain('/api/');
    // No temporary file is left beside the pages.
    expect((await readdir(site)).sort()).toEqual([
      'app.html',
      'index.html',
      'remotes',
      'runtime-config.json',
    ]);

    // Written again (a restart), the pages are the same bytes.
    await writeSitePages(site, config);
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe(home);
  });

  it('writes a page of its own for each other path a remote lists, and drops one no longer listed', async () => {
    await deployRemote('mf-catalog', 'mf_catalog', {
      ...CATALOG_FIRST_ROUTES,
      '/available': { modules: ['mf_catalog/recent-listings'], data: ['/api/cars'] },
      '/car/:id': { modules: ['mf_catalog/recent-listings'] },
    });
    const config = { remotes: await remotesOnSite(site), firebase: FIREBASE };
    await writeSitePages(site, config);

    const available = await readFile(join(site, 'pages', 'available.html'), 'utf8');
    expect(available).toContain('href="/api/cars"');
    expect(available).toContain('href="/remotes/mf-catalog/assets/listings.js"');
    expect(available).not.toContain('/api/allCars');
    // A path with a parameter is no file name: app.html answers it.
    expect(await readdir(join(site, 'pages'))).toEqual(['available.html']);

    await deployRemote('mf-catalog', 'mf_catalog', CATALOG_FIRST_ROUTES);
    await writeSitePages(site, config);
    expect(await readdir(join(site, 'pages'))).toEqual([]);
  });

  it('writes a Bangla copy of each page whose first screen was rendered in Bangla, and drops it after', async () => {
    await deployRemote('mf-catalog', 'mf_catalog', {
      ...CATALOG_FIRST_ROUTES,
      '/available': { modules: ['mf_catalog/recent-listings'], data: ['/api/cars'] },
    });
    const screen = (text: string) => ({ html: `<h1>${text}</h1>`, head: '' });
    const writeScreens = (bangla: boolean) =>
      writeFile(
        join(site, 'first-screens.json'),
        JSON.stringify({
          head: '',
          languageHeads: { bn: '<style data-carzone-bengali-font="">@font-face{}</style>' },
          screens: {
            '/': {
              ...screen('Home'),
              ready: true,
              ...(bangla ? { translations: { bn: screen('হোম') } } : {}),
            },
            '/available': { ...screen('Available Cars'), ready: false },
          },
        }),
      );
    await writeFile(
      join(site, 'index.html'),
      SHELL_PAGE.replace('</html>', '<body><div id="root"></div></body></html>'),
    );
    await writeScreens(true);
    const config = { remotes: await remotesOnSite(site), firebase: FIREBASE };
    await writeSitePages(site, config);

    const home = await readFile(join(site, 'index.html'), 'utf8');
    const homeInBangla = await readFile(join(site, 'index.bn.html'), 'utf8');
    expect(home).toContain('<html lang="en">');
    expect(home).toContain('<h1>Home</h1>');
    expect(homeInBangla).toContain('<html lang="bn">');
    expect(homeInBangla).toContain('<h1>হোম</h1>');
    expect(homeInBangla).toContain('data-carzone-bengali-font');
    // No Bangla screen for /available: its English page serves both.
    expect(await readdir(join(site, 'pages'))).toEqual(['available.html']);

    await writeScreens(false);
    await writeSitePages(site, config);
    expect((await readdir(site)).filter((file) => file.endsWith('.html')).sort()).toEqual([
      'app.html',
      'index.html',
    ]);
  });

  it("writes a route page's copy in a language beside it (pages/<path>.bn.html), and drops it after", async () => {
    await deployRemote('mf-catalog', 'mf_catalog', {
      ...CATALOG_FIRST_ROUTES,
      '/about': { modules: ['mf_catalog/recent-listings'] },
    });
    const about = { html: '<h1>About</h1>', head: '', ready: true };
    const writeScreens = (translations?: object) =>
      writeFile(
        join(site, 'first-screens.json'),
        JSON.stringify({ head: '', screens: { '/about': { ...about, translations } } }),
      );
    await writeFile(
      join(site, 'index.html'),
      SHELL_PAGE.replace('</html>', '<body><div id="root"></div></body></html>'),
    );
    await writeScreens({ bn: { html: '<h1>আমাদের কথা</h1>', head: '' } });
    const config = { remotes: await remotesOnSite(site), firebase: FIREBASE };
    await writeSitePages(site, config);

    expect((await readdir(join(site, 'pages'))).sort()).toEqual(['about.bn.html', 'about.html']);
    const inBangla = await readFile(join(site, 'pages', 'about.bn.html'), 'utf8');
    expect(inBangla).toContain('<html lang="bn">');
    expect(inBangla).toContain('<!-- carzone:first-screen:ready:bn --><h1>আমাদের কথা</h1>');
    expect(await readFile(join(site, 'pages', 'about.html'), 'utf8')).toContain('<h1>About</h1>');

    await writeScreens();
    await writeSitePages(site, config);
    expect(await readdir(join(site, 'pages'))).toEqual(['about.html']);
  });

  it('carries the loading texts the remotes publish in the manifest and in every page', async () => {
    await deployRemote('mf-catalog', 'mf_catalog', {
      ...CATALOG_FIRST_ROUTES,
      '/car/:id': { modules: ['mf_catalog/recent-listings'], loading: 'Loading the car...' },
    });
    const config = { remotes: await remotesOnSite(site), firebase: FIREBASE };
    await writeSitePages(site, config);

    const loadingTexts = { '/car/:id': 'Loading the car...' };
    expect(JSON.parse(await readFile(join(site, 'runtime-config.json'), 'utf8'))).toEqual({
      ...config,
      loadingTexts,
    });
    for (const page of ['index.html', 'app.html']) {
      expect(await readFile(join(site, page), 'utf8')).toContain(
        `"loadingTexts":${JSON.stringify(loadingTexts)}`,
      );
    }
  });

  it("refuses a remote's first routes that name another remote's modules", async () => {
    await deployRemote('mf-catalog', 'mf_catalog', {
      '/': { modules: ['mf_marketing/home-sections'] },
    });
    const config = { remotes: await remotesOnSite(site), firebase: FIREBASE };
    await expect(writeSitePages(site, config)).rejects.toThrow(
      '/remotes/mf-catalog/first-routes.json, "/": "mf_marketing/home-sections" is not a module of a known remote.',
    );
  });
});
