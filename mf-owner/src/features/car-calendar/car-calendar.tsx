import { dhakaToday, type OwnerBooking } from '@carzone/domain';
import { Alert, Stack, useDocumentTitle } from '@carzone/web-kit';
import { PageHeader } from '@carzone/ui';
import { useT } from '../../locales/messages.ts';
import { BlockDaysForm } from './block-days-form.tsx';
import { BlockedDays } from './blocked-days.tsx';
import type { CarCalendarLoad } from './car-calendar-route.tsx';
import { MonthView } from './month-view.tsx';

/**
 * The bookings, and beside each the new dates its renter asked for, held as a request until the
 * owner answers (its own nights come first, so a day both hold shows the booking). The advance is
 * the booking's: the asked dates do not repeat it.
 */
function withAskedDates(bookings: readonly OwnerBooking[]): OwnerBooking[] {
  return bookings.flatMap((booking) =>
    booking.proposedChange
      ? [
          booking,
          {
            ...booking,
            ...booking.proposedChange,
            bookingStatus: 'Pending' as const,
            proposedChange: null,
            advance: null,
          },
        ]
      : [booking],
  );
}

/**
 * A car's calendar for its owner: a month at a time, who booked which days and which days the
 * owner keeps; under it the blocks to come, each to lift, and a form to block more. After a change
 * the route's loader runs again, so what it shows is the server's.
 */
export function CarCalendar({ car, blocks, bookings }: CarCalendarLoad) {
  const t = useT();
  const title = t('Calendar of {carModel}', { carModel: car.carModel });
  useDocumentTitle(title);
  const today = dhakaToday();
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title={title}
        lead={t(
          'Who booked your car on which days, and the days you keep it for yourself: renters cannot book blocked days.',
        )}
        align="start"
      />
      {!bookings && (
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('The bookings on this car could not be loaded. Please refresh to try again.')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <MonthView today={today} bookings={withAskedDates(bookings ?? [])} blocks={blocks} />
      <BlockedDays blocks={blocks} />
      <BlockDaysForm today={today} />
    </Stack>
  );
}
