// The lists of one person's account page, each a headed section of cards that stack on a phone:
// their cars, bookings, reports by and about them, reviews written and received, and the staff
// actions on them (newest first, as the API answers each).
import {
  formatCalendarDateIn,
  formatDhakaDateTimeIn,
  type AccountBooking,
  type AccountCar,
  type AccountReport,
  type AccountReview,
  type AuditEntry,
} from '@carzone/domain';
import { Badge, Heading, Stack, Text, useLanguage } from '@carzone/web-kit';
import { useId, type ReactNode } from 'react';
import { ListCard } from '../../components/list-card.tsx';
import { MODERATION_STATE_WORDS } from '../../lib/moderation-words.ts';
import { actionWords, ROLE_WORDS } from '../../lib/staff-words.ts';
import { useT } from '../../locales/messages.ts';
import { bookingStatusWords } from './person-words.tsx';

/** A headed list, or a line saying it is empty. */
export function Section<T>({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" aria-labelledby={headingId} gap="2" listStyleType="none">
          {items.map((item) => children(item))}
        </Stack>
      )}
    </Stack>
  );
}

export function CarItem({ car }: { car: AccountCar }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ListCard
      title={car.carModel}
      badge={
        <Badge colorPalette={car.moderationState === 'published' ? 'green' : 'orange'}>
          {t(MODERATION_STATE_WORDS[car.moderationState])}
        </Badge>
      }
      lines={[
        t('Listed {when}', { when: formatDhakaDateTimeIn(car.createdAt, language) }),
        ...(car.ownerSuspended ? [t('Hidden while its owner is suspended')] : []),
      ]}
    />
  );
}

export function BookingItem({ booking }: { booking: AccountBooking }) {
  const t = useT();
  const language = useLanguage();
  const words = bookingStatusWords(booking.bookingStatus);
  return (
    <ListCard
      title={booking.carModel}
      badge={<Badge>{words ? t(words) : booking.bookingStatus}</Badge>}
      lines={[
        t('{start} to {end}', {
          start: formatCalendarDateIn(booking.startDate, language),
          end: formatCalendarDateIn(booking.endDate, language),
        }),
        t('Renter: {renter} · Owner: {owner}', {
          renter: booking.renterEmail,
          owner: booking.ownerEmail ?? t('car deleted'),
        }),
      ]}
    />
  );
}

export function ReportItem({ report }: { report: AccountReport }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ListCard
      title={`${report.targetType}: ${report.targetId}`}
      badge={
        <Badge colorPalette={report.status === 'open' ? 'orange' : 'gray'}>
          {t(report.status === 'open' ? 'Open report' : 'Resolved report')}
        </Badge>
      }
      lines={[
        t('Reported by {who} on {when}', {
          who: report.reporterEmail,
          when: formatDhakaDateTimeIn(report.createdAt, language),
        }),
        report.reason,
        ...(report.text ? [report.text] : []),
      ]}
    />
  );
}

export function ReviewItem({ review }: { review: AccountReview }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ListCard
      title={t('{rating} of 5, by {author} of {subject}', {
        rating: review.rating,
        author: review.authorEmail,
        subject: review.subjectEmail,
      })}
      badge={
        review.hiddenReason ? (
          <Badge colorPalette="red">{t('Hidden by staff')}</Badge>
        ) : review.publishedAt ? null : (
          <Badge>{t('Not published yet')}</Badge>
        )
      }
      lines={[
        t('Written {when}', { when: formatDhakaDateTimeIn(review.writtenAt, language) }),
        ...(review.text ? [review.text] : []),
      ]}
    />
  );
}

export function ActionItem({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const language = useLanguage();
  const words = actionWords(entry.action);
  return (
    <ListCard
      title={words ? t(words) : entry.action}
      lines={[
        t('By {who} on {when}', {
          who: entry.actorRole
            ? t('{actor} ({role})', { actor: entry.actor, role: t(ROLE_WORDS[entry.actorRole]) })
            : entry.actor,
          when: formatDhakaDateTimeIn(entry.at, language),
        }),
        ...(entry.reason ? [entry.reason] : []),
      ]}
    />
  );
}
