import { hostAppConfig, portFromEnv, DEFAULT_PORTS } from '@carzone/federation/vite';
import { defineConfig, mergeConfig } from 'vite';
import { runtimeConfigPlugin, sameOriginProxy } from './server/same-origin.ts';

const port = portFromEnv('PORT', DEFAULT_PORTS.shell);

export default defineConfig(
  mergeConfig(hostAppConfig({ name: 'shell', port }), {
    plugins: [runtimeConfigPlugin()],
    server: { proxy: sameOriginProxy() },
    preview: { proxy: sameOriginProxy() },
  }),
);
