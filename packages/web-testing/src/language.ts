// The page in Bangla for a component test, as the shell's switch shows it (once every loaded
// unit's catalog is in), and back in English when the test ends.
import { showLanguage } from '@carzone/web-kit';
import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

export async function showBangla(): Promise<void> {
  onTestFinished(() => showLanguage('en'));
  await act(() => showLanguage('bn'));
}
