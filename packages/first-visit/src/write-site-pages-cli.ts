#!/usr/bin/env node
// At the start of the web image (and of the production layout without Docker): writes the
// runtime manifest from this environment and the first-visit pages, so the same built files serve
// any environment. Every remote deployed under SITE_DIR/remotes/ is in the manifest, and the
// pages preload what each remote's published first routes name.
//
//   SITE_DIR              the web root (default /usr/share/nginx/html)
//   FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID   the Firebase web config
//   FIREBASE_AUTH_EMULATOR_URL   staging only: the Auth emulator's origin as the browser reaches
//                         it (http://host:port); needs CARZONE_STAGING=true, since the emulator
//                         signs anyone in as anyone
import type { RuntimeManifest } from './page-head.js';
import { onDemandRemotesOnSite, remotesOnSite, writeSitePages } from './site-pages.js';

function fail(message: string): never {
  console.error(`write-site-pages: ${message}`);
  process.exit(1);
}

const env = process.env;
const site = env.SITE_DIR || '/usr/share/nginx/html';
const missing = ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID'].filter(
  (name) => !env[name],
);
if (missing.length) fail(`missing ${missing.join(', ')}.`);
const authEmulatorUrl = env.FIREBASE_AUTH_EMULATOR_URL || '';
if (authEmulatorUrl && env.CARZONE_STAGING !== 'true') {
  fail(
    'FIREBASE_AUTH_EMULATOR_URL is set without CARZONE_STAGING=true: the Auth emulator is for staging only.',
  );
}

try {
  const remotes = await remotesOnSite(site);
  const onDemandRemotes = await onDemandRemotesOnSite(site, remotes);
  const config: RuntimeManifest = {
    remotes,
    ...(onDemandRemotes.length ? { onDemandRemotes } : {}),
    firebase: {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN,
      projectId: env.FIREBASE_PROJECT_ID,
      ...(authEmulatorUrl ? { authEmulatorUrl } : {}),
    },
  };
  await writeSitePages(site, config);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
