// `npm start` runs this (through tsx): the local server on the shell's port, in front of the API
// and the remotes' servers on theirs (packages/federation/units.json names them all).
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteKey } from '@carzone/federation/contracts';
import { apiPort, remoteBasePath, remotePort, shellPort } from '@carzone/federation/vite';
import { createLocalServer } from './local-server.ts';
import { loadPageScreenRenderer, PAGE_SCREEN_RENDERER_FILE } from '@carzone/first-visit';
import { readSecurityHeaders, securityHeadersFor } from './security-headers.ts';
import { runtimeConfigFromEnv } from './shell-server.ts';

const config = runtimeConfigFromEnv();
const apiUrl = `http://127.0.0.1:${apiPort()}`;
const renderer = await loadPageScreenRenderer(
  fileURLToPath(new URL(`../dist-prerender/${PAGE_SCREEN_RENDERER_FILE}`, import.meta.url)),
  { apiOrigin: apiUrl },
);
const server = await createLocalServer({
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  config,
  securityHeaders: securityHeadersFor(
    readSecurityHeaders(new URL('../../deploy/security-headers.conf', import.meta.url)),
    config.firebase.authEmulatorUrl,
  ),
  apiUrl,
  renderScreen: renderer?.render,
  remoteServers: (Object.keys(REMOTES) as RemoteKey[]).map((key) => ({
    basePath: remoteBasePath(key),
    url: `http://127.0.0.1:${remotePort(key)}`,
  })),
});
const address = await server.listen({ port: shellPort(), host: '127.0.0.1' });
console.log(`The shell's local server is listening at ${address}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
