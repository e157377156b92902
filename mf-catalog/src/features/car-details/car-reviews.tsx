import {
  dhakaToday,
  formatCalendarDateIn,
  formatNumberIn,
  type PublishedReview,
} from '@carzone/domain';
import { Await, Button, Heading, HStack, Stack, Text, useLanguage, VStack } from '@carzone/web-kit';
import { LoadErrorAlert } from '@carzone/ui';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ReviewStars } from '../../components/car-rating.tsx';
import { ReportButton } from './report-button.tsx';
import { useT } from '../../locales/messages.ts';
import {
  fetchReviewsPage,
  REVIEWS_FAILURE,
  type ReviewsLoad,
  type ReviewsPage,
} from './car-reviews-api.ts';

interface MoreReviews {
  /** The first page these follow: a new first page (another car, a retry) starts over. */
  first: ReviewsPage;
  reviews: PublishedReview[];
  /** How far into the server's list the pages so far reach: the offset of the next page. */
  reached: number;
  total: number;
  status: 'idle' | 'loading' | 'failed';
  /** Where the latest page starts in the list shown, or null before any. */
  appendedFrom: number | null;
}

/**
 * The loader's first page followed by those "Show more reviews" fetched, each from where the last
 * one ended (`offset`), until the list reaches the server's latest total.
 */
function useMoreReviews(carId: string, first: ReviewsPage) {
  const [more, setMore] = useState<MoreReviews | null>(null);
  const current = more?.first === first ? more : null;
  const abort = useRef<AbortController | null>(null);
  // A page still on its way when the car changes or the page closes is not wanted any more.
  useEffect(() => () => abort.current?.abort(), [first]);

  const reviews = useMemo(
    () => (current ? [...first.reviews, ...current.reviews] : first.reviews),
    [first, current],
  );
  const reached = current?.reached ?? first.reviews.length;
  const total = current?.total ?? first.total;
  const status = current?.status ?? 'idle';

  async function showMore() {
    if (status === 'loading') return;
    const controller = new AbortController();
    abort.current = controller;
    const before: MoreReviews = current ?? {
      first,
      reviews: [],
      reached,
      total,
      status: 'idle',
      appendedFrom: null,
    };
    setMore({ ...before, status: 'loading' });
    try {
      const page = await fetchReviewsPage(carId, reached, controller.signal);
      // A review published since the first page pushes the rest down, so one may come twice.
      const shown = new Set([...first.reviews, ...before.reviews].map((review) => review._id));
      setMore({
        first,
        reviews: [...before.reviews, ...page.reviews.filter((review) => !shown.has(review._id))],
        reached: reached + page.reviews.length,
        // An empty page means reviews went since: the list has ended wherever it is.
        total: page.reviews.length === 0 ? reached : page.total,
        status: 'idle',
        appendedFrom: reviews.length,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(error);
      setMore({ ...before, status: 'failed' });
    }
  }

  return {
    reviews,
    total,
    hasMore: reached < total,
    status,
    appendedFrom: current?.appendedFrom ?? null,
    showMore,
  };
}

/** One published review: its stars, who wrote it, when (in Dhaka) and its words, as text. */
function ReviewItem({ review }: { review: PublishedReview }) {
  const t = useT();
  const language = useLanguage();
  const date = formatCalendarDateIn(dhakaToday(new Date(review.publishedAt)), language);
  const reviewer = review.reviewerName.trim() || t('A renter');
  return (
    // Focusable by script only: after "Show more reviews", the first new one takes the focus.
    <Stack as="li" gap="2" p="4" borderWidth="1px" borderRadius="lg" tabIndex={-1}>
      <ReviewStars rating={review.rating} />
      <HStack gap="2" flexWrap="wrap" fontSize="sm">
        <Text fontWeight="semibold">{reviewer}</Text>
        <Text color="fg.muted">
          <time dateTime={review.publishedAt}>{date}</time>
        </Text>
      </HStack>
      {/* The renter's words as they wrote them: React text, never markup; their lines kept. */}
      {review.text.trim() && (
        <Text whiteSpace="pre-line" data-review-text="">
          {review.text}
        </Text>
      )}
      <ReportButton
        targetType="review"
        targetId={review._id}
        label={t('Report the review by {reviewer}', { reviewer })}
      />
    </Stack>
  );
}

function ReviewsList({
  carId,
  first,
  listId,
  labelId,
}: {
  carId: string;
  first: ReviewsPage;
  listId: string;
  /** The section's heading, which names the list. */
  labelId: string;
}) {
  const t = useT();
  const language = useLanguage();
  const { reviews, total, hasMore, status, appendedFrom, showMore } = useMoreReviews(carId, first);
  useEffect(() => {
    if (appendedFrom === null) return;
    // The button may be gone with the last page; keyboard users go on from the first new review.
    const items = document.getElementById(listId)?.children;
    (items?.[appendedFrom] as HTMLElement | undefined)?.focus();
  }, [appendedFrom, listId]);

  if (reviews.length === 0) return <Text color="fg.muted">{t('No reviews yet.')}</Text>;
  return (
    <>
      <Stack as="ul" id={listId} aria-labelledby={labelId} gap="3" listStyleType="none">
        {reviews.map((review) => (
          <ReviewItem key={review._id} review={review} />
        ))}
      </Stack>
      {hasMore && (
        <VStack gap="2">
          <Text color="fg.muted" fontSize="sm">
            {t('Showing {shown} of {count, plural, one {# review} other {# reviews}}.', {
              shown: formatNumberIn(reviews.length, language),
              count: total,
            })}
          </Text>
          {status === 'failed' && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {t("We couldn't load more reviews. Please try again.")}
            </Text>
          )}
          <Button
            variant="outline"
            colorPalette="brand"
            aria-controls={listId}
            loading={status === 'loading'}
            loadingText={t('Loading more reviews')}
            onClick={() => void showMore()}
          >
            {t('Show more reviews')}
          </Button>
        </VStack>
      )}
    </>
  );
}

/**
 * The car's Reviews section: its renters' published reviews, newest first, a page at a time. The
 * first page comes after the car (the loader asks for it once the car is in, and the page does not
 * wait for it); a failure is a sentence with Try again, which loads the page's data afresh.
 */
export function CarReviews({
  carId,
  firstPage,
}: {
  carId: string;
  firstPage: Promise<ReviewsLoad> | ReviewsLoad;
}) {
  const t = useT();
  const headingId = useId();
  const listId = useId();
  const failure = <LoadErrorAlert message={t(REVIEWS_FAILURE)} />;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl">
        {t('Reviews')}
      </Heading>
      <Suspense fallback={<Text color="fg.muted">{t('Loading reviews...')}</Text>}>
        <Await resolve={firstPage} errorElement={failure}>
          {(first: ReviewsLoad) =>
            first.ok ? (
              <ReviewsList carId={carId} first={first} listId={listId} labelId={headingId} />
            ) : (
              <LoadErrorAlert message={t(first.message)} />
            )
          }
        </Await>
      </Suspense>
    </Stack>
  );
}
