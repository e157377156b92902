import type { Booking } from '@carzone/domain';
import { Alert, Stack, useDocumentTitle } from '@carzone/web-kit';
import { EmptyMessage, PageHeader } from '@carzone/ui';
import { Suspense, useRef, useState } from 'react';
import { LuCalendarX } from 'react-icons/lu';
import type { BookingAction } from './booking-actions.ts';
import { BookingCards, BookingsTable } from './bookings-table.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { useT } from '../../locales/messages.ts';
import { ModifyDatesDialog } from './modify-dates-dialog.tsx';
import { PaymentReturnMessage, useFocusPayButton } from './payment-return.tsx';
import { ReportOwnerDialog } from './report-owner.tsx';
import { WriteReviewDialog } from './write-review-dialog.tsx';

/**
 * My Bookings: how a payment went when the gateway sent the browser back, then a table from md
 * up, cards on a phone: each booking waiting for its advance with Pay advance, each still to come
 * with Modify Date and Cancel, each completed trip with its reviews (Write a review while the
 * renter may), every booking with Message (its conversation with the owner), and each whose car
 * is still there with Report owner. After a change the route's loader runs again, so the list is
 * the server's.
 */
export function MyBookings({ bookings }: { bookings: unknown }) {
  const t = useT();
  useDocumentTitle(t('My Bookings'));
  const [action, setAction] = useState<BookingAction | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useFocusPayButton(listRef);

  let content;
  if (!Array.isArray(bookings)) {
    content = (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('Error: Invalid booking data received.')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else if (bookings.length === 0) {
    content = <EmptyMessage icon={<LuCalendarX />} title={t('No bookings found.')} />;
  } else {
    const list = bookings as Booking[];
    content = (
      <Stack gap="6" ref={listRef}>
        <PaymentReturnMessage bookings={list} />
        <BookingsTable bookings={list} onAction={setAction} />
        <BookingCards bookings={list} onAction={setAction} />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={t('My Bookings')}
        lead={t(
          'Your bookings, newest first. Change the dates of one still to come, or cancel it.',
        )}
        align="start"
      />
      {content}
      {action && (
        <Suspense fallback={null}>
          {action.kind === 'report' ? (
            <ReportOwnerDialog
              key={action.booking._id}
              booking={action.booking}
              onClose={() => setAction(null)}
            />
          ) : action.kind === 'review' ? (
            <WriteReviewDialog
              key={action.booking._id}
              booking={action.booking}
              onClose={() => setAction(null)}
            />
          ) : action.kind === 'modify' ? (
            <ModifyDatesDialog
              key={action.booking._id}
              booking={action.booking}
              onClose={() => setAction(null)}
            />
          ) : (
            <CancelBookingDialog
              key={action.booking._id}
              booking={action.booking}
              onClose={() => setAction(null)}
            />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
