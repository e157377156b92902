// The listings (/admin/listings), exposed as `./listings-route`: one staff queue of cars, oldest
// in it first: waiting for review (the default), hidden (`?state=hidden`) or rejected
// (`?state=rejected`). Staff approve or reject a waiting car, and restore a hidden or rejected
// one, each after confirming in a dialog.
import {
  LISTING_QUEUE_STATES,
  type ListingQueueEntry,
  type ListingQueueState,
} from '@carzone/domain';
import { type LoaderFunctionArgs, routes, Stack, Text, useLoaderData } from '@carzone/web-kit';
import { useState } from 'react';
import { ConsolePage } from '../../components/console-page.tsx';
import { QueueSwitch } from '../../components/queue-switch.tsx';
import { fetchListingQueue } from '../../lib/moderation-api.ts';
import { QUEUE_WORDS } from '../../lib/moderation-words.ts';
import { useT } from '../../locales/messages.ts';
import { ListingActionDialog, type ListingAction } from './listing-action-dialog.tsx';
import { ListingCard } from './listing-card.tsx';

export interface ListingsLoad {
  state: ListingQueueState;
  cars: ListingQueueEntry[];
}

const isQueueState = (value: string | null): value is ListingQueueState =>
  (LISTING_QUEUE_STATES as readonly (string | null)[]).includes(value);

export async function loader({ request }: LoaderFunctionArgs): Promise<ListingsLoad> {
  const asked = new URL(request.url).searchParams.get('state');
  const state = isQueueState(asked) ? asked : 'pendingReview';
  return { state, cars: await fetchListingQueue(state, request.signal) };
}

export function Component() {
  const { state, cars } = useLoaderData() as ListingsLoad;
  const t = useT();
  const [acting, setActing] = useState<{ car: ListingQueueEntry; action: ListingAction } | null>(
    null,
  );
  const href = routes.adminListings.getHref();
  return (
    <ConsolePage
      title={t('Listings')}
      lead={t('Cars waiting for review, hidden or rejected, the oldest first.')}
    >
      <QueueSwitch
        label={t('Which cars')}
        choices={LISTING_QUEUE_STATES.map((queue) => ({
          label: t(QUEUE_WORDS[queue]),
          href: queue === 'pendingReview' ? href : `${href}?state=${queue}`,
          current: queue === state,
        }))}
      />
      {cars.length === 0 ? (
        <Text color="fg.muted">{t('No car is in this queue.')}</Text>
      ) : (
        <Stack as="ul" aria-label={t(QUEUE_WORDS[state])} gap="3" listStyleType="none">
          {cars.map((car) => (
            <ListingCard
              key={car._id}
              car={car}
              onAction={(action) => setActing({ car, action })}
            />
          ))}
        </Stack>
      )}
      {acting && (
        <ListingActionDialog
          car={acting.car}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      )}
    </ConsolePage>
  );
}
