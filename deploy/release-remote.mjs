#!/usr/bin/env node
// Releases one remote on a deployed site, alone: the shell, the API and the other remotes are
// neither rebuilt nor restarted. docs/releases.md tells when and how.
//
//   node deploy/release-remote.mjs <remote> [--version <label>] [--from <built dir>]
//       builds the remote for /remotes/<folder>/<label>/ (or takes a folder built so), publishes it
//       there and makes it live; the label defaults to the time and the commit
//   node deploy/release-remote.mjs <remote> --rollback         back to the version before
//   node deploy/release-remote.mjs <remote> --activate <label> a version already published
//   node deploy/release-remote.mjs <remote> --list             the versions, and which is live
//
//   --site <dir>   the web root (default $SITE_DIR, else /usr/share/nginx/html)
//
// The pages are written again with the first routes the released version publishes itself.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  activateVersion,
  buildRemote,
  checkVersionLabel,
  defaultVersionLabel,
  describeReleases,
  isDirectory,
  publishVersion,
  readReleaseRecord,
  remoteDir,
  remoteUnit,
  rollBack,
  versionBase,
} from './lib/release.mjs';

const USAGE =
  'Usage: release-remote.mjs <remote> [--site <dir>] [--version <label>] [--from <dir>] | --rollback | --activate <label> | --list';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      version: { type: 'string' },
      from: { type: 'string' },
      rollback: { type: 'boolean' },
      activate: { type: 'string' },
      list: { type: 'boolean' },
    },
  });
  const [key, ...extra] = positionals;
  const actions = [values.rollback, values.activate !== undefined, values.list].filter(Boolean);
  if (!key || extra.length || actions.length > 1) throw new Error(USAGE);
  if (actions.length && (values.version !== undefined || values.from !== undefined)) {
    throw new Error(`--version and --from belong to a release, not a switch.\n${USAGE}`);
  }
  const unit = remoteUnit(key);
  const site = values.site ?? process.env.SITE_DIR ?? '/usr/share/nginx/html';
  if (!existsSync(join(site, 'runtime-config.json'))) {
    throw new Error(`${site} has no runtime-config.json: not a deployed site.`);
  }
  if (values.list) {
    const entries = existsSync(remoteDir(site, unit)) ? await readdir(remoteDir(site, unit)) : [];
    const onDisk = [];
    for (const name of entries) {
      if (
        !name.startsWith('.') &&
        name !== 'assets' &&
        (await isDirectory(join(remoteDir(site, unit), name)))
      ) {
        onDisk.push(name);
      }
    }
    console.log(describeReleases(await readReleaseRecord(site, unit), onDisk));
    return;
  }
  if (values.rollback) {
    report(unit.key, await rollBack({ site, unit }));
    return;
  }
  if (values.activate !== undefined) {
    const version = checkVersionLabel(values.activate);
    report(unit.key, await activateVersion({ site, unit, version }));
    return;
  }

  const version = checkVersionLabel(values.version ?? defaultVersionLabel());
  if (existsSync(join(remoteDir(site, unit), version))) {
    throw new Error(`${unit.key} ${version} is already published; choose another --version.`);
  }
  const builtDir = values.from ?? (await buildRemote(unit, versionBase(unit, version)));
  try {
    await publishVersion(site, unit, version, builtDir, values.from ?? 'built by release-remote');
  } finally {
    if (values.from === undefined) await rm(builtDir, { recursive: true, force: true });
  }
  report(unit.key, await activateVersion({ site, unit, version }));
}

/**
 * @param {string} key
 * @param {{ from: string | null, to: string | null }} change
 */
function report(key, { from, to }) {
  const name = (/** @type {string | null} */ version) => version ?? '(first deploy)';
  console.log(`${key}: ${name(to)} is live (was ${name(from)}); the next page load uses it.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
