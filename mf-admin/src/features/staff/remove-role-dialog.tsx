// "Remove this person's role?" with Remove and Cancel; Remove takes the role away on the server.
import type { StaffMember } from '@carzone/domain';
import { Text, useSendChange } from '@carzone/web-kit';
import { ActionDialog } from '@carzone/ui/action-dialog';
import { useState } from 'react';
import { setStaffRole } from '../../lib/admin-api.ts';
import { useT } from '../../locales/messages.ts';

export function RemoveRoleDialog({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const { sending: busy, send } = useSendChange();

  const remove = async () => {
    const outcome = await send(() => setStaffRole(member.email, null), {
      failure: { title: t('The role could not be changed.') },
      done: { title: t('{email} no longer has a role.', { email: member.email }) },
      refresh: true,
    });
    if (outcome.sent) setOpen(false);
  };

  return (
    <ActionDialog
      title={t("Remove {email}'s role?", { email: member.email })}
      open={open}
      busy={busy}
      onClose={() => setOpen(false)}
      onExitComplete={onClose}
      dismissLabel={t('Cancel')}
      action={{
        label: t('Remove role'),
        busyLabel: t('Removing...'),
        palette: 'red',
        onClick: () => void remove(),
      }}
      confirmation
    >
      <Text color="fg.muted">{t('From their next page, they no longer see the console.')}</Text>
    </ActionDialog>
  );
}
