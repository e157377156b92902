import type { BookingSlotProps } from '@carzone/federation/contracts';
import { Button, Stack, Text } from '@carzone/web-kit';
import { lazy, Suspense, useId } from 'react';
import { LuCalendarCheck } from 'react-icons/lu';
import { RemoteRegion } from '../../components/remote-region.tsx';
import {
  areaLabel,
  loadRemoteModule,
  RemoteUnavailableError,
} from '../../lib/remotes/load-remote-module.ts';
import { useT } from '../../locales/messages.ts';

const BOOKING_DIALOG = 'mf_booking/booking-dialog';

/** Book Now as it looks while the booking area loads, or when it cannot: there, but not usable. */
function BookNowUnusable({ describedBy }: { describedBy?: string }) {
  const t = useT();
  return (
    <Button colorPalette="brand" size="lg" disabled aria-describedby={describedBy}>
      <LuCalendarCheck aria-hidden />
      {t('Book Now')}
    </Button>
  );
}

/** In place of the booking area when this deployment has none, or it failed to load. */
function BookingUnavailable() {
  const hintId = useId();
  const t = useT();
  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'start' }}>
      <BookNowUnusable describedBy={hintId} />
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {t('Online booking is not available right now. Please try again later.')}
      </Text>
    </Stack>
  );
}

// One lazy component for the page: the booking area's dialog, or the notice when it cannot load.
const BookingDialog = lazy(async () => {
  try {
    return await loadRemoteModule(BOOKING_DIALOG);
  } catch (error) {
    if (!(error instanceof RemoteUnavailableError)) throw error;
    console.error(error);
    return { default: BookingUnavailable };
  }
});

/**
 * Fills car details' booking slot with the booking area's Book Now and 'Confirm Booking' dialog,
 * in a region of its own: if that area is missing or crashes, only the slot says so.
 */
export function BookingSlot({ car }: BookingSlotProps) {
  return (
    <RemoteRegion area={areaLabel(BOOKING_DIALOG)} fallbackChildren={<BookingUnavailable />}>
      <Suspense fallback={<BookNowUnusable />}>
        <BookingDialog car={car} />
      </Suspense>
    </RemoteRegion>
  );
}
