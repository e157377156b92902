// People (/admin/people), exposed as `./people-route`: everyone who has signed in, newest first, a
// page at a time, found by part of an e-mail or a name, or by a verified number. The address keeps
// the search and the page, so a search can be shared and reloaded; each person links to their
// account page. Support and admins read it.
import type { AccountSearchPage } from '@carzone/domain';
import {
  HStack,
  Link,
  RouterLink,
  Stack,
  Text,
  useSearchParams,
  type LoaderFunctionArgs,
  useLoaderData,
} from '@carzone/web-kit';
import { ConsolePage } from '../../components/console-page.tsx';
import { ConsoleSearch, SEARCH_MAX_LENGTH } from '../../components/console-search.tsx';
import { useT } from '../../locales/messages.ts';
import { searchPeople } from './people-api.ts';
import { PeopleList } from './people-list.tsx';

/** People a page shows. */
export const PEOPLE_PAGE_SIZE = 24;

/** The API's longest search (longer ones are refused, so the field stops there). */

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
      <ConsoleSearch
        key={query}
        name={t('Find people')}
        label={t('E-mail, name or verified number')}
        query={query}
        hrefFor={(text) => (text ? `?${new URLSearchParams({ q: text }).toString()}` : '.')}
      />
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
