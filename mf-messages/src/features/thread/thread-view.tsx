// One open conversation: who and what it is about, its messages and bookings, earlier ones on
// demand, the note on hidden contact details while no booking is confirmed, and the form to write.
import { MESSAGE_MESSAGES, type ThreadDetails, type ThreadMessagesPage } from '@carzone/domain';
import {
  Alert,
  Button,
  Heading,
  Link,
  RouterLink,
  Stack,
  Text,
  routes,
  useDocumentTitle,
  useSendChange,
} from '@carzone/web-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { MessageForm } from '../../components/message-form.tsx';
import { sendMessage } from '../../lib/messages-api.ts';
import { useT } from '../../locales/messages.ts';
import { ThreadTimeline } from './thread-timeline.tsx';
import { useLiveThread } from './use-live-thread.ts';

export function ThreadView({ thread, page }: { thread: ThreadDetails; page: ThreadMessagesPage }) {
  const t = useT();
  const { send, sending } = useSendChange();
  const live = useLiveThread(thread._id, page);
  const headingId = useId();
  const end = useRef<HTMLDivElement>(null);
  const [written, setWritten] = useState(0);
  // Opened, or just written in: the newest message and the box to answer in are on screen. A
  // message of the other side, or earlier ones loaded, leave the scroll where the reader put it.
  useEffect(() => {
    // Braced: browsers now answer scrollIntoView with a promise, which React would take for a
    // clean-up function.
    void end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [written]);
  useDocumentTitle(t('Conversation about {carModel}', { carModel: thread.car.carModel }));

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Stack gap="0.5" borderBottomWidth="1px" pb="3">
        <Heading as="h2" size="lg" id={headingId}>
          {thread.car._id ? (
            <Link asChild color="brand.fg">
              <RouterLink to={routes.carDetails.getHref(thread.car._id)}>
                {thread.car.carModel}
              </RouterLink>
            </Link>
          ) : (
            thread.car.carModel
          )}
        </Heading>
        <Text color="fg.muted">
          {thread.side === 'renter'
            ? t('With {name}, the owner', { name: thread.with.name })
            : t('With {name}, the renter', { name: thread.with.name })}
        </Text>
      </Stack>
      {live.next && (
        <Stack align="center" gap="1">
          <Button
            variant="outline"
            size="sm"
            loading={live.loadingEarlier}
            onClick={() => void live.loadEarlier()}
          >
            {t('Load earlier messages')}
          </Button>
          {live.earlierFailed && (
            <Text role="alert" fontSize="sm" color="fg.error">
              {t('Earlier messages could not be loaded. Please try again.')}
            </Text>
          )}
        </Stack>
      )}
      {live.messages.length === 0 && thread.bookings.length === 0 ? (
        <Text color="fg.muted">{t('Nothing written yet.')}</Text>
      ) : null}
      <ThreadTimeline
        messages={live.messages}
        bookings={thread.bookings}
        earlierToLoad={Boolean(live.next)}
        otherName={thread.with.name}
      />
      {thread.masking && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            {t(MESSAGE_MESSAGES.hiddenBeforeConfirmation)}
          </Alert.Title>
        </Alert.Root>
      )}
      <div ref={end}>
        <MessageForm
          sending={sending}
          send={async (text) => {
            const outcome = await send(() => sendMessage(thread._id, text), {
              failure: { title: t('Your message was not sent.') },
            });
            if (outcome.sent) {
              live.addSent(outcome.answer);
              setWritten((count) => count + 1);
            }
            return outcome;
          }}
        />
      </div>
    </Stack>
  );
}
