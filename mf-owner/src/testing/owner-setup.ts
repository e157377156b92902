// The owner area's Vitest setup, before each test file: the dialogs' and upload's chunk loaded
// before the first test, so they render at once instead of suspending while Vite transforms
// Chakra, and object URLs for previews in every test (jsdom has none).
import { loadInteractive } from '@carzone/web-kit';
import { beforeAll, beforeEach, vi } from 'vitest';

beforeAll(async () => {
  await loadInteractive();
}, 60_000);

beforeEach(() => {
  let next = 1;
  // A preview only needs a distinct address per file.
  URL.createObjectURL = vi.fn(() => `blob:preview-${next++}`);
  URL.revokeObjectURL = vi.fn();
});
