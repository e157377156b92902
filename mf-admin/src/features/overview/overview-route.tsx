// The console's overview (/admin), exposed as `./overview-route`: what the console has so far and
// how much is in each part (the people with a staff role, for an admin; the audit log's latest
// action), each a link to its page. The shell serves it to staff only.
import { formatDhakaDateTimeIn, formatNumberIn, type AuditEntry } from '@carzone/domain';
import {
  Card,
  Link,
  type LoaderFunctionArgs,
  RouterLink,
  routes,
  sessionStore,
  SimpleGrid,
  Text,
  useLanguage,
  useLoaderData,
} from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { ConsolePage } from '../../components/console-page.tsx';
import { fetchAudit, fetchStaff } from '../../lib/admin-api.ts';
import { useT } from '../../locales/messages.ts';

export interface OverviewLoad {
  /** How many hold a staff role; null for support, who may not read the staff. */
  staffCount: number | null;
  latest: AuditEntry | null;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<OverviewLoad> {
  const isAdmin = sessionStore.getState().user?.role === 'admin';
  const [staff, [latest]] = await Promise.all([
    isAdmin ? fetchStaff(request.signal) : null,
    fetchAudit({ limit: 1 }, request.signal),
  ]);
  return { staffCount: staff ? staff.length : null, latest: latest ?? null };
}

function Part({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  return (
    <Card.Root as="section" size="sm">
      <Card.Body gap="2">
        <Card.Title as="h2">
          <Link asChild color="brand.fg">
            <RouterLink to={href}>{title}</RouterLink>
          </Link>
        </Card.Title>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function Component() {
  const { staffCount, latest } = useLoaderData() as OverviewLoad;
  const t = useT();
  const language = useLanguage();
  return (
    <ConsolePage title={t('Console')} lead={t('What the staff run CarZone with.')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {staffCount !== null && (
          <Part title={t('Staff')} href={routes.adminStaff.getHref()}>
            <Text>
              {t('People with a staff role: {count}', {
                count: formatNumberIn(staffCount, language),
              })}
            </Text>
          </Part>
        )}
        <Part title={t('Audit log')} href={routes.adminAudit.getHref()}>
          <Text>
            {latest
              ? t('Latest action: {when}', { when: formatDhakaDateTimeIn(latest.at, language) })
              : t('No action recorded yet.')}
          </Text>
        </Part>
      </SimpleGrid>
    </ConsolePage>
  );
}
