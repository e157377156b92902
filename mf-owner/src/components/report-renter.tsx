// "Report renter" wherever the owner's pages show a booking's renter (a booking still to come, a
// trip to review, a request): the shared report dialog, loaded when it is opened, with a person's
// reasons. The booking's id names the renter, whose e-mail an owner is never told (decision 018):
// the API reports the booking's other side.
import { Button } from '@carzone/web-kit';
import { lazy, Suspense, useState } from 'react';
import { reportToStaff } from '../lib/owner-cars-api.ts';
import { useT } from '../locales/messages.ts';

const ReportDialog = lazy(() =>
  import('@carzone/ui/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

export function ReportRenterButton({
  bookingId,
  renterName,
}: {
  /** The booking (or request) whose renter is reported. */
  bookingId: string;
  /** As the booking names them; '' for a renter who gave no name. */
  renterName: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The button's words start its name (Report renter Rahim Uddin), so a voice can say them; a
  // renter who gave no name is told apart by where the button stands.
  const title = renterName
    ? t('Report renter {renter}', { renter: renterName })
    : t('Report renter');
  return (
    <>
      <Button
        variant="ghost"
        size="2xs"
        color="fg.muted"
        aria-label={title}
        onClick={() => setOpen(true)}
      >
        {t('Report renter')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType="user"
            targetId={bookingId}
            title={title}
            send={reportToStaff}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
