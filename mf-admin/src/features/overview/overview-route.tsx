// The console's overview (/admin), exposed as `./overview-route`: what the console has so far and
// how much is in each part (the open reports and since when the oldest waits, the cars waiting
// for review, the people with a staff role for an admin, the audit log's latest action), each a
// link to its page. The shell serves it to staff only.
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
import { fetchListingQueue, fetchReports, QUEUE_PAGE } from '../../lib/moderation-api.ts';
import { useT } from '../../locales/messages.ts';

export interface OverviewLoad {
  /** How many hold a staff role; null for support, who may not read the staff. */
  staffCount: number | null;
  latest: AuditEntry | null;
  /** How many reports are open (at most a queue's page), and since when the oldest waits (ISO). */
  openReports: number;
  oldestReportAt: string | null;
  /** How many cars wait for review (at most a queue's page). */
  waitingCars: number;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<OverviewLoad> {
  const isAdmin = sessionStore.getState().user?.role === 'admin';
  const [staff, [latest], reports, cars] = await Promise.all([
    isAdmin ? fetchStaff(request.signal) : null,
    fetchAudit({ limit: 1 }, request.signal),
    fetchReports('open', request.signal),
    fetchListingQueue('pendingReview', request.signal),
  ]);
  return {
    staffCount: staff ? staff.length : null,
    latest: latest ?? null,
    openReports: reports.length,
    // Open reports come oldest first.
    oldestReportAt: reports[0]?.createdAt ?? null,
    waitingCars: cars.length,
  };
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
  const { staffCount, latest, openReports, oldestReportAt, waitingCars } =
    useLoaderData() as OverviewLoad;
  const t = useT();
  const language = useLanguage();
  /** A queue's count; a full page means there may be more. */
  const countOf = (count: number) =>
    count >= QUEUE_PAGE
      ? t('{count} or more', { count: formatNumberIn(count, language) })
      : formatNumberIn(count, language);
  return (
    <ConsolePage title={t('Console')} lead={t('What the staff run CarZone with.')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Part title={t('Reports')} href={routes.adminReports.getHref()}>
          <Text>{t('Open reports: {count}', { count: countOf(openReports) })}</Text>
          {oldestReportAt && (
            <Text fontSize="sm" color="fg.muted">
              {t('The oldest waits since {when}', {
                when: formatDhakaDateTimeIn(oldestReportAt, language),
              })}
            </Text>
          )}
        </Part>
        <Part title={t('Listings')} href={routes.adminListings.getHref()}>
          <Text>{t('Cars waiting for review: {count}', { count: countOf(waitingCars) })}</Text>
        </Part>
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
