// A conversation's messages, oldest first, with the renter's bookings of the car where they were
// asked for ("Booking requested 12–14 Dec", its status). Mine sit on the right; "Read" under the
// last of mine the other side has read; "Report message" beside the time of each of theirs. A log:
// a screen reader says new messages as they come.
import type { ThreadBooking, ThreadMessage } from '@carzone/domain';
import { BookingStatusBadge } from '@carzone/ui';
import { Box, HStack, Stack, Text, VisuallyHidden, useLanguage } from '@carzone/web-kit';
import { bookingDatesIn, messageTimeIn } from '../../lib/message-words.ts';
import { useT } from '../../locales/messages.ts';
import { ReportMessageButton } from './report-message.tsx';

type Entry =
  | { kind: 'message'; at: number; message: ThreadMessage }
  | { kind: 'booking'; at: number; booking: ThreadBooking };

/**
 * Messages and bookings in the order they happened. While earlier messages are still to load,
 * bookings from before the first shown wait for them.
 */
export function timelineOf(
  messages: readonly ThreadMessage[],
  bookings: readonly ThreadBooking[],
  earlierToLoad: boolean,
): Entry[] {
  const first = messages[0] ? Date.parse(messages[0].at) : -Infinity;
  const entries: Entry[] = [
    ...messages.map((message) => ({
      kind: 'message' as const,
      at: Date.parse(message.at),
      message,
    })),
    ...bookings
      .map((booking) => ({ kind: 'booking' as const, at: Date.parse(booking.at), booking }))
      .filter(({ at }) => !earlierToLoad || at >= first),
  ];
  return entries.sort((a, b) => a.at - b.at);
}

function MessageItem({
  message,
  otherName,
  readReceipt,
}: {
  message: ThreadMessage;
  otherName: string;
  readReceipt: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const { mine } = message;
  return (
    <Stack as="li" gap="1" align={mine ? 'flex-end' : 'flex-start'}>
      <Box
        maxW="85%"
        px="3"
        py="2"
        borderRadius="l3"
        bg={mine ? 'brand.subtle' : 'bg.muted'}
        color="fg"
      >
        <VisuallyHidden>
          {mine ? t('You wrote:') : t('{name} wrote:', { name: otherName })}
        </VisuallyHidden>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.text}
        </Text>
      </Box>
      <HStack gap="1">
        <Text fontSize="xs" color="fg.muted">
          {messageTimeIn(message.at, language)}
          {readReceipt && ` · ${t('Read')}`}
        </Text>
        {!mine && <ReportMessageButton messageId={message._id} otherName={otherName} />}
      </HStack>
    </Stack>
  );
}

function BookingItem({ booking }: { booking: ThreadBooking }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Box as="li" alignSelf="center" maxW="full">
      <HStack
        gap="2"
        wrap="wrap"
        justify="center"
        px="3"
        py="1.5"
        borderWidth="1px"
        borderRadius="full"
        fontSize="sm"
      >
        <Text>
          {t('Booking requested {dates}', {
            dates: bookingDatesIn(booking.startDate, booking.endDate, language),
          })}
        </Text>
        <Text as="span" aria-hidden>
          ·
        </Text>
        <BookingStatusBadge status={booking.status} />
      </HStack>
    </Box>
  );
}

export function ThreadTimeline({
  messages,
  bookings,
  earlierToLoad,
  otherName,
}: {
  messages: readonly ThreadMessage[];
  bookings: readonly ThreadBooking[];
  earlierToLoad: boolean;
  otherName: string;
}) {
  const t = useT();
  const lastRead = messages.findLast((message) => message.mine && message.readAt)?._id;
  return (
    <Box role="log" aria-live="polite" aria-label={t('Messages in this conversation')}>
      <Stack as="ol" listStyleType="none" gap="3">
        {timelineOf(messages, bookings, earlierToLoad).map((entry) =>
          entry.kind === 'message' ? (
            <MessageItem
              key={entry.message._id}
              message={entry.message}
              otherName={otherName}
              readReceipt={entry.message._id === lastRead}
            />
          ) : (
            <BookingItem key={`booking-${entry.booking._id}`} booking={entry.booking} />
          ),
        )}
      </Stack>
    </Box>
  );
}
