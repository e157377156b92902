import { rentalDays, type CarBlock } from '@carzone/domain';
import {
  Button,
  Card,
  Flex,
  Heading,
  Stack,
  Text,
  useFetcher,
  useLanguage,
} from '@carzone/web-kit';
import { useId } from 'react';
import { useT } from '../../locales/messages.ts';
import { rangeDatesIn } from './calendar-month.ts';
import type { CalendarChange, CalendarOutcome } from './car-calendar-route.tsx';

/** The car's blocks still to come, by their first night, each with its Unblock button. */
export function BlockedDays({ blocks }: { blocks: readonly CarBlock[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {t('Blocked days')}
        </Heading>
        {blocks.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('No days are blocked.')}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" aria-labelledby={headingId}>
            {blocks.map((block) => (
              <BlockRow key={block._id} block={block} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * "05/06/2026 – 12/06/2026 · 7 nights · Eid at home", and Unblock, which sends the page's action
 * at once (blocking again is as easy) and waits for its answer; the action says how it went in a
 * toast, and the page loads again.
 */
function BlockRow({ block }: { block: CarBlock }) {
  const t = useT();
  const language = useLanguage();
  const fetcher = useFetcher<CalendarOutcome>();
  const dates = rangeDatesIn(block, language);
  const nights = t('{count, plural, one {# night} other {# nights}}', {
    count: rentalDays(block.startDate, block.endDate),
  });
  const unblock: CalendarChange = { intent: 'unblock', blockId: block._id };
  return (
    <Flex
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'start', sm: 'center' }}
      gap="2"
      py="2.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
    >
      <Text fontSize="sm">{[dates, nights, block.note].filter(Boolean).join(' · ')}</Text>
      <Button
        size="xs"
        variant="outline"
        flexShrink={0}
        aria-label={t('Unblock {dates}', { dates })}
        loading={fetcher.state !== 'idle'}
        loadingText={t('Unblocking...')}
        onClick={() =>
          void fetcher.submit(unblock, { method: 'post', encType: 'application/json' })
        }
      >
        {t('Unblock')}
      </Button>
    </Flex>
  );
}
