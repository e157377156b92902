// The shell's server makes the whole site one origin: it serves the runtime manifest and routes
// /api to the API and /remotes/<name>/ to each remote's server (nginx does the same in production).
import { REMOTES, type RemoteKey, type RuntimeConfig } from '@carzone/federation/contracts';
import {
  DEFAULT_PORTS,
  portFromEnv,
  remoteBasePath,
  REMOTE_ENTRY_FILE,
} from '@carzone/federation/vite';
import type { Plugin, ProxyOptions } from 'vite';
import { readRuntimeConfig } from './runtime-config.ts';

const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

export function sameOriginProxy(): Record<string, ProxyOptions> {
  const apiPort = portFromEnv('API_PORT', 3100);
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
  };
  for (const key of REMOTE_KEYS) {
    const remotePort = portFromEnv(`${key.toUpperCase()}_PORT`, DEFAULT_PORTS[key]);
    proxy[remoteBasePath(key)] = { target: `http://127.0.0.1:${remotePort}` };
  }
  return proxy;
}

/** Serves /runtime-config.json, made from the environment when the server starts. */
export function runtimeConfigPlugin(): Plugin {
  let config: RuntimeConfig;
  const serve: Plugin['configureServer'] = (server) => {
    config ??= readRuntimeConfig(
      process.env,
      (key) => `${remoteBasePath(key)}${REMOTE_ENTRY_FILE}`,
    );
    server.middlewares.use('/runtime-config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(config));
    });
  };
  return {
    name: 'carzone-runtime-config',
    configureServer: serve,
    configurePreviewServer: serve as Plugin['configurePreviewServer'],
  };
}
