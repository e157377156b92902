// The shell's server makes the whole site one origin: it routes /api to the API and
// /remotes/<name>/ to each remote's server (nginx does the same in production).
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
