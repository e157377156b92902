// One page of the audit log, newest first: what was done, when, by whom (with the role they acted
// with), to what, why, and the request that did it (the key to its log lines); links to the newer
// and older pages under the same filters.
import { formatDhakaDateTimeIn, type AuditEntry } from '@carzone/domain';
import {
  Card,
  DataList,
  HStack,
  Link,
  RouterLink,
  Stack,
  Text,
  useLanguage,
  useSearchParams,
} from '@carzone/web-kit';
import { DataRow } from '@carzone/ui';
import { actionWords, ROLE_WORDS } from '../../lib/staff-words.ts';
import { useT } from '../../locales/messages.ts';
import { AUDIT_PAGE_SIZE, auditPageSearch } from './audit-address.ts';
import type { AuditLoad } from './audit-route.tsx';

function Entry({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const language = useLanguage();
  const words = actionWords(entry.action);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Text fontWeight="semibold">{words ? t(words) : entry.action}</Text>
          <Text as="span" fontSize="sm" color="fg.muted">
            {formatDhakaDateTimeIn(entry.at, language)}
          </Text>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          <DataRow label={t('By')}>
            <Text as="span" wordBreak="break-all">
              {entry.actorRole
                ? t('{actor} ({role})', {
                    actor: entry.actor,
                    role: t(ROLE_WORDS[entry.actorRole]),
                  })
                : entry.actor}
            </Text>
          </DataRow>
          <DataRow label={t('On')}>
            <Text as="span" wordBreak="break-all">
              {entry.targetType}: {entry.targetId}
            </Text>
          </DataRow>
          {entry.reason && <DataRow label={t('Why')}>{entry.reason}</DataRow>}
          {entry.requestId && (
            <DataRow label={t('Request')}>
              <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {entry.requestId}
              </Text>
            </DataRow>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

export function AuditEntries({ entries, offset, older }: AuditLoad) {
  const t = useT();
  const [search] = useSearchParams();
  if (entries.length === 0) return <Text color="fg.muted">{t('No entries match.')}</Text>;
  return (
    <Stack gap="4">
      <Stack as="ol" aria-label={t('Audit log')} gap="3" listStyleType="none">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </Stack>
      <HStack as="nav" aria-label={t('Pages of the audit log')} gap="4" wrap="wrap">
        {offset > 0 && (
          <Link asChild color="brand.fg">
            <RouterLink to={auditPageSearch(search, Math.max(0, offset - AUDIT_PAGE_SIZE)) || '.'}>
              {t('Newer entries')}
            </RouterLink>
          </Link>
        )}
        {older && (
          <Link asChild color="brand.fg">
            <RouterLink to={auditPageSearch(search, offset + AUDIT_PAGE_SIZE)}>
              {t('Older entries')}
            </RouterLink>
          </Link>
        )}
      </HStack>
    </Stack>
  );
}
