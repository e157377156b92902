import type { RuntimeConfig } from '@carzone/federation/contracts';
// The id of the script element the first-visit page inlines the runtime manifest into.
import { INLINE_CONFIG_ID } from '@carzone/first-visit/page-head';

/** The manifest the server inlined into the page, or else the one fetched (one round trip more). */
async function readConfig(): Promise<Partial<RuntimeConfig>> {
  const inline = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) return JSON.parse(inline) as Partial<RuntimeConfig>;
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok)
    throw new Error(`The runtime configuration could not be loaded (${response.status}).`);
  return (await response.json()) as Partial<RuntimeConfig>;
}

/** Reads the runtime manifest once at start-up; where the remotes live is not baked into the build. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = await readConfig();
  const missing = [
    !config.remotes && 'remotes',
    !config.firebase?.apiKey && 'firebase.apiKey',
    !config.firebase?.authDomain && 'firebase.authDomain',
    !config.firebase?.projectId && 'firebase.projectId',
  ].filter(Boolean);
  if (missing.length) throw new Error(`The runtime configuration lacks ${missing.join(', ')}.`);
  return config as RuntimeConfig;
}
