// The shell's server makes the whole site one origin: it routes /api to the API and
// /remotes/<name>/ to each remote's server (nginx does the same in production).
import { REMOTES, type RemoteKey } from '@carzone/federation/contracts';
import { apiPort, remoteBasePath, remotePort } from '@carzone/federation/vite';
import type { ProxyOptions } from 'vite';

const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

export function sameOriginProxy(): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target: `http://127.0.0.1:${apiPort()}`, changeOrigin: false },
  };
  for (const key of REMOTE_KEYS) {
    proxy[remoteBasePath(key)] = { target: `http://127.0.0.1:${remotePort(key)}` };
  }
  return proxy;
}
