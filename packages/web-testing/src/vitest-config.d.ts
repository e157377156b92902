import type { ViteUserConfig } from 'vitest/config';

/** The Vitest config of a front-end unit's component tests (vitest-config.js). */
export declare function componentTestConfig(): ViteUserConfig;
