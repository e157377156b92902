// Releases of one remote on a deployed site, without touching the shell, the API or the other
// remotes: each version of a remote lives in its own folder (site/remotes/<folder>/<version>/),
// and a release switches the remote's entry in the runtime manifest the shell reads on every page
// load (runtime-config.json, and the copy inlined into the first-visit pages, which are written
// again by @carzone/first-visit, the one generator of those pages).
// Older versions stay on disk, so going back is the same switch. deploy/release-remote.mjs is
// the command; this file is what it does, kept apart so the switching is unit-tested.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdtemp, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropFirstScreensOf, writeAtomically, writeSitePages } from '@carzone/first-visit';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The file a release record is kept in, in the remote's folder. */
export const RELEASES_FILE = 'releases.json';
const ENTRY_FILE = 'remoteEntry.js';
const MANIFEST_FILE = 'mf-manifest.json';
/**
 * @typedef {{ key: string, name: string, folder: string, label: string }} RemoteUnit
 * @typedef {{ version: string | null, entry: string, activatedAt: string }} Activation
 * @typedef {{ publishedAt: string, source: string }} PublishedVersion
 * @typedef {{ remote: string, active: string | null, history: Activation[],
 *   versions: Record<string, PublishedVersion> }} ReleaseRecord
 * @typedef {{ metaData?: { name?: string, publicPath?: string } }} BuiltManifest  what a release
 *   checks of a remote's mf-manifest.json
 * @typedef {import('@carzone/first-visit').RuntimeManifest} RuntimeManifest
 */

/** @param {string} key a key of packages/federation/units.json's remotes, e.g. `marketing` */
export function remoteUnit(key) {
  const units = JSON.parse(
    readFileSync(join(repoRoot, 'packages', 'federation', 'units.json'), 'utf8'),
  );
  /** @type {Record<string, Omit<RemoteUnit, 'key'>>} */
  const remotes = units.remotes;
  const unit = Object.hasOwn(remotes, key) ? remotes[key] : undefined;
  if (!unit) {
    throw new Error(`Unknown remote "${key}"; one of: ${Object.keys(remotes).join(', ')}.`);
  }
  return { key, name: unit.name, folder: unit.folder, label: unit.label };
}

/**
 * A version names a folder in a URL path: letters, digits, `.`, `_`, `-`, and never `assets`
 * (the unversioned remote's own hashed files live there).
 * @param {string} version
 */
export function checkVersionLabel(version) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(version) || version === 'assets') {
    throw new Error(
      `A version is 1 to 64 letters, digits, ".", "_" or "-" (not "assets"), got "${version}".`,
    );
  }
  return version;
}

/**
 * The default version: when it was made and from which commit, so folders sort by age and say
 * what they hold (20250101T120000Z-1a2b3c4).
 * @param {Date} [now]
 */
export function defaultVersionLabel(now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return hash ? `${stamp}-${hash}` : stamp;
  } catch {
    return stamp;
  }
}

/**
 * Where a version is served from; `null` is the remote's first deploy, at its folder's root.
 * @param {RemoteUnit} unit
 * @param {string | null} version
 */
export function versionBase(unit, version) {
  return version === null ? `/remotes/${unit.folder}/` : `/remotes/${unit.folder}/${version}/`;
}

/** @param {string} site @param {RemoteUnit} unit */
export const remoteDir = (site, unit) => join(site, 'remotes', unit.folder);

/**
 * Runs `work` while holding the site's release lock, so two releases (of any remotes) never
 * interleave their read-and-rewrite of the shared manifest and pages. A lock left by a process
 * that no longer runs is taken over.
 * @template T
 * @param {string} site
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withReleaseLock(site, work) {
  const lock = join(site, 'remotes', '.release.lock');
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
      if (holder > 0 && !isRunning(holder)) {
        await unlink(lock).catch(() => {});
        continue;
      }
      if (attempt >= 100) throw new Error(`Another release holds ${lock} (process ${holder}).`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await unlink(lock).catch(() => {});
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * The remote's release record; a remote never released on its own starts from what the runtime
 * manifest names now (its first deploy, at its folder's root).
 * @param {string} site
 * @param {RemoteUnit} unit
 * @returns {Promise<ReleaseRecord>}
 */
export async function readReleaseRecord(site, unit) {
  const path = join(remoteDir(site, unit), RELEASES_FILE);
  if (existsSync(path)) return JSON.parse(await readFile(path, 'utf8'));
  const config = await readRuntimeConfig(site);
  const entry = config.remotes?.[unit.name];
  return {
    remote: unit.key,
    active: null,
    history:
      typeof entry === 'string'
        ? [{ version: versionOfEntry(unit, entry), entry, activatedAt: '' }]
        : [],
    versions: {},
  };
}

/**
 * The version an entry on this site points at, or null for the folder's root.
 * @param {RemoteUnit} unit
 * @param {string} entry
 */
export function versionOfEntry(unit, entry) {
  const prefix = `/remotes/${unit.folder}/`;
  if (!entry.startsWith(prefix) || !entry.endsWith(`/${ENTRY_FILE}`)) return null;
  const middle = entry.slice(prefix.length, -ENTRY_FILE.length - 1);
  return middle === '' ? null : middle;
}

/** @param {string} site @returns {Promise<RuntimeManifest>} */
async function readRuntimeConfig(site) {
  const config = JSON.parse(await readFile(join(site, 'runtime-config.json'), 'utf8'));
  return { ...config, remotes: config.remotes ?? {} };
}

/**
 * A built remote, checked before it is published: its entry and manifest are there, it is the
 * remote it claims to be, and it was built for the folder it goes to.
 * @param {string} dir
 * @param {RemoteUnit} unit
 * @param {string} base
 */
export async function checkBuiltRemote(dir, unit, base) {
  for (const file of [ENTRY_FILE, MANIFEST_FILE]) {
    if (!existsSync(join(dir, file))) throw new Error(`${dir} has no ${file}: not a built remote.`);
  }
  /** @type {BuiltManifest} */
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8'));
  if (manifest.metaData?.name !== unit.name) {
    throw new Error(
      `${dir} is the build of ${manifest.metaData?.name ?? 'an unnamed remote'}, not ${unit.name}.`,
    );
  }
  if (manifest.metaData?.publicPath !== base) {
    throw new Error(
      `${dir} was built for ${manifest.metaData?.publicPath}, not ${base}: build it with ` +
        `REMOTE_BASE_PATH=${base} (or let the release script build it).`,
    );
  }
  return manifest;
}

/**
 * Builds the remote for its versioned folder, into a temporary folder the caller removes.
 * @param {RemoteUnit} unit
 * @param {string} base
 */
export async function buildRemote(unit, base) {
  const outDir = await mkdtemp(join(tmpdir(), `carzone-${unit.folder}-`));
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: join(repoRoot, unit.folder),
      env: { ...process.env, REMOTE_BASE_PATH: base, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return outDir;
}

/**
 * Copies a built remote into its versioned folder, whole or not at all: it is copied beside the
 * folder and renamed into place. The remote's harness page is not published (it is for its dev
 * server only).
 * @param {string} site
 * @param {RemoteUnit} unit
 * @param {string} version
 * @param {string} builtDir
 * @param {string} source what it was published from, for the record
 */
export async function publishVersion(site, unit, version, builtDir, source) {
  checkVersionLabel(version);
  const target = join(remoteDir(site, unit), version);
  if (existsSync(target)) throw new Error(`${target} exists: a version is published once.`);
  await checkBuiltRemote(builtDir, unit, versionBase(unit, version));
  const partial = join(remoteDir(site, unit), `.${version}.partial`);
  await rm(partial, { recursive: true, force: true });
  await cp(builtDir, partial, {
    recursive: true,
    filter: (file) => file !== join(builtDir, 'index.html'),
  });
  // A build made in a private temporary folder (mkdtemp: 0700) must still be readable by the web
  // server's workers, which run as another user.
  await chmod(partial, 0o755);
  await rename(partial, target);
  await withReleaseLock(site, async () => {
    const record = await readReleaseRecord(site, unit);
    record.versions[version] = { publishedAt: new Date().toISOString(), source };
    await writeRecord(site, unit, record);
  });
}

/** @param {string} site @param {RemoteUnit} unit @param {ReleaseRecord} record */
async function writeRecord(site, unit, record) {
  await writeAtomically(
    join(remoteDir(site, unit), RELEASES_FILE),
    `${JSON.stringify(record, null, 2)}\n`,
  );
}

/**
 * Switches the site to one version of the remote: the runtime manifest, then each page, each
 * replaced in one step; the next page load uses it.
 * @param {{ site: string, unit: RemoteUnit, version: string | null, rollback?: boolean }} options
 * @returns {Promise<{ from: string | null, to: string | null }>}
 */
export async function activateVersion({ site, unit, version, rollback = false }) {
  if (version !== null) checkVersionLabel(version);
  const base = versionBase(unit, version);
  const dir = join(site, base);
  if (!existsSync(join(dir, ENTRY_FILE))) {
    throw new Error(`No version "${version ?? '(first deploy)'}" of ${unit.key} in ${dir}.`);
  }
  return withReleaseLock(site, async () => {
    const record = await readReleaseRecord(site, unit);
    const from = record.history.at(-1)?.version ?? null;
    const entry = `${base}${ENTRY_FILE}`;
    await switchSite(site, unit, entry);
    if (rollback) record.history.pop();
    else record.history.push({ version, entry, activatedAt: new Date().toISOString() });
    record.active = version;
    await writeRecord(site, unit, record);
    return { from, to: version };
  });
}

/**
 * Back to the version that was active before the current one.
 * @param {{ site: string, unit: RemoteUnit }} options
 */
export async function rollBack({ site, unit }) {
  const record = await readReleaseRecord(site, unit);
  const previous = record.history.at(-2);
  if (!previous) throw new Error(`${unit.key} has no earlier version to roll back to.`);
  return activateVersion({ site, unit, version: previous.version, rollback: true });
}

/**
 * Points the runtime manifest at `entry`, then writes every page again with the one generator
 * (@carzone/first-visit), as the web image does at start-up: the pages a release leaves are the
 * pages a fresh start would write, with the first routes the new version publishes.
 * @param {string} site
 * @param {RemoteUnit} unit
 * @param {string} entry
 */
async function switchSite(site, unit, entry) {
  const before = await readRuntimeConfig(site);
  const config = { ...before, remotes: { ...before.remotes, [unit.name]: entry } };
  // Screens rendered from the sources of another version would not match what the new one renders.
  if (before.remotes[unit.name] !== entry)
    await dropFirstScreensOf(site, unit.name, before, config);
  await writeSitePages(site, config);
}

/**
 * What `--list` prints: each published version, which one is live, and the way back.
 * @param {ReleaseRecord} record
 * @param {string[]} onDisk
 */
export function describeReleases(record, onDisk) {
  const previous = record.history.at(-2);
  const current = record.history.at(-1);
  return [
    `live: ${current ? (current.version ?? '(first deploy)') : '(not in the runtime manifest)'}`,
    `rollback goes to: ${previous ? (previous.version ?? '(first deploy)') : '(nothing earlier)'}`,
    'versions on disk:',
    ...onDisk.sort().map((version) => {
      const published = record.versions[version]?.publishedAt ?? '?';
      return `  ${version}  published ${published}${version === current?.version ? '  (live)' : ''}`;
    }),
  ].join('\n');
}

/** @param {string} path */
export const isDirectory = async (path) =>
  (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
