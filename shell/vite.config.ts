import { hostAppConfig, shellPort } from '@carzone/federation/vite';
import { defineConfig, mergeConfig } from 'vite';
import { sameOriginProxy } from './server/same-origin.ts';
import { shellServerPlugin } from './server/shell-server.ts';

const port = shellPort();

/**
 * The small modules the bootstrap imports that lazily loaded pages import too (the session hint,
 * the return path, signing out and what it says, what a failed loader does, the icons' base, the
 * shell's words, its language choice and the domain's formatting by language): one file instead
 * of one each, on the first visit's last hop before the first paint.
 */
const SHELL_START_CHUNK = {
  name: 'shell-start',
  test: /[\\/]src[\\/](lib[\\/](auth[\\/](session-hint|sign-out-messages|use-sign-out|auth-loader)|remotes[\\/]loader-errors|language[\\/]language-choice)|features[\\/]auth[\\/]return-path|locales[\\/]messages)\.ts$|[\\/]domain[\\/]src[\\/]language\.ts$|node_modules[\\/]react-icons[\\/](lib|lu)[\\/]/,
  priority: 5,
};

export default defineConfig(
  mergeConfig(hostAppConfig({ name: 'shell', port, chunkGroups: [SHELL_START_CHUNK] }), {
    plugins: [shellServerPlugin()],
    server: { proxy: sameOriginProxy() },
  }),
);
