import { loadInteractive } from '@carzone/web-kit';
import { renderPage, typist } from '@carzone/web-testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ActionDialog } from './action-dialog';

beforeAll(() => loadInteractive(), 60_000);

/** A caller as the front ends write one: its own open and busy state, a call it starts. */
function Remove({ call, confirmation }: { call: () => Promise<void>; confirmation: boolean }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  return (
    <ActionDialog
      title="Remove your licence?"
      open={open}
      busy={busy}
      onClose={() => setOpen(false)}
      onExitComplete={() => {}}
      dismissLabel="Cancel"
      action={{
        label: 'Remove',
        busyLabel: 'Removing...',
        palette: 'red',
        onClick: () => {
          setBusy(true);
          void call().then(() => setBusy(false));
        },
      }}
      confirmation={confirmation}
    >
      Renters will be asked for it again.
    </ActionDialog>
  );
}

describe('an action dialog', { timeout: 30_000 }, () => {
  it('asks a question as an alert dialog, without ×, and closes with its dismiss button', async () => {
    renderPage(<Remove call={vi.fn(async () => {})} confirmation />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your licence?' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await typist().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('neither closes nor takes a second click while its call is on its way', async () => {
    let finish!: () => void;
    const call = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage(<Remove call={call} confirmation={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Remove your licence?' });
    const user = typist();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    const busyAction = await within(dialog).findByRole('button', { name: 'Removing...' });
    expect(busyAction.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(
      true,
    );
    // A disabled button takes no keys: Escape is pressed within the dialog itself.
    act(() => dialog.focus());
    await user.keyboard('{Escape}');
    await user.click(busyAction);
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(call).toHaveBeenCalledTimes(1);

    finish();
    const cancel = await within(dialog).findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel.hasAttribute('disabled')).toBe(false));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
