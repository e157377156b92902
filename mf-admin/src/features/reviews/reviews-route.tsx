// The reviews (/admin/reviews), exposed as `./reviews-route`: the published reviews, shown ones
// newest first (the default) or hidden ones (`?state=hidden`) most recently hidden first, found by
// words in the car's model, the author's e-mail or name, or the text (`?q=`), a page at a time.
// Staff hide a shown review for one of the published reasons, or restore a hidden one, in the
// console's dialog. The address keeps the list, the search and the page.
import {
  REVIEW_QUEUE_STATES,
  type ReviewQueueEntry,
  type ReviewQueuePage,
  type ReviewQueueState,
} from '@carzone/domain';
import {
  HStack,
  Link,
  type LoaderFunctionArgs,
  RouterLink,
  routes,
  Stack,
  Text,
  useLoaderData,
} from '@carzone/web-kit';
import { useState } from 'react';
import { ConsolePage } from '../../components/console-page.tsx';
import { ConsoleSearch, SEARCH_MAX_LENGTH } from '../../components/console-search.tsx';
import { QueueSwitch } from '../../components/queue-switch.tsx';
import { fetchReviewQueue } from '../../lib/moderation-api.ts';
import { REVIEW_QUEUE_WORDS } from '../../lib/moderation-words.ts';
import { useT } from '../../locales/messages.ts';
import { ReviewActionDialog } from './review-action-dialog.tsx';
import { ReviewCard } from './review-card.tsx';

/** Reviews a page shows. */
export const REVIEWS_PAGE_SIZE = 24;

/** The API's longest search (longer ones are refused, so the field stops there). */

export interface ReviewsLoad extends ReviewQueuePage {
  state: ReviewQueueState;
  query: string;
  /** How many newer reviews come before this page. */
  offset: number;
}

const isQueueState = (value: string | null): value is ReviewQueueState =>
  (REVIEW_QUEUE_STATES as readonly (string | null)[]).includes(value);

export async function loader({ request }: LoaderFunctionArgs): Promise<ReviewsLoad> {
  const search = new URL(request.url).searchParams;
  const asked = search.get('state');
  const state = isQueueState(asked) ? asked : 'published';
  const query = (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const offset = Math.max(0, Math.floor(Number(search.get('offset')) || 0));
  const page = await fetchReviewQueue(
    { state, ...(query ? { q: query } : {}), limit: REVIEWS_PAGE_SIZE, offset },
    request.signal,
  );
  return { ...page, state, query, offset };
}

/** The page's address for this list, search and page (the defaults left out). */
function reviewsHref(state: ReviewQueueState, query: string, offset = 0): string {
  const search = new URLSearchParams();
  if (state !== 'published') search.set('state', state);
  if (query) search.set('q', query);
  if (offset > 0) search.set('offset', String(offset));
  const text = search.toString();
  const path = routes.adminReviews.getHref();
  return text ? `${path}?${text}` : path;
}

export function Component() {
  const { reviews, total, state, query, offset } = useLoaderData() as ReviewsLoad;
  const t = useT();
  const [acting, setActing] = useState<ReviewQueueEntry | null>(null);
  const shownTo = offset + reviews.length;
  return (
    <ConsolePage
      title={t('Reviews')}
      lead={t(
        'Published reviews, the newest first. Hide one that breaks the published rules; restore it if it should be shown.',
      )}
    >
      <QueueSwitch
        label={t('Which reviews')}
        choices={REVIEW_QUEUE_STATES.map((list) => ({
          label: t(REVIEW_QUEUE_WORDS[list]),
          href: reviewsHref(list, query),
          current: list === state,
        }))}
      />
      <ConsoleSearch
        key={`${state} ${query}`}
        name={t('Find reviews')}
        label={t("Car model, author's e-mail or name, or words of the review")}
        query={query}
        hrefFor={(text) => reviewsHref(state, text)}
      />
      {reviews.length === 0 ? (
        <Text color="fg.muted">{t('No review matches.')}</Text>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted" aria-live="polite">
            {t('Reviews {from}–{to} of {total}', { from: offset + 1, to: shownTo, total })}
          </Text>
          <Stack as="ul" aria-label={t(REVIEW_QUEUE_WORDS[state])} gap="3" listStyleType="none">
            {reviews.map((review) => (
              <ReviewCard key={review._id} review={review} onAct={() => setActing(review)} />
            ))}
          </Stack>
          <HStack as="nav" aria-label={t('Pages of reviews')} gap="4" wrap="wrap">
            {offset > 0 && (
              <Link asChild color="brand.fg">
                <RouterLink to={reviewsHref(state, query, Math.max(0, offset - REVIEWS_PAGE_SIZE))}>
                  {t('Newer reviews')}
                </RouterLink>
              </Link>
            )}
            {shownTo < total && (
              <Link asChild color="brand.fg">
                <RouterLink to={reviewsHref(state, query, offset + REVIEWS_PAGE_SIZE)}>
                  {t('Older reviews')}
                </RouterLink>
              </Link>
            )}
          </HStack>
        </Stack>
      )}
      {acting && <ReviewActionDialog review={acting} onClose={() => setActing(null)} />}
    </ConsolePage>
  );
}
