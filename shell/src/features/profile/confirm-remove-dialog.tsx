import { ActionDialog } from '@carzone/ui/action-dialog';
import { Text } from '@carzone/web-kit';
import { useRef, useState } from 'react';
import { useT } from '../../locales/messages.ts';

/** What a "Remove…?" dialog does, and tells its section. */
interface RemoveDialogActions {
  /** Removes the thing; answers whether it is gone (a failure has been said already). */
  onRemove: () => Promise<boolean>;
  /** Once the dialog has closed: whether the thing was removed. */
  onClosed: (removed: boolean) => void;
}

export interface ConfirmRemoveDialogProps extends RemoveDialogActions {
  /** The question it asks, naming the thing. */
  title: string;
  /** What removing it costs. */
  body: string;
  /** What the Remove button says while the removal runs. */
  removingText: string;
}

/**
 * A profile section's question before a thing of theirs goes, saying what it costs. The dialog stays,
 * its buttons disabled, until the answer is in; it closes either way (a failure is said in a
 * toast).
 */
export function ConfirmRemoveDialog({
  title,
  body,
  removingText,
  onRemove,
  onClosed,
}: ConfirmRemoveDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  // Read once the dialog has closed.
  const removed = useRef(false);

  const close = () => {
    if (!busy) setOpen(false);
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    const gone = await onRemove();
    setBusy(false);
    removed.current = gone;
    setOpen(false);
  };

  return (
    <ActionDialog
      title={title}
      open={open}
      busy={busy}
      onClose={close}
      onExitComplete={() => onClosed(removed.current)}
      dismissLabel={t('Cancel')}
      action={{
        label: t('Remove'),
        busyLabel: removingText,
        palette: 'red',
        onClick: () => void remove(),
      }}
      confirmation
    >
      <Text>{body}</Text>
    </ActionDialog>
  );
}
