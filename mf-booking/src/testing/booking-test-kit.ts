// What the booking area's component tests share besides web-testing's date helpers: reading
// toasts and the total.
import { screen, within } from '@testing-library/react';

/** The text of the output labelled `label` (the dialog's total). */
export function outputText(container: HTMLElement, label: string): string {
  return within(container).getByRole('status', { name: label }).textContent ?? '';
}

/** The toasts on the page now, each as its title and text together. */
export async function findToasts(): Promise<string[]> {
  const toasts = await screen.findAllByTestId('toast');
  return toasts.map((toast) => toast.textContent ?? '');
}
