import {
  REMOTES,
  type RemoteModuleId,
  type RemoteModules,
  type RuntimeConfig,
} from '@carzone/federation/contracts';
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

export function registerRemoteEntries(remotes: RuntimeConfig['remotes']): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({
      name,
      entry: new URL(entry, window.location.origin).href,
      type: 'module',
    })),
  );
}

/** Loads one exposed module by its contract id; any failure becomes a RemoteUnavailableError. */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): Promise<RemoteModules[Id]> {
  try {
    const loaded = await loadRemote<RemoteModules[Id]>(id);
    if (!loaded) throw new Error('empty module');
    return loaded;
  } catch (cause) {
    throw new RemoteUnavailableError(id, cause);
  }
}

/** Which area a module belongs to, in words a visitor understands. */
export function areaLabel(id: RemoteModuleId): string {
  const name = id.split('/')[0];
  return Object.values(REMOTES).find((remote) => remote.name === name)?.label ?? 'this area';
}
