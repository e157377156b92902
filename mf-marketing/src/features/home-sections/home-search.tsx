import { MAX_CAR_SEARCH_LENGTH, carListQueryString } from '@carzone/domain';
import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  routes,
  SimpleGrid,
  Stack,
  Text,
  useUntilHydrated,
  useNavigate,
} from '@carzone/web-kit';
import { SearchDatesFields, toFitsFrom } from '@carzone/ui/date-fields';
import { DistrictSelect, wantDistricts } from '@carzone/ui/district-select';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useT } from '../../locales/messages.ts';

/**
 * A first screen comes as HTML, and a visitor can tick the box before the scripts have run:
 * hydration leaves the tick in the box but never tells the form (web-kit's text boxes and selects
 * do, for what was typed or chosen). Once React has the box, such a tick goes to the form as a
 * click does.
 */
function useTickedBeforeHydration(box: RefObject<HTMLInputElement | null>) {
  useLayoutEffect(() => {
    if (box.current) reportTickedBeforeHydration(box.current);
    // Only the first commit: later renders are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function reportTickedBeforeHydration(element: HTMLInputElement) {
  if (element.checked === element.defaultChecked) return;
  const ticked = element.checked;
  // Through the element's own setter, which React watches: it now knows the box as its default.
  element.checked = element.defaultChecked;
  // Past React's watch, so the box holds the tick again and React sees it as new.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
    element,
    ticked,
  );
  // What React's change handling of a checkbox listens for; not a mouse's click, which would
  // toggle the box once more.
  element.dispatchEvent(new Event('click', { bubbles: true }));
}

/** "With driver": ticked, only cars rented with their driver; unticked, cars of either kind. */
function WithDriverBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const box = useRef<HTMLInputElement>(null);
  useTickedBeforeHydration(box);
  return (
    <HStack
      as="label"
      gap="2"
      // Beside Search on a tablet, centred on its row; above it on a wide screen, at its start.
      alignSelf={{ base: 'center', lg: 'flex-start' }}
      cursor="pointer"
      colorPalette="brand"
      // Inherited by the box: ticked, it takes the brand's colour, as the Search button does.
      accentColor="colorPalette.solid"
    >
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Text as="span" fontSize="sm" fontWeight="medium">
        {t('With driver')}
      </Text>
    </HStack>
  );
}

/**
 * Home's compact search under the banner: where (any text of a model, brand or location), the
 * car's district, From and To, and whether it comes with its driver. Search leads to Available
 * Cars with those choices in its address, which shows the cars free on those dates. The list of
 * districts is fetched only once the select is pointed at or focused, or the page is idle.
 *
 * One row on a wide screen: Where and the district (a little wider, for Where's hint and the
 * longest districts' names, Chapai Nawabganj, at 1024 px), From, To, and With driver over Search,
 * where the other fields have their labels. Two columns on a tablet (With driver beside Search),
 * one on a phone.
 */
export function HomeSearch() {
  const t = useT();
  const titleId = useId();
  const navigate = useNavigate();
  const [where, setWhere] = useState('');
  const [district, setDistrict] = useState('');
  const [withDriver, setWithDriver] = useState(false);
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
    const query = carListQueryString({
      q: where,
      from: from || undefined,
      to: to || undefined,
      driver: withDriver ? 'with' : undefined,
      district: district || undefined,
    });
    void navigate(`${routes.availableCars.getHref()}${query}`);
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
      <form
        role="search"
        aria-labelledby={titleId}
        onSubmit={search}
        noValidate
        // A person using the search will likely want the districts: fetched then, not before.
        onFocusCapture={wantDistricts}
      >
        <Heading as="h2" id={titleId} size="md" mb="3">
          {t('Find a car for your dates')}
        </Heading>
        <SimpleGrid
          templateColumns={{
            base: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'minmax(0, 1.4fr) minmax(0, 1.2fr) repeat(2, minmax(0, 1fr)) minmax(0, 0.8fr)',
          }}
          gap="3"
          alignItems="end"
        >
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
          <DistrictSelect district={district} onChange={setDistrict} />
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
          {/* Grid cells of their own on a phone and a tablet; one cell, stacked, on a wide screen. */}
          <Stack display={{ base: 'contents', lg: 'flex' }} gap="1.5">
            <WithDriverBox checked={withDriver} onChange={setWithDriver} />
            <Button type="submit" colorPalette="brand" {...untilHydrated}>
              <LuSearch aria-hidden />
              {t('Search')}
            </Button>
          </Stack>
        </SimpleGrid>
      </form>
    </Box>
  );
}
