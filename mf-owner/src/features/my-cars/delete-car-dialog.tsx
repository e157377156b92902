import type { Car } from '@carzone/domain';
import { ActionDialog } from '@carzone/ui/action-dialog';
import { Alert, Text, useFetcher } from '@carzone/web-kit';
import { useState } from 'react';
import { useT } from '../../locales/messages.ts';
import type { DeleteOutcome } from './my-cars-route.tsx';

/**
 * 'Are you sure?' before a car is deleted. 'Yes, delete it!' sends the page's delete action; the
 * dialog stays, its buttons disabled, until the answer is in. Deleted, it closes (the action says
 * 'Deleted!' in a toast); refused, it stays open with the server's reason (how many bookings are
 * to come, until when) until the owner closes it, rather than in a toast that fades.
 */
export function DeleteCarDialog({ car, onClose }: { car: Car; onClose: () => void }) {
  const t = useT();
  const fetcher = useFetcher<DeleteOutcome>();
  const busy = fetcher.state !== 'idle';
  const [open, setOpen] = useState(true);

  // Closes once, when the car is gone (and the list loaded again after it).
  const settled = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [answered, setAnswered] = useState(settled);
  if (settled !== answered) {
    setAnswered(settled);
    if (settled?.deleted) setOpen(false);
  }
  const refusal = settled && !settled.deleted ? settled.reason : null;

  const close = () => {
    if (!busy) setOpen(false);
  };

  return (
    <ActionDialog
      title={t('Are you sure?')}
      open={open}
      busy={busy}
      onClose={close}
      onExitComplete={onClose}
      dismissLabel={refusal ? t('Close') : t('Cancel')}
      action={
        refusal
          ? undefined
          : {
              label: t('Yes, delete it!'),
              busyLabel: t('Deleting...'),
              palette: 'red',
              onClick: () =>
                void fetcher.submit(
                  { carId: car._id },
                  { method: 'post', encType: 'application/json' },
                ),
            }
      }
      confirmation
    >
      <Text>{t("You won't be able to revert this!")}</Text>
      <Text color="fg.muted" fontSize="sm" mt="2">
        {car.carModel}, {car.location}
      </Text>
      {refusal && (
        <Alert.Root status="error" mt="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('The car was not deleted')}</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </ActionDialog>
  );
}
