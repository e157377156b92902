import { Button, Text, useInteractive } from '@carzone/web-kit';
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
  const { Dialog } = useInteractive();
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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      onExitComplete={() => onClosed(removed.current)}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      size="sm"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Text>{body}</Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" disabled={busy} onClick={close}>
              {t('Cancel')}
            </Button>
            <Button
              colorPalette="red"
              loading={busy}
              loadingText={removingText}
              onClick={() => void remove()}
            >
              {t('Remove')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
