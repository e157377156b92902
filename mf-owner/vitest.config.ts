import { componentTestConfig } from '@carzone/web-testing/vitest-config';
import { mergeConfig } from 'vitest/config';

// Every test file of the owner area starts as src/testing/owner-setup.ts prepares it.
export default mergeConfig(componentTestConfig(), {
  test: { setupFiles: ['./src/testing/owner-setup.ts'] },
});
