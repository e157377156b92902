// The frame of the console's dialogs that act on someone else's thing (a car, a person, a report):
// the action's title, what it does in muted words, the caller's fields, Cancel and the action's
// button. The dialog closes itself once the caller's `submit` says the change was sent.
import { Stack, Text } from '@carzone/web-kit';
import { ActionDialog, type DialogAction } from '@carzone/ui/action-dialog';
import { type ReactNode, useState } from 'react';
import { useT } from '../locales/messages.ts';

export function ConsoleDialog({
  title,
  lead,
  busy,
  action,
  submit,
  confirmation = false,
  onClose,
  children,
}: {
  title: string;
  /** What the action does, shown above the fields. */
  lead: string;
  /** While the caller's call is on its way. */
  busy: boolean;
  action: Omit<DialogAction, 'onClick'>;
  /** Sends the change; true once it was sent, which closes the dialog. */
  submit: () => Promise<boolean>;
  confirmation?: boolean;
  /** Once the dialog has closed. */
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const act = async () => {
    if (await submit()) setOpen(false);
  };
  return (
    <ActionDialog
      title={title}
      open={open}
      busy={busy}
      onClose={() => setOpen(false)}
      onExitComplete={onClose}
      dismissLabel={t('Cancel')}
      action={{ ...action, onClick: () => void act() }}
      confirmation={confirmation}
    >
      <Stack gap="3">
        <Text color="fg.muted">{lead}</Text>
        {children}
      </Stack>
    </ActionDialog>
  );
}
