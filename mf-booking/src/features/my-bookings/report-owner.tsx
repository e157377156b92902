import type { Booking } from '@carzone/domain';
import { Button } from '@carzone/web-kit';
import { lazy } from 'react';
import { reportToStaff } from '../../lib/bookings-api.ts';
import { useT } from '../../locales/messages.ts';
import { canReportOwner, type BookingAction, type ReportableBooking } from './booking-actions.ts';

// The form's code comes when a renter first opens it: My Bookings' visit does not bring it.
const ReportDialog = lazy(() =>
  import('@carzone/ui/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/** "Report owner", among a booking's actions; none once the car is deleted. */
export function ReportOwnerButton({
  booking,
  onAction,
}: {
  booking: Booking;
  onAction: (action: BookingAction) => void;
}) {
  const t = useT();
  if (!canReportOwner(booking)) return null;
  return (
    <Button
      variant="ghost"
      size="xs"
      color="fg.muted"
      alignSelf="start"
      aria-label={t('Report owner of {carModel}', { carModel: booking.carModel })}
      onClick={() => onAction({ kind: 'report', booking })}
    >
      {t('Report owner')}
    </Button>
  );
}

/**
 * Reporting the car's owner to staff, with a person's reasons: the booking's id names them (a
 * booking does not carry its owner's e-mail; the API reports the booking's other side).
 */
export function ReportOwnerDialog({
  booking,
  onClose,
}: {
  booking: ReportableBooking;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ReportDialog
      targetType="user"
      targetId={booking._id}
      title={t('Report owner of {carModel}', { carModel: booking.carModel })}
      send={reportToStaff}
      onClose={onClose}
    />
  );
}
