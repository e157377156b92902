import { Button, Text, useInteractive } from '@carzone/web-kit';
import { useRef, useState } from 'react';
import { useT } from '../../locales/messages.ts';

export interface RemoveLicenceDialogProps {
  /** Removes the licence; answers whether it is gone (a failure has been said already). */
  onRemove: () => Promise<boolean>;
  /** Once the dialog has closed: whether the licence was removed. */
  onClosed: (removed: boolean) => void;
}

/**
 * "Remove your driving licence?" before the licence goes, saying what it costs: self-drive
 * bookings of cars whose owners ask for one. The dialog stays, its buttons disabled, until the
 * answer is in; it closes either way (a failure is said in a toast).
 */
export function RemoveLicenceDialog({ onRemove, onClosed }: RemoveLicenceDialogProps) {
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
            <Dialog.Title>{t('Remove your driving licence?')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Text>
              {t(
                'Self-drive bookings of cars whose owners ask for a licence will be refused until you add one again.',
              )}
            </Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" disabled={busy} onClick={close}>
              {t('Cancel')}
            </Button>
            <Button
              colorPalette="red"
              loading={busy}
              loadingText={t('Removing licence…')}
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
