import { Button, useInteractive, type ButtonProps } from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { useT } from '../locales/messages.ts';

interface BookingDialogFrameProps {
  title: string;
  open: boolean;
  /** While a call is on its way nothing closes the dialog and both buttons are disabled. */
  busy: boolean;
  /** Asked to close: the backdrop, Escape, ×, or the dismiss button. */
  onClose: () => void;
  /** Once the closing animation is over (the caller unmounts the dialog then). */
  onExitComplete: () => void;
  /** The dismiss button's text (Cancel, Close, No). */
  dismissLabel: string;
  /** The action button's text, and while busy. */
  actionLabel: string;
  busyLabel: string;
  actionPalette?: ButtonProps['colorPalette'];
  onAction: () => void;
  /** A question to confirm (Yes/No) rather than a form: an alert dialog, small, without ×. */
  confirmation?: boolean;
  children: ReactNode;
}

/** The booking area's dialogs alike: title, body, a dismiss and an action button, never closed while busy. */
export function BookingDialogFrame({
  title,
  open,
  busy,
  onClose,
  onExitComplete,
  dismissLabel,
  actionLabel,
  busyLabel,
  actionPalette = 'brand',
  onAction,
  confirmation = false,
  children,
}: BookingDialogFrameProps) {
  const t = useT();
  const { CloseButton, Dialog } = useInteractive();
  return (
    <Dialog.Root
      role={confirmation ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onExitComplete={onExitComplete}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      size={confirmation ? 'sm' : { base: 'full', sm: 'md' }}
      scrollBehavior="inside"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              {dismissLabel}
            </Button>
            <Button colorPalette={actionPalette} disabled={busy} onClick={onAction}>
              {busy ? busyLabel : actionLabel}
            </Button>
          </Dialog.Footer>
          {!confirmation && (
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
