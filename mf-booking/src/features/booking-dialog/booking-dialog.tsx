// Book Now and its 'Confirm Booking' dialog for one car, exposed as `./booking-dialog`: the shell
// puts it in car details' booking slot.
import { BOOKING_MESSAGES, isCarAvailable } from '@carzone/domain';
import { carSearchDatesProblem } from '@carzone/domain/car-search-dates';
import type { BookingSlotProps, CarDetailsLinkState } from '@carzone/federation/contracts';
import { loadDateFieldCalendar } from '@carzone/ui/date-fields';
import { Button, RouterLink, routes, Stack, Text, useLocation, useSession } from '@carzone/web-kit';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { LuCalendarCheck } from 'react-icons/lu';
import type { BookingDates } from '../../components/booking-dates-fields.tsx';
import { useT } from '../../locales/messages.ts';

// The dialog, its trip choices and the districts' list load when Book Now is hovered, focused or
// pressed: car details' first paint has none of them.
const loadConfirmBookingDialog = () => import('./confirm-booking-dialog.tsx');
const ConfirmBookingDialog = lazy(async () => ({
  default: (await loadConfirmBookingDialog()).ConfirmBookingDialog,
}));

function loadDialogAhead() {
  void loadDateFieldCalendar();
  void loadConfirmBookingDialog();
}

/** Book Now with a line under it saying why it cannot be used, or what happens next. */
function BookNowWithHint({
  button,
  hint,
}: {
  button: (hintId: string) => ReactNode;
  hint: string;
}) {
  const hintId = useId();
  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'start' }}>
      {button(hintId)}
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}

function BookNowContent() {
  const t = useT();
  return (
    <>
      <LuCalendarCheck aria-hidden />
      {t('Book Now')}
    </>
  );
}

/** The dates car details' address brings from a search (`?from=&to=`), when they can still be booked. */
function searchedDates(search: string): BookingDates | undefined {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  if (!from || !to || carSearchDatesProblem(from, to)) return undefined;
  return { startDate: from, endDate: to };
}

/**
 * Book Now for `car`: disabled unless the car is available or for its owner; for a signed-out
 * visitor a link to sign in that comes back here; otherwise it opens the dialog (whose code loads
 * on hover or on the press). The dialog starts with the dates the address brings from a search,
 * and opens at once when a list's Book Now led here (`CarDetailsLinkState`).
 */
export default function BookingDialog({ car }: BookingSlotProps) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const openAtOnce = (location.state as CarDetailsLinkState | null)?.openBooking === true;
  const [open, setOpen] = useState(openAtOnce);
  // Mounted from the press until the dialog has closed: each opening starts afresh, with the
  // searched dates or none, and the taken days fetched again.
  const [opened, setOpened] = useState(openAtOnce);
  const initialDates = searchedDates(location.search);

  if (!isCarAvailable(car)) {
    return (
      <BookNowWithHint
        hint={t(BOOKING_MESSAGES.carUnavailable)}
        button={(hintId) => (
          <Button colorPalette="brand" size="lg" disabled aria-describedby={hintId}>
            <BookNowContent />
          </Button>
        )}
      />
    );
  }

  if (session.status === 'loading') {
    return (
      <Button colorPalette="brand" size="lg" disabled alignSelf={{ base: 'stretch', sm: 'start' }}>
        <BookNowContent />
      </Button>
    );
  }

  if (session.status === 'signedOut') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return (
      <BookNowWithHint
        hint={t('Sign in to book this car; you will come back here.')}
        button={(hintId) => (
          <Button asChild colorPalette="brand" size="lg" aria-describedby={hintId}>
            <RouterLink to={routes.signIn.getHref(here)}>
              <BookNowContent />
            </RouterLink>
          </Button>
        )}
      />
    );
  }

  if (session.user.email.toLowerCase() === car.email.toLowerCase()) {
    return (
      <BookNowWithHint
        hint={t(BOOKING_MESSAGES.ownCar)}
        button={(hintId) => (
          <Button colorPalette="brand" size="lg" disabled aria-describedby={hintId}>
            <BookNowContent />
          </Button>
        )}
      />
    );
  }

  const bookNow = (
    <Button
      colorPalette="brand"
      size="lg"
      alignSelf={{ base: 'stretch', sm: 'start' }}
      // The dialog's date fields, calendar and all, are ready by the time it opens.
      onPointerEnter={loadDialogAhead}
      onFocus={loadDialogAhead}
      onClick={() => {
        setOpened(true);
        setOpen(true);
      }}
    >
      <BookNowContent />
    </Button>
  );

  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'start' }}>
      {bookNow}
      {opened && (
        <Suspense fallback={null}>
          <ConfirmBookingDialog
            car={car}
            initialDates={initialDates}
            open={open}
            onOpenChange={setOpen}
            onExitComplete={() => setOpened(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
