import { hostAppConfig, shellPort } from '@carzone/federation/vite';
import { defineConfig, mergeConfig } from 'vite';
import { sameOriginProxy } from './server/same-origin.ts';
import { shellServerPlugin } from './server/shell-server.ts';

const port = shellPort();

export default defineConfig(
  mergeConfig(hostAppConfig({ name: 'shell', port }), {
    plugins: [shellServerPlugin()],
    server: { proxy: sameOriginProxy() },
    preview: { proxy: sameOriginProxy() },
  }),
);
