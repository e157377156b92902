// The one frame of the front ends' dialogs that ask before an action or send a small form
// (cancel a booking, remove a car or a licence, decline a request, write a review): a door of its
// own (`@carzone/ui/action-dialog`), imported only by dialogs that load when someone opens them,
// so no first visit brings it along. Each caller keeps its own state and call; the frame keeps
// the dialog from closing, and both buttons disabled, while that call is on its way.
import { Button, useInteractive, type ButtonProps } from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { useT } from './locales/messages';

/** The button that does what the dialog is for. */
export interface DialogAction {
  label: string;
  /** What it says while the call runs. */
  busyLabel: string;
  palette?: ButtonProps['colorPalette'];
  onClick: () => void;
}

export interface ActionDialogProps {
  title: string;
  open: boolean;
  /** While a call is on its way nothing closes the dialog and both buttons are disabled. */
  busy: boolean;
  /** Asked to close (the backdrop, Escape, ×, or the dismiss button); never while busy. */
  onClose: () => void;
  /** Once the closing animation is over (the caller unmounts the dialog then). */
  onExitComplete: () => void;
  /** The dismiss button's text (Cancel, Close, No). */
  dismissLabel: string;
  /** Left out when there is nothing left to do but close (a refusal shown in the body). */
  action?: DialogAction;
  /**
   * A question to confirm rather than a form: an alert dialog, small, without ×. A form takes the
   * whole screen of a phone.
   */
  confirmation?: boolean;
  /** The × in the corner of a form (a confirmation has none). */
  closeButton?: boolean;
  children: ReactNode;
}

export function ActionDialog({
  title,
  open,
  busy,
  onClose,
  onExitComplete,
  dismissLabel,
  action,
  confirmation = false,
  closeButton = !confirmation,
  children,
}: ActionDialogProps) {
  const t = useT();
  const { CloseButton, Dialog } = useInteractive();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog.Root
      role={confirmation ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
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
            <Button variant="outline" disabled={busy} onClick={close}>
              {dismissLabel}
            </Button>
            {action && (
              <Button
                colorPalette={action.palette ?? 'brand'}
                loading={busy}
                loadingText={action.busyLabel}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            )}
          </Dialog.Footer>
          {closeButton && (
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
