import { formatCalendarDateIn, formatNumberIn, type Car } from '@carzone/domain';
import {
  Alert,
  Box,
  Button,
  Heading,
  HtmlOnly,
  laidOutWhenNear,
  SimpleGrid,
  Stack,
  Text,
  useDocumentTitle,
  useLanguage,
  useLocation,
  useNavigation,
  useUntilHydrated,
  VStack,
} from '@carzone/web-kit';
import { EmptyMessage, LoadErrorAlert } from '@carzone/ui';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { LuCar, LuSearchX, LuX } from 'react-icons/lu';
import type { Loaded } from '../../lib/load-car-list.ts';
import { useT } from '../../locales/messages.ts';
import { AvailableCarCard } from './available-car-card.tsx';
import {
  carListDataKey,
  carListSearch,
  isNarrowed,
  readCarListAddress,
  searchDatesProblemText,
} from './car-list-address.ts';
import { CarListFilters } from './car-list-filters.tsx';
import { CarListToolbar } from './car-list-toolbar.tsx';
import type { CarListView } from './car-list-view.ts';
import { useCarListQuery } from './use-car-list-query.ts';
import { aboutCount } from './car-page-api.ts';
import { useMoreCars, type FirstCarPage } from './use-more-cars.ts';

/** What the page's loader hands it: the first page of its search, or the sentence to show. */
export type AvailableCarsLoad = Loaded<FirstCarPage>;

/** The first row of the widest grid: the images seen before any scrolling, so not held back. */
const EAGER_IMAGES = 3;

/** True while the router loads another search or sort of this page (not for a view change). */
function useLoadingAnotherList(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    carListDataKey(navigation.location.search) !== carListDataKey(location.search)
  );
}

function CarGrid({
  cars,
  view,
  id,
  busy,
  focusFrom,
  dates,
}: {
  cars: Car[];
  view: CarListView;
  id: string;
  busy: boolean;
  dates?: { from: string; to: string };
  /** After "Show more": where the new cars start; the first one's link takes the focus. */
  focusFrom: number | null;
}) {
  const t = useT();
  useEffect(() => {
    if (focusFrom === null) return;
    // The button may be gone with the last page; keyboard users go on from the first new car.
    document
      .getElementById(id)
      ?.children[focusFrom]?.querySelector<HTMLElement>('a[href]')
      ?.focus();
  }, [focusFrom, id]);

  return (
    <SimpleGrid
      as="ul"
      id={id}
      aria-label={view === 'grid' ? t('Cars, grid view') : t('Cars, list view')}
      aria-busy={busy}
      listStyleType="none"
      columns={view === 'grid' ? { base: 1, md: 2, lg: 3 } : 1}
      gap={{ base: 4, md: 6 }}
      // The previous answer stays in place, dimmed, until the new one arrives: nothing jumps.
      opacity={busy ? 0.55 : 1}
      transition="opacity 0.2s"
    >
      {cars.map((car, index) => (
        <li key={car._id} style={laidOutWhenNear('540px')}>
          {/* A card is read and followed, never operated: the server's HTML while React takes a
              first screen over, until its car, the view, the dates or its place change. */}
          <HtmlOnly
            name={`car-${car._id}`}
            renderedFrom={[car, view, dates?.from, dates?.to, index < EAGER_IMAGES, index === 0]}
          >
            <AvailableCarCard
              car={car}
              view={view}
              imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
              imageFetchPriority={index === 0 ? 'high' : undefined}
              dates={dates}
            />
          </HtmlOnly>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The sentence where the list would be when nothing matches, and the way out for dates. */
function NoCars({ first, onClearDates }: { first: FirstCarPage; onClearDates: () => void }) {
  const t = useT();
  const { search } = first;
  if (!isNarrowed(search)) {
    return (
      <EmptyMessage
        icon={<LuCar />}
        title={t('No cars are listed right now.')}
        description={t('Please check back soon.')}
      />
    );
  }
  const description = search.from
    ? t('No car is free for all of those dates at that price. Try other dates, or clear them.')
    : search.q
      ? t('Nothing matches “{query}”. Try another model, brand or location.', { query: search.q })
      : search.minPrice !== undefined || search.maxPrice !== undefined
        ? t('No car is listed at that price. Try a wider price range.')
        : t('No car matches all of those filters. Try fewer of them.');
  return (
    <EmptyMessage
      icon={<LuSearchX />}
      title={t('No cars found matching your search.')}
      description={description}
    >
      {search.from && (
        <Button variant="outline" colorPalette="brand" onClick={onClearDates}>
          <LuX aria-hidden />
          {t('Clear dates')}
        </Button>
      )}
    </EmptyMessage>
  );
}

/**
 * "3 cars match your search." or, with dates, "3 cars are free from 05/12/2026 to 08/12/2026.";
 * "About 84,000 cars …" when the total is the server's estimate.
 */
function CountSentence({
  search,
  total,
  estimated,
}: Pick<FirstCarPage, 'search' | 'total' | 'estimated'>) {
  const t = useT();
  const language = useLanguage();
  const count = estimated ? aboutCount(total) : total;
  if (search.from && search.to) {
    const from = formatCalendarDateIn(search.from, language);
    const to = formatCalendarDateIn(search.to, language);
    return estimated
      ? t(
          '{count, plural, one {About # car is free from {from} to {to}.} other {About # cars are free from {from} to {to}.}}',
          { count, from, to },
        )
      : t(
          '{count, plural, one {# car is free from {from} to {to}.} other {# cars are free from {from} to {to}.}}',
          { count, from, to },
        );
  }
  if (isNarrowed(search))
    return estimated
      ? t(
          '{count, plural, one {About # car matches your search.} other {About # cars match your search.}}',
          { count },
        )
      : t('{count, plural, one {# car matches your search.} other {# cars match your search.}}', {
          count,
        });
  return estimated
    ? t('{count, plural, one {About # car listed.} other {About # cars listed.}}', { count })
    : t('{count, plural, one {# car listed.} other {# cars listed.}}', { count });
}

/** "Showing 24 of 30 cars.", or "Showing 24 of about 84,000 cars." for an estimated total. */
function ShownSentence({
  shown,
  total,
  estimated,
}: {
  shown: number;
  total: number;
  estimated: boolean;
}) {
  const t = useT();
  const values = { shown: formatNumberIn(shown, useLanguage()) };
  return estimated
    ? t('Showing {shown} of about {count, plural, one {# car} other {# cars}}.', {
        ...values,
        count: aboutCount(total),
      })
    : t('Showing {shown} of {count, plural, one {# car} other {# cars}}.', {
        ...values,
        count: total,
      });
}

// Memoised: typing in the search box re-renders the page on every key, and the cards need not follow.
const CarResults = memo(function CarResults({
  first,
  view,
  id,
  onClearDates,
}: {
  first: FirstCarPage;
  view: CarListView;
  id: string;
  onClearDates: () => void;
}) {
  const t = useT();
  const busy = useLoadingAnotherList();
  const untilHydrated = useUntilHydrated();
  const { cars, total, estimated, hasMore, status, appendedFrom, showMore } = useMoreCars(first);
  const { from, to } = first.search;

  // The sentences stay the server's HTML while the page is taken over: their plurals are the
  // only use of the browser's Intl there, whose first use costs a phone ~200 ms (performance.md).
  return (
    <>
      <Text role="status" color="fg.muted" fontSize="sm">
        <HtmlOnly name="car-count" as="span" renderedFrom={[first, total, estimated]}>
          <CountSentence search={first.search} total={total} estimated={estimated} />
        </HtmlOnly>
      </Text>
      {cars.length === 0 ? (
        <Box aria-busy={busy} opacity={busy ? 0.55 : 1}>
          <NoCars first={first} onClearDates={onClearDates} />
        </Box>
      ) : (
        <CarGrid
          cars={cars}
          view={view}
          id={id}
          busy={busy}
          focusFrom={appendedFrom}
          dates={from && to ? { from, to } : undefined}
        />
      )}
      {hasMore && (
        <VStack gap="2">
          <Text color="fg.muted" fontSize="sm">
            <HtmlOnly name="cars-shown" as="span" renderedFrom={[cars.length, total, estimated]}>
              <ShownSentence shown={cars.length} total={total} estimated={estimated} />
            </HtmlOnly>
          </Text>
          {status === 'failed' && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {t("We couldn't load more cars. Please try again.")}
            </Text>
          )}
          <Button
            variant="outline"
            colorPalette="brand"
            aria-controls={id}
            loading={status === 'loading'}
            loadingText={t('Loading more cars')}
            onClick={() => void showMore()}
            {...untilHydrated}
            disabled={busy || untilHydrated.disabled}
          >
            {t('Show more')}
          </Button>
        </VStack>
      )}
    </>
  );
});

/** The Available Cars page: a page of cars at a time, searched and sorted by the server. */
export function AvailableCars({ listing }: { listing: AvailableCarsLoad }) {
  const t = useT();
  useDocumentTitle(t('Available Cars'));
  const query = useCarListQuery();
  const { drafts, sort, view } = query;
  const resultsId = useId();
  // One function for the results' Clear dates, so typing does not re-render the cards.
  const clearDates = useRef(query.clearDates);
  useLayoutEffect(() => {
    clearDates.current = query.clearDates;
  });
  const onClearDates = useCallback(() => clearDates.current(), []);
  const location = useLocation();
  const { datesProblem } = carListSearch(readCarListAddress(new URLSearchParams(location.search)));
  // The chosen district's names, from a listed car of it, until the list of districts is in.
  const carOfDistrict =
    listing.ok && query.choices.district
      ? listing.cars.find((car) => car.district === query.choices.district)
      : undefined;

  return (
    <Stack gap={{ base: 6, md: 8 }}>
      <Box as="header">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {t('Available Cars')}
        </Heading>
        <Text mt="2" color="fg.muted">
          {t(
            'Find the right car for your trip: search by model, brand or location, choose your dates and a price, and sort by date or price.',
          )}
        </Text>
      </Box>
      {!listing.ok ? (
        <LoadErrorAlert message={t(listing.message)} />
      ) : (
        <>
          <CarListToolbar
            query={drafts.q}
            sort={sort}
            view={view}
            resultsId={resultsId}
            onQueryChange={query.setQuery}
            onSearchNow={query.searchNow}
            onClear={query.clearSearch}
            onSortChange={query.setSort}
            onViewChange={query.setView}
            filters={
              <CarListFilters
                drafts={drafts}
                choices={query.choices}
                districtNames={carOfDistrict?.districtNames}
                priceErrors={query.priceErrors}
                onFromChange={query.setFrom}
                onToChange={query.setTo}
                onClearDates={query.clearDates}
                onMinPriceChange={query.setMinPrice}
                onMaxPriceChange={query.setMaxPrice}
                onDriverChange={query.setDriver}
                onDistrictChange={query.setDistrict}
                onMinSeatsChange={query.setMinSeats}
              />
            }
          />
          {datesProblem && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                {t('The dates in this address were left out of the search: {problem}', {
                  problem: searchDatesProblemText(datesProblem.code, t),
                })}
              </Alert.Title>
            </Alert.Root>
          )}
          <CarResults first={listing} view={view} id={resultsId} onClearDates={onClearDates} />
        </>
      )}
    </Stack>
  );
}
