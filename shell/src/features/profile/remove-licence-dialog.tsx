import { useT } from '../../locales/messages.ts';
import { ConfirmRemoveDialog, type RemoveDialogActions } from './confirm-remove-dialog.tsx';

/**
 * "Remove your driving licence?" before the licence goes, saying what it costs: self-drive
 * bookings of cars whose owners ask for one.
 */
export function RemoveLicenceDialog(actions: RemoveDialogActions) {
  const t = useT();
  return (
    <ConfirmRemoveDialog
      title={t('Remove your driving licence?')}
      body={t(
        'Self-drive bookings of cars whose owners ask for a licence will be refused until you add one again.',
      )}
      removingText={t('Removing licence…')}
      {...actions}
    />
  );
}
