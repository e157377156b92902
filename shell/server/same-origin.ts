// In the Vite dev server, the site is one origin too: /api goes to the API and
// /remotes/<folder>/ to each remote's dev server (local-server.ts does it for `npm start`).
import { Agent } from 'node:http';
import { REMOTES, type RemoteKey } from '@carzone/federation/contracts';
import { apiPort, remoteBasePath, remotePort } from '@carzone/federation/vite';
import type { ProxyOptions } from 'vite';

const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

/**
 * Connections to the API and the remotes stay open between requests (as nginx's upstream
 * keepalive does): without an agent the proxy sends `Connection: close` and opens a new
 * connection for every request.
 */
export function sameOriginProxy(
  agent: Agent = new Agent({ keepAlive: true }),
): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target: `http://127.0.0.1:${apiPort()}`, changeOrigin: false, agent },
  };
  for (const key of REMOTE_KEYS) {
    proxy[remoteBasePath(key)] = { target: `http://127.0.0.1:${remotePort(key)}`, agent };
  }
  return proxy;
}
