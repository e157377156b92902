import { type CarSort } from '@carzone/domain';
import { Box, Flex } from '@carzone/web-kit';
import { SearchField, SelectField } from '@carzone/ui';
import { useT } from '../../locales/messages.ts';
import { MY_CARS_SORTS, SERVER_ORDER, sortOfSelectValue } from './my-cars-sorts.ts';

interface MyCarsToolbarProps {
  query: string;
  sort: CarSort | null;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: CarSort | null) => void;
}

/** The search box and the sort select above the owner's cars; both work on the list in hand. */
export function MyCarsToolbar({ query, sort, onQueryChange, onSortChange }: MyCarsToolbarProps) {
  const t = useT();
  return (
    <Flex
      role="search"
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align={{ base: 'stretch', md: 'end' }}
    >
      <SearchField
        query={query}
        onQueryChange={onQueryChange}
        onClear={() => onQueryChange('')}
        placeholder={t('Search by model, brand, or location')}
      />
      <Box w={{ base: 'full', md: '64' }}>
        <SelectField
          label={t('Sort')}
          options={[
            { value: SERVER_ORDER, label: t('Sort By') },
            ...Object.entries(MY_CARS_SORTS).map(([value, label]) => ({ value, label: t(label) })),
          ]}
          value={sort ?? SERVER_ORDER}
          onChange={(event) => onSortChange(sortOfSelectValue(event.target.value))}
        />
      </Box>
    </Flex>
  );
}
