// A page of people found: each one's e-mail (a link to their account page), name, standing, staff
// role, verified number and when they first signed in, as cards that stack on a phone.
import { formatDhakaDateTimeIn, type AccountSummary } from '@carzone/domain';
import {
  Badge,
  Card,
  HStack,
  Link,
  RouterLink,
  routes,
  Stack,
  Text,
  useLanguage,
} from '@carzone/web-kit';
import { ROLE_WORDS } from '../../lib/staff-words.ts';
import { useT } from '../../locales/messages.ts';
import { StatusBadge } from './person-words.tsx';

export function PeopleList({ users }: { users: readonly AccountSummary[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack as="ul" aria-label={t('People')} gap="3" listStyleType="none">
      {users.map((user) => (
        <Card.Root as="li" key={user.email} size="sm">
          <Card.Body gap="1">
            <HStack gap="2" wrap="wrap">
              <Link asChild color="brand.fg" fontWeight="semibold" wordBreak="break-all">
                <RouterLink to={routes.adminPerson.getHref(user.email)}>{user.email}</RouterLink>
              </Link>
              <StatusBadge status={user.status} />
              {user.role && <Badge colorPalette="purple">{t(ROLE_WORDS[user.role])}</Badge>}
            </HStack>
            {user.name && <Text wordBreak="break-word">{user.name}</Text>}
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {user.verifiedPhone ?? t('No verified number')}
              {' · '}
              {t('First signed in {when}', {
                when: formatDhakaDateTimeIn(user.createdAt, language),
              })}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
