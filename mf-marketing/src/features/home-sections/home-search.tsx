import { MAX_CAR_SEARCH_LENGTH, carListQueryString } from '@carzone/domain';
import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import {
  Box,
  Button,
  Field,
  Heading,
  Input,
  routes,
  SimpleGrid,
  useUntilHydrated,
  useNavigate,
} from '@carzone/web-kit';
import { SearchDatesFields, toFitsFrom } from '@carzone/ui/date-fields';
import { useId, useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useT } from '../../locales/messages.ts';

/**
 * Home's compact search under the banner: where (any text of a model, brand or location), From
 * and To. Search leads to Available Cars with those choices in its address, which shows the cars
 * free on those dates.
 */
export function HomeSearch() {
  const t = useT();
  const titleId = useId();
  const navigate = useNavigate();
  const [where, setWhere] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [toMissing, setToMissing] = useState(false);
  const untilHydrated = useUntilHydrated();

  const changeFrom = (next: string) => {
    setFrom(next);
    // A To that no longer fits the new From goes; the visitor picks another.
    if (!next || !toFitsFrom(next, to)) setTo('');
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (from && !to) {
      setToMissing(true);
      return;
    }
    void navigate(
      `${routes.availableCars.getHref()}${carListQueryString({ q: where, from: from || undefined, to: to || undefined })}`,
    );
  };

  return (
    <Box
      asChild
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: 4, md: 6 }}
      bg="bg.panel"
      boxShadow="sm"
    >
      <form role="search" aria-labelledby={titleId} onSubmit={search} noValidate>
        <Heading as="h2" id={titleId} size="md" mb="3">
          {t('Find a car for your dates')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>{t('Where')}</Field.Label>
            <Input
              value={where}
              onChange={(event) => setWhere(event.target.value)}
              placeholder={t("Dhaka, Sylhet, Cox's Bazar...")}
              maxLength={MAX_CAR_SEARCH_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
            />
          </Field.Root>
          <SearchDatesFields
            from={from}
            to={to}
            onFromChange={(next) => {
              changeFrom(next);
              setToMissing(false);
            }}
            onToChange={(next) => {
              setTo(next);
              setToMissing(false);
            }}
            toError={toMissing ? t(CAR_SEARCH_DATE_MESSAGES.datesTogether) : null}
          />
          <Button type="submit" colorPalette="brand" {...untilHydrated}>
            <LuSearch aria-hidden />
            {t('Search')}
          </Button>
        </SimpleGrid>
      </form>
    </Box>
  );
}
