import { CAR_SORTS, MAX_CAR_SEARCH_LENGTH, isCarSort, type CarSort } from '@carzone/domain';
import { Button, Field, Flex, NativeSelect, Stack, useUntilHydrated } from '@carzone/web-kit';
import { SearchField } from '@carzone/ui';
import type { ReactNode } from 'react';
import { LuLayoutGrid, LuList } from 'react-icons/lu';
import { useT } from '../../locales/messages.ts';
import type { CarListView } from './car-list-view.ts';

interface CarListToolbarProps {
  query: string;
  sort: CarSort;
  view: CarListView;
  /** The id of the results region the view button changes. */
  resultsId: string;
  onQueryChange: (query: string) => void;
  /** Enter in the search box: search now rather than when typing settles. */
  onSearchNow: () => void;
  onClear: () => void;
  onSortChange: (sort: CarSort) => void;
  onViewChange: (view: CarListView) => void;
  /** The dates and price filters, under the search. */
  filters: ReactNode;
}

/** Search box, sort select, the grid/list switch and the filters above the available cars. */
export function CarListToolbar({
  query,
  sort,
  view,
  resultsId,
  onQueryChange,
  onSearchNow,
  onClear,
  onSortChange,
  onViewChange,
  filters,
}: CarListToolbarProps) {
  const t = useT();
  const untilHydrated = useUntilHydrated();
  const nextView: CarListView = view === 'grid' ? 'list' : 'grid';

  return (
    <Stack role="search" gap="3">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        align={{ base: 'stretch', md: 'end' }}
      >
        <SearchField
          query={query}
          onQueryChange={onQueryChange}
          onClear={onClear}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearchNow();
          }}
          // The server refuses a longer search; the box never lets one be typed.
          maxLength={MAX_CAR_SEARCH_LENGTH}
          placeholder={t('Search by model, brand, or location...')}
        />

        <Field.Root w={{ base: 'full', md: '60' }}>
          <Field.Label>{t('Sort by')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={sort}
              onChange={(event) => {
                if (isCarSort(event.target.value)) onSortChange(event.target.value);
              }}
            >
              {Object.entries(CAR_SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        {/* The label names the view it switches to, so it carries no aria-pressed (that would read backwards). */}
        <Button
          variant="outline"
          colorPalette="brand"
          aria-controls={resultsId}
          onClick={() => onViewChange(nextView)}
          {...untilHydrated}
        >
          {nextView === 'list' ? <LuList aria-hidden /> : <LuLayoutGrid aria-hidden />}
          {nextView === 'list' ? t('List View') : t('Grid View')}
        </Button>
      </Flex>
      {filters}
    </Stack>
  );
}
