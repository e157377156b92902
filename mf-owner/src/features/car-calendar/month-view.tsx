import { formatNumberIn, weekStartOf, type CarBlock, type OwnerBooking } from '@carzone/domain';
import {
  Card,
  Heading,
  HStack,
  Icon,
  IconButton,
  Stack,
  Table,
  Text,
  useLanguage,
  type Translate,
} from '@carzone/web-kit';
import { BookingStatusBadge } from '@carzone/ui';
import { useId, useState, type ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight, LuLock, LuUserRound } from 'react-icons/lu';
import { BookingAdvanceLine } from '../../components/booking-advance.tsx';
import { MessageRenterLink } from '../../components/message-renter.tsx';
import { useT, type OwnerText } from '../../locales/messages.ts';
import {
  addMonths,
  monthNameIn,
  monthOf,
  monthWeeks,
  rangeDatesIn,
  rangesInMonth,
  weekDayNamesIn,
  type CalendarDay,
  type DayState,
  type MonthRange,
} from './calendar-month.ts';

/**
 * How each kind of day looks: a word and, for the days someone holds, an icon, so the colors are
 * never the only sign.
 */
const DAY_LOOKS: Record<
  DayState['kind'],
  { label: OwnerText; icon?: ReactNode; bg?: string; color: string }
> = {
  booked: { label: 'Booked', icon: <LuUserRound />, bg: 'blue.subtle', color: 'blue.fg' },
  blocked: { label: 'Blocked', icon: <LuLock />, bg: 'orange.subtle', color: 'orange.fg' },
  free: { label: 'Free', color: 'fg.muted' },
  // fg.muted, not fg.subtle: the word "Past" must still be read (WCAG AA contrast).
  past: { label: 'Past', color: 'fg.muted', bg: 'bg.muted' },
};

interface MonthViewProps {
  /** Dhaka's today, YYYY-MM-DD: the month shown first, and the days before it are past. */
  today: string;
  bookings: readonly OwnerBooking[];
  blocks: readonly CarBlock[];
}

/**
 * One month of the car's days, a week a row (starting on the day the date fields' calendar starts
 * it), from this month on: each day booked (by whom), blocked (with the owner's note) or free.
 * Seven narrow columns fit a phone; the renter's names and the notes show in the cells from md up,
 * and for every width in the list under the month.
 */
export function MonthView({ today, bookings, blocks }: MonthViewProps) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const [month, setMonth] = useState(monthOf(today));
  const weekStart = weekStartOf(language);
  const weeks = monthWeeks(month, weekStart, { today, bookings, blocks });
  const monthName = monthNameIn(month, language);
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4" px={{ base: '2', sm: '6' }}>
        <HStack justify="space-between" gap="2">
          <IconButton
            aria-label={t('Previous month')}
            variant="outline"
            size="sm"
            // Nothing before this month is to come: the car's bookings and blocks are upcoming.
            disabled={month <= monthOf(today)}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <LuChevronLeft />
          </IconButton>
          <Heading as="h2" size="lg" id={headingId} aria-live="polite">
            {monthName}
          </Heading>
          <IconButton
            aria-label={t('Next month')}
            variant="outline"
            size="sm"
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <LuChevronRight />
          </IconButton>
        </HStack>
        <Table.Root size="sm" aria-labelledby={headingId} css={{ tableLayout: 'fixed' }}>
          <Table.Header>
            <Table.Row>
              {weekDayNamesIn(language, weekStart).map((day) => (
                <Table.ColumnHeader
                  key={day.long}
                  textAlign="center"
                  px="0.5"
                  fontSize={{ base: '2xs', sm: 'xs' }}
                >
                  <abbr title={day.long} style={{ textDecoration: 'none' }}>
                    {day.short}
                  </abbr>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {weeks.map((week, row) => (
              <Table.Row key={row}>
                {week.map((day, place) =>
                  day ? (
                    <DayCell key={day.date} day={day} today={today} />
                  ) : (
                    <Table.Cell key={`outside-${place}`} />
                  ),
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <MonthRanges month={month} monthName={monthName} bookings={bookings} blocks={blocks} />
      </Card.Body>
    </Card.Root>
  );
}

/** The renter's name of a booked day, the note of a blocked one. */
function detailOf(state: DayState, t: Translate<OwnerText>): string | undefined {
  if (state.kind === 'booked') return state.booking.renterName || t('Unnamed renter');
  if (state.kind === 'blocked') return state.block.note || undefined;
  return undefined;
}

function DayCell({ day, today }: { day: CalendarDay; today: string }) {
  const t = useT();
  const language = useLanguage();
  const look = DAY_LOOKS[day.state.kind];
  const detail = detailOf(day.state, t);
  const isToday = day.date === today;
  return (
    <Table.Cell
      aria-current={isToday ? 'date' : undefined}
      verticalAlign="top"
      px="1"
      py="1.5"
      bg={look.bg}
      color={look.color}
      borderWidth="1px"
      borderColor="bg"
      outline={isToday ? '2px solid' : undefined}
      outlineColor={isToday ? 'brand.solid' : undefined}
      outlineOffset="-2px"
    >
      <Stack gap="0.5" minH={{ base: '14', md: '20' }} minW="0">
        <Text asChild fontSize="sm" fontWeight={isToday ? 'bold' : 'medium'} color="fg">
          <time dateTime={day.date}>{formatNumberIn(Number(day.date.slice(8)), language)}</time>
        </Text>
        {look.icon && (
          <Icon boxSize="3" aria-hidden>
            {look.icon}
          </Icon>
        )}
        {/* Two short lines at most: a phone's seventh of the screen is narrow. */}
        <Text fontSize="2xs" lineHeight="short" lineClamp={2} wordBreak="break-word">
          {t(look.label)}
        </Text>
        {detail && (
          <Text fontSize="xs" truncate hideBelow="md" title={detail}>
            {detail}
          </Text>
        )}
      </Stack>
    </Table.Cell>
  );
}

/**
 * The month's bookings and blocks in words: what a cell has no room for on a phone; each booking
 * with its advance (when its car asks one) and Message, to its renter.
 */
function MonthRanges({
  month,
  monthName,
  bookings,
  blocks,
}: { month: string; monthName: string } & Omit<MonthViewProps, 'today'>) {
  const t = useT();
  const language = useLanguage();
  const ranges = rangesInMonth(month, { bookings, blocks });
  if (ranges.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('Nothing is booked or blocked in {month}.', { month: monthName })}
      </Text>
    );
  }
  return (
    <Stack
      as="ul"
      gap="2"
      listStyleType="none"
      aria-label={t('Bookings and blocked days in {month}', { month: monthName })}
    >
      {ranges.map((range) => (
        <HStack
          as="li"
          key={rangeKey(range)}
          gap="2"
          flexWrap="wrap"
          fontSize="sm"
          color={DAY_LOOKS[range.kind === 'booking' ? 'booked' : 'blocked'].color}
        >
          <Icon boxSize="3.5" aria-hidden>
            {range.kind === 'booking' ? <LuUserRound /> : <LuLock />}
          </Icon>
          <Text fontWeight="medium" color="fg">
            {rangeDatesIn(range, language)}
          </Text>
          {range.kind === 'booking' ? (
            <>
              <Text>
                {t('Booked by {name}', {
                  name: range.booking.renterName || t('Unnamed renter'),
                })}
              </Text>
              <BookingStatusBadge status={range.booking.bookingStatus} size="sm" />
              <BookingAdvanceLine advance={range.booking.advance} />
              <MessageRenterLink
                bookingId={range.booking._id}
                renterName={range.booking.renterName}
              />
            </>
          ) : (
            <Text>{[t('Blocked'), range.block.note].filter(Boolean).join(' · ')}</Text>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

// A booking and the new dates asked for it share an id; only the booking is Confirmed.
const rangeKey = (range: MonthRange) =>
  range.kind === 'booking'
    ? `booking-${range.booking._id}-${range.booking.bookingStatus}`
    : `block-${range.block._id}`;
