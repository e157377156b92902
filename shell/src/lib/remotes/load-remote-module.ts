import type {
  RemoteModuleId,
  RemoteModules,
  RemoteName,
  RuntimeConfig,
} from '@carzone/federation/contracts';
import { whenMessagesReady } from '@carzone/web-kit';
import type { ShellText } from '../../locales/messages.ts';
import { AREA_NAMES } from './area-names.ts';
import { loadRemote, registerRemotes } from '@module-federation/runtime';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: RemoteModuleId,
    cause?: unknown,
  ) {
    super(`The remote module ${moduleId} could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** A remote that answers slower than this counts as down, so its region shows the fallback. */
const LOAD_TIMEOUT_MS = 15_000;
const registered = new Set<string>();
const loadedModules = new Map<RemoteModuleId, unknown>();

export function registerRemoteEntries(remotes: RuntimeConfig['remotes']): void {
  for (const name of Object.keys(remotes)) registered.add(name);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({
      name,
      entry: new URL(entry, window.location.origin).href,
      type: 'module',
    })),
  );
}

/**
 * Modules given rather than loaded: a first screen rendered ahead of time, in Node, takes the
 * remotes' modules from their sources (shell/src/prerender/).
 */
export function provideRemoteModules(modules: Partial<Record<RemoteModuleId, unknown>>): void {
  for (const [id, module] of Object.entries(modules)) {
    registered.add(id.slice(0, id.indexOf('/')));
    loadedModules.set(id as RemoteModuleId, module);
  }
}

/** A module already loaded, for rendering; route loaders load them before their routes render. */
export function loadedRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): RemoteModules[Id] | undefined {
  return loadedModules.get(id) as RemoteModules[Id] | undefined;
}

/**
 * Loads one exposed module by its contract id, once; any failure becomes a RemoteUnavailableError
 * and the next call tries again.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): Promise<RemoteModules[Id]> {
  const cached = loadedRemoteModule(id);
  if (cached) return cached;
  const remoteName = id.slice(0, id.indexOf('/'));
  // An area this deployment does not ship (not in the runtime manifest) is simply unavailable.
  if (!registered.has(remoteName)) throw new RemoteUnavailableError(id);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${LOAD_TIMEOUT_MS} ms`)),
        LOAD_TIMEOUT_MS,
      );
    });
    const loaded = await Promise.race([loadRemote<RemoteModules[Id]>(id), timeout]);
    if (!loaded) throw new Error('empty module');
    loadedModules.set(id, loaded);
    // In Bangla, the remote's words come with it: its catalog loads before its first render
    // (without them, it shows its English).
    await whenMessagesReady().catch(() => {});
    return loaded;
  } catch (cause) {
    throw new RemoteUnavailableError(id, cause);
  } finally {
    clearTimeout(timer);
  }
}

/** Which area a module belongs to, in words a visitor understands (the shell's, to translate). */
export function areaLabel(id: RemoteModuleId): ShellText {
  const name = id.split('/')[0] ?? '';
  return Object.hasOwn(AREA_NAMES, name) ? AREA_NAMES[name as RemoteName] : 'this area';
}
