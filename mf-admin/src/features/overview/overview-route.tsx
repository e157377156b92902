// The console's overview (/admin), exposed as `./overview-route`: what the console has so far and
// how much is in each part the person's role reaches (the API refuses the rest, so nothing else
// is asked for): for support, the open reports and since when the oldest waits, the cars waiting
// for review and the audit log's latest action; for finance, the payments held for review and the
// refunds to follow; for an admin, all of them and the people with a staff role. Each is a link to
// its page. The shell serves it to staff only.
import {
  formatDhakaDateTimeIn,
  formatNumberIn,
  roleCovers,
  type AuditEntry,
  type PaymentsQueue,
} from '@carzone/domain';
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
import { fetchPaymentsQueue } from '../../lib/payments-api.ts';
import { useT } from '../../locales/messages.ts';

/** What support reads: the trust queues and the audit log. */
export interface TrustOverview {
  latest: AuditEntry | null;
  /** How many reports are open (at most a queue's page), and since when the oldest waits (ISO). */
  openReports: number;
  oldestReportAt: string | null;
  /** How many cars wait for review (at most a queue's page). */
  waitingCars: number;
}

export interface OverviewLoad {
  /** How many hold a staff role; null but for an admin, who alone may read the staff. */
  staffCount: number | null;
  /** Null for finance, who may not read them. */
  trust: TrustOverview | null;
  /** How many payments are held and refunds to follow; null for support, who may not read them. */
  payments: { held: number; refunds: number } | null;
}

async function fetchTrust(signal: AbortSignal): Promise<TrustOverview> {
  const [[latest], reports, cars] = await Promise.all([
    fetchAudit({ limit: 1 }, signal),
    fetchReports('open', signal),
    fetchListingQueue('pendingReview', signal),
  ]);
  return {
    latest: latest ?? null,
    openReports: reports.length,
    // Open reports come oldest first.
    oldestReportAt: reports[0]?.createdAt ?? null,
    waitingCars: cars.length,
  };
}

const countsOf = ({ held, refunds }: PaymentsQueue) => ({
  held: held.length,
  refunds: refunds.length,
});

export async function loader({ request }: LoaderFunctionArgs): Promise<OverviewLoad> {
  const role = sessionStore.getState().user?.role ?? null;
  const [staff, trust, payments] = await Promise.all([
    roleCovers(role, 'admin') ? fetchStaff(request.signal) : null,
    roleCovers(role, 'support') ? fetchTrust(request.signal) : null,
    roleCovers(role, 'finance') ? fetchPaymentsQueue(request.signal).then(countsOf) : null,
  ]);
  return { staffCount: staff ? staff.length : null, trust, payments };
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
  const { staffCount, trust, payments } = useLoaderData() as OverviewLoad;
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
        {trust && (
          <>
            <Part title={t('Reports')} href={routes.adminReports.getHref()}>
              <Text>{t('Open reports: {count}', { count: countOf(trust.openReports) })}</Text>
              {trust.oldestReportAt && (
                <Text fontSize="sm" color="fg.muted">
                  {t('The oldest waits since {when}', {
                    when: formatDhakaDateTimeIn(trust.oldestReportAt, language),
                  })}
                </Text>
              )}
            </Part>
            <Part title={t('Listings')} href={routes.adminListings.getHref()}>
              <Text>
                {t('Cars waiting for review: {count}', { count: countOf(trust.waitingCars) })}
              </Text>
            </Part>
          </>
        )}
        {payments && (
          <Part title={t('Payments')} href={routes.adminPayments.getHref()}>
            <Text>
              {t('Held for review: {count}', {
                count: formatNumberIn(payments.held, language),
              })}
            </Text>
            <Text>
              {t('Refunds to follow: {count}', {
                count: formatNumberIn(payments.refunds, language),
              })}
            </Text>
          </Part>
        )}
        {staffCount !== null && (
          <Part title={t('Staff')} href={routes.adminStaff.getHref()}>
            <Text>
              {t('People with a staff role: {count}', {
                count: formatNumberIn(staffCount, language),
              })}
            </Text>
          </Part>
        )}
        {trust && (
          <Part title={t('Audit log')} href={routes.adminAudit.getHref()}>
            <Text>
              {trust.latest
                ? t('Latest action: {when}', {
                    when: formatDhakaDateTimeIn(trust.latest.at, language),
                  })
                : t('No action recorded yet.')}
            </Text>
          </Part>
        )}
      </SimpleGrid>
    </ConsolePage>
  );
}
