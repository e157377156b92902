// What the first-visit page carries, locally and in production: the preloads each remote publishes
// for the routes it renders first (first-routes.json beside its entry), and nothing of a route
// no remote lists but the remotes' entries.
import type { APIRequestContext } from '@playwright/test';
import { REMOTES } from '@carzone/federation/units';
import { expect } from './fixtures.ts';

interface PublishedManifest {
  exposes: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

async function pageAt(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(answer.status(), path).toBe(200);
  return answer.text();
}

/** The files one exposed module of a remote imports at once, as its manifest lists them. */
async function moduleFiles(
  request: APIRequestContext,
  folder: string,
  expose: string,
): Promise<string[]> {
  const manifest = (await (
    await request.get(`/remotes/${folder}/mf-manifest.json`)
  ).json()) as PublishedManifest;
  const exposed = manifest.exposes.find((candidate) => candidate.path === `./${expose}`);
  expect(exposed, `${folder} exposes ${expose}`).toBeDefined();
  return (exposed?.assets?.js?.sync ?? []).map((file) => `/remotes/${folder}/${file}`);
}

const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

export async function expectFirstVisitPreloads(request: APIRequestContext): Promise<void> {
  // Home: what marketing publishes for it. The catalog's Recent Listings are below the fold: their
  // code and data load when their place nears the screen, never with the page.
  const catalogRoutes = (await (
    await request.get('/remotes/mf-catalog/first-routes.json')
  ).json()) as Record<string, { modules: string[]; data: string[] }>;
  expect(catalogRoutes['/']).toBeUndefined();
  const home = await pageAt(request, '/');
  expect(home).not.toContain('href="/api/allCars?limit=6"');
  expect(home).not.toContain(modulePreload('/remotes/mf-catalog/remoteEntry.js'));
  const homeFiles = await moduleFiles(request, 'mf-marketing', 'home-sections');
  expect(homeFiles.length).toBeGreaterThan(1);
  for (const file of homeFiles) expect(home).toContain(modulePreload(file));
  // Home's first screen is in the HTML: its scripts start once it is painted.
  expect(home).toContain('Drive Your Dreams Today!');
  expect(home).toContain('<script type="module" src="/start-after-first-paint.js"></script>');
  expect(home).toContain(
    `<template data-carzone-after-first-paint>${modulePreload(homeFiles[0] ?? '')}</template>`,
  );
  // Home renders with no booking or owner code: their entries wait.
  expect(home).not.toContain(modulePreload('/remotes/mf-booking/remoteEntry.js'));

  // Every other route a remote lists gets its own preloads: in production, a page of its own.
  // /available's first screen waits for the API, so the server renders it for each visit with its
  // cars, and sends the answer the page starts from instead of a data preload.
  const available = await pageAt(request, '/available');
  expect(available).not.toContain('as="fetch"');
  expect(available).toContain('<!-- carzone:first-screen:ready:en -->');
  expect(available).toMatch(
    /<script type="application\/json" id="carzone-route-data">\{"url":"\/available"/,
  );
  expect(available).toContain('<script type="module" src="/start-after-first-paint.js"></script>');
  for (const file of await moduleFiles(request, 'mf-catalog', 'available-cars-route')) {
    expect(available).toContain(modulePreload(file));
  }
  expect(available).not.toContain('href="/api/allCars?limit=6"');
  const about = await pageAt(request, '/about');
  for (const file of await moduleFiles(request, 'mf-marketing', 'about-route')) {
    expect(about).toContain(modulePreload(file));
  }
  expect(about).not.toContain('as="fetch"');

  // A page no remote lists: every remote's entry but the on-demand console's, no data, no module
  // files.
  const myCars = await pageAt(request, '/my-cars');
  for (const remote of Object.values(REMOTES)) {
    const entry = modulePreload(`/remotes/${remote.folder}/remoteEntry.js`);
    if ('onDemand' in remote && remote.onDemand) expect(myCars).not.toContain(entry);
    else expect(myCars).toContain(entry);
  }
  expect(myCars).not.toContain('as="fetch"');
  // Nothing to show before its scripts run: they start at once.
  expect(myCars).not.toContain('start-after-first-paint');
  for (const file of homeFiles) expect(myCars).not.toContain(modulePreload(file));
}
