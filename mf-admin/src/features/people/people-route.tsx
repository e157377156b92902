// People (/admin/people), exposed as `./people-route`: everyone who has signed in, newest first, a
// page at a time, found by part of an e-mail or a name, or by a verified number. The address keeps
// the search and the page, so a search can be shared and reloaded; each person links to their
// account page. Support and admins read it.
import type { AccountSearchPage } from '@carzone/domain';
import {
  Button,
  HStack,
  Link,
  RouterLink,
  Stack,
  Text,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
  useLoaderData,
} from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { useState, type FormEvent } from 'react';
import { ConsolePage } from '../../components/console-page.tsx';
import { useT } from '../../locales/messages.ts';
import { searchPeople } from './people-api.ts';
import { PeopleList } from './people-list.tsx';

/** People a page shows. */
export const PEOPLE_PAGE_SIZE = 24;

/** The API's longest search (longer ones are refused, so the field stops there). */
const SEARCH_MAX_LENGTH = 320;

export interface PeopleLoad extends AccountSearchPage {
  query: string;
  /** How many newer people come before this page. */
  offset: number;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<PeopleLoad> {
  const search = new URL(request.url).searchParams;
  const query = (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const offset = Math.max(0, Math.floor(Number(search.get('offset')) || 0));
  const page = await searchPeople(
    { ...(query ? { q: query } : {}), limit: PEOPLE_PAGE_SIZE, offset },
    request.signal,
  );
  return { ...page, query, offset };
}

/** The same search at another page (offset 0: the newest). */
function pageSearch(search: URLSearchParams, offset: number): string {
  const next = new URLSearchParams(search);
  if (offset > 0) next.set('offset', String(offset));
  else next.delete('offset');
  const text = next.toString();
  return text ? `?${text}` : '.';
}

function SearchForm({ query }: { query: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [value, setValue] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    void navigate(text ? `?${new URLSearchParams({ q: text }).toString()}` : '.');
  };
  return (
    <Stack
      as="form"
      role="search"
      aria-label={t('Find people')}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'end' }}
      gap="3"
      onSubmit={submit}
    >
      <TextField
        label={t('E-mail, name or verified number')}
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <HStack>
        <Button type="submit" colorPalette="brand">
          {t('Search')}
        </Button>
      </HStack>
    </Stack>
  );
}

export function Component() {
  const { users, total, query, offset } = useLoaderData() as PeopleLoad;
  const t = useT();
  const [search] = useSearchParams();
  const shownTo = offset + users.length;
  return (
    <ConsolePage
      title={t('People')}
      lead={t('Everyone who has signed in, newest first. Open a person to see their account.')}
    >
      <SearchForm key={query} query={query} />
      {users.length === 0 ? (
        <Text color="fg.muted">{t('No one matches.')}</Text>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted" aria-live="polite">
            {t('{from}–{to} of {total}', { from: offset + 1, to: shownTo, total })}
          </Text>
          <PeopleList users={users} />
          <HStack as="nav" aria-label={t('Pages of people')} gap="4" wrap="wrap">
            {offset > 0 && (
              <Link asChild color="brand.fg">
                <RouterLink to={pageSearch(search, Math.max(0, offset - PEOPLE_PAGE_SIZE))}>
                  {t('Newer people')}
                </RouterLink>
              </Link>
            )}
            {shownTo < total && (
              <Link asChild color="brand.fg">
                <RouterLink to={pageSearch(search, offset + PEOPLE_PAGE_SIZE)}>
                  {t('Older people')}
                </RouterLink>
              </Link>
            )}
          </HStack>
        </Stack>
      )}
    </ConsolePage>
  );
}
