import type { RuntimeConfig } from '@carzone/federation/contracts';

/** Reads the runtime manifest once at start-up; where the remotes live is not baked into the build. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok)
    throw new Error(`The runtime configuration could not be loaded (${response.status}).`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  const missing = [
    !config.remotes && 'remotes',
    !config.firebase?.apiKey && 'firebase.apiKey',
    !config.firebase?.authDomain && 'firebase.authDomain',
    !config.firebase?.projectId && 'firebase.projectId',
  ].filter(Boolean);
  if (missing.length) throw new Error(`The runtime configuration lacks ${missing.join(', ')}.`);
  return config as RuntimeConfig;
}
