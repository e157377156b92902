// One person's account (/admin/people/:email), exposed as `./person-route`: their standing (and a
// suspension's reason and date), role, verified number and licence (its photo through the private
// route the API answers), then their confirmed bookings still to come (a suspension ends none:
// staff handle each), cars, bookings both ways, reports, reviews and the staff actions on them.
// Support and admins suspend or reinstate them from here, saying why.
import { formatCalendarDateIn, formatDhakaDateTimeIn, type AccountDetails } from '@carzone/domain';
import {
  Box,
  Button,
  DataList,
  HStack,
  Link,
  Stack,
  useLanguage,
  useLoaderData,
  type LoaderFunctionArgs,
} from '@carzone/web-kit';
import { DataRow } from '@carzone/ui';
import { useState } from 'react';
import { ConsolePage } from '../../components/console-page.tsx';
import { ROLE_WORDS } from '../../lib/staff-words.ts';
import { useT } from '../../locales/messages.ts';
import { fetchPerson } from './people-api.ts';
import {
  ActionItem,
  BookingItem,
  CarItem,
  ReportItem,
  ReviewItem,
  Section,
} from './person-sections.tsx';
import { StatusBadge } from './person-words.tsx';
import { StandingDialog } from './standing-dialog.tsx';

export async function loader({ params, request }: LoaderFunctionArgs): Promise<AccountDetails> {
  return fetchPerson(params.email ?? '', request.signal);
}

function Account({ person }: { person: AccountDetails }) {
  const t = useT();
  const language = useLanguage();
  const { licence } = person;
  return (
    <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm" gap="2">
      <DataRow label={t('E-mail')} wordBreak="break-all">
        {person.email}
      </DataRow>
      <DataRow label={t('Standing')}>
        <StatusBadge status={person.status} />
      </DataRow>
      {person.suspensionReason && (
        <DataRow label={t('Why suspended')} wordBreak="break-word">
          {person.suspensionReason}
        </DataRow>
      )}
      {person.suspendedAt && (
        <DataRow label={t('Suspended on')}>
          {formatDhakaDateTimeIn(person.suspendedAt, language)}
        </DataRow>
      )}
      <DataRow label={t('Role')}>{person.role ? t(ROLE_WORDS[person.role]) : t('No role')}</DataRow>
      <DataRow label={t('Verified number')}>
        {person.verifiedPhone ?? t('No verified number')}
      </DataRow>
      <DataRow label={t('Driving licence number')}>{licence?.number ?? t('None saved')}</DataRow>
      {licence?.expiresOn && (
        <DataRow label={t('Licence expires')}>
          {formatCalendarDateIn(licence.expiresOn, language)}
        </DataRow>
      )}
      {licence?.photoUrl && (
        <DataRow label={t('Licence photo')}>
          <Link href={licence.photoUrl} target="_blank" rel="noreferrer" color="brand.fg">
            {t('Open the licence photo')}
          </Link>
        </DataRow>
      )}
      <DataRow label={t('First signed in')}>
        {formatDhakaDateTimeIn(person.createdAt, language)}
      </DataRow>
      <DataRow label={t('Last signed in')}>
        {formatDhakaDateTimeIn(person.lastSignInAt, language)}
      </DataRow>
    </DataList.Root>
  );
}

export function Component() {
  const person = useLoaderData() as AccountDetails;
  const t = useT();
  const [changing, setChanging] = useState(false);
  const suspended = person.status === 'suspended';
  // A title may be a long e-mail without a space: it breaks anywhere rather than overflow a phone.
  return (
    <Box overflowWrap="anywhere">
      <ConsolePage
        title={person.name || person.email}
        lead={t('Their account as staff see it. A suspension or reinstatement is mailed to them.')}
      >
        <Stack gap="4">
          <Account person={person} />
          <HStack>
            <Button
              colorPalette={suspended ? 'brand' : 'red'}
              variant={suspended ? 'solid' : 'outline'}
              onClick={() => setChanging(true)}
            >
              {suspended ? t('Reinstate') : t('Suspend')}
            </Button>
          </HStack>
        </Stack>
        <Section
          title={t('Confirmed bookings to come')}
          empty={t('None: nothing for staff to handle.')}
          items={person.upcomingConfirmed}
        >
          {(booking) => <BookingItem key={booking.id} booking={booking} />}
        </Section>
        <Section title={t('Cars')} empty={t('No cars.')} items={person.cars}>
          {(car) => <CarItem key={car.id} car={car} />}
        </Section>
        <Section
          title={t('Bookings as renter')}
          empty={t('No bookings.')}
          items={person.bookingsAsRenter}
        >
          {(booking) => <BookingItem key={booking.id} booking={booking} />}
        </Section>
        <Section
          title={t('Bookings of their cars')}
          empty={t('No bookings.')}
          items={person.bookingsAsOwner}
        >
          {(booking) => <BookingItem key={booking.id} booking={booking} />}
        </Section>
        <Section title={t('Reports by them')} empty={t('No reports.')} items={person.reportsBy}>
          {(report) => <ReportItem key={report.id} report={report} />}
        </Section>
        <Section
          title={t('Reports about them')}
          empty={t('No reports.')}
          items={person.reportsAbout}
        >
          {(report) => <ReportItem key={report.id} report={report} />}
        </Section>
        <Section
          title={t('Reviews they wrote')}
          empty={t('No reviews.')}
          items={person.reviewsWritten}
        >
          {(review) => <ReviewItem key={review.id} review={review} />}
        </Section>
        <Section
          title={t('Reviews of them')}
          empty={t('No reviews.')}
          items={person.reviewsReceived}
        >
          {(review) => <ReviewItem key={review.id} review={review} />}
        </Section>
        <Section
          title={t('Staff actions on them')}
          empty={t('No staff actions yet.')}
          items={person.staffActions}
        >
          {(entry) => <ActionItem key={entry.id} entry={entry} />}
        </Section>
        {changing && (
          <StandingDialog
            email={person.email}
            status={person.status}
            onClose={() => setChanging(false)}
          />
        )}
      </ConsolePage>
    </Box>
  );
}
