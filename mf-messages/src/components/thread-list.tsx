// The person's conversations as a list of links, newest activity first: the car, the other side,
// the last message and when, and how many of theirs wait unread. It follows the live stream: a
// message moves its conversation to the top, a read clears its count, and a conversation the list
// does not know yet has the page's data loaded again.
import { formatNumberIn, type ThreadSummary } from '@carzone/domain';
import {
  Badge,
  Box,
  Flex,
  RouterLink,
  Stack,
  Text,
  routes,
  useLanguage,
  useRevalidator,
  useThreadEvents,
  type ThreadStreamEvent,
} from '@carzone/web-kit';
import { useState } from 'react';
import { messageTimeIn } from '../lib/message-words.ts';
import { useT } from '../locales/messages.ts';

/** What an event of the stream changes in the list; null when it names a conversation not in it. */
export function threadsAfter(
  threads: readonly ThreadSummary[],
  event: ThreadStreamEvent,
): ThreadSummary[] | null {
  // The server replays what a dropped stream missed: the list hears it as any other event.
  if (event.type === 'connected' || event.type === 'reconnected') return [...threads];
  const { threadId } = event.data;
  const thread = threads.find(({ _id }) => _id === threadId);
  if (!thread) return event.type === 'message' ? null : [...threads];
  if (event.type === 'read') {
    if (!event.data.mine) return [...threads];
    return threads.map((each) => (each === thread ? { ...each, unread: 0 } : each));
  }
  const { message } = event.data;
  const moved: ThreadSummary = {
    ...thread,
    lastMessage: { text: message.text, at: message.at, mine: message.mine },
    unread: message.mine || message.readAt ? thread.unread : thread.unread + 1,
  };
  return [moved, ...threads.filter((each) => each !== thread)];
}

/** The list as loaded, kept up to date by the stream until the page's data load again. */
export function useLiveThreads(loaded: readonly ThreadSummary[]): ThreadSummary[] {
  const [threads, setThreads] = useState<ThreadSummary[]>([...loaded]);
  const revalidator = useRevalidator();
  // The page's data loaded again: the list starts from them.
  const [loadedFrom, setLoadedFrom] = useState(loaded);
  if (loadedFrom !== loaded) {
    setLoadedFrom(loaded);
    setThreads([...loaded]);
  }
  useThreadEvents((event) => {
    // A conversation the list does not hold (a new one): the list is read again.
    if (threadsAfter(threads, event) === null) return void revalidator.revalidate();
    setThreads((current) => threadsAfter(current, event) ?? current);
  });
  return threads;
}

function ThreadLink({ thread, open }: { thread: ThreadSummary; open: boolean }) {
  const t = useT();
  const language = useLanguage();
  // The conversation on screen is being read: its count is about to be none.
  const unread = open ? 0 : thread.unread;
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="2.5"
      borderRadius="l2"
      bg={open ? 'bg.muted' : undefined}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '2px' }}
    >
      <RouterLink
        to={routes.messageThread.getHref(thread._id)}
        aria-current={open ? 'page' : undefined}
      >
        <Flex justify="space-between" gap="2" align="baseline">
          <Text fontWeight="semibold" truncate>
            {thread.car.carModel}
          </Text>
          {thread.lastMessage && (
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {messageTimeIn(thread.lastMessage.at, language)}
            </Text>
          )}
        </Flex>
        <Flex justify="space-between" gap="2" align="center">
          <Text fontSize="sm" color="fg.muted" truncate>
            {t('With {name}', { name: thread.with.name })}
          </Text>
          {unread > 0 && (
            <Badge colorPalette="brand" variant="solid" borderRadius="full" flexShrink={0}>
              {t('{count} unread', { count: formatNumberIn(unread, language) })}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" truncate fontWeight={unread > 0 ? 'semibold' : undefined}>
          {thread.lastMessage
            ? thread.lastMessage.mine
              ? t('You: {text}', { text: thread.lastMessage.text })
              : thread.lastMessage.text
            : t('Nothing written yet.')}
        </Text>
      </RouterLink>
    </Box>
  );
}

/** The conversations, the open one (if any) marked as the current page. */
export function ThreadList({
  threads,
  openThreadId,
}: {
  threads: readonly ThreadSummary[];
  openThreadId?: string;
}) {
  const t = useT();
  if (threads.length === 0) {
    return (
      <Stack gap="2" p="4" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
        <Text fontWeight="semibold">{t('No conversations yet.')}</Text>
        <Text color="fg.muted">
          {t(
            "Ask a car's owner about their car from its page, or write to the other side of a booking from My Bookings or Requests.",
          )}
        </Text>
        <Text>
          <RouterLink to={routes.availableCars.getHref()}>{t('Find a car')}</RouterLink>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {threads.map((thread) => (
        <li key={thread._id}>
          <ThreadLink thread={thread} open={thread._id === openThreadId} />
        </li>
      ))}
    </Stack>
  );
}
