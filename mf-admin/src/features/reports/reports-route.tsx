// The reports (/admin/reports), exposed as `./reports-route`: what people reported, the open ones
// oldest first (`?status=resolved` for the handled ones, newest first), each with its target as it
// stands now; staff resolve an open one with a dialog, which closes every open report on the
// same target.
import type { QueuedReport, ReportStatus } from '@carzone/domain';
import { type LoaderFunctionArgs, routes, Stack, Text, useLoaderData } from '@carzone/web-kit';
import { useState } from 'react';
import { ConsolePage } from '../../components/console-page.tsx';
import { QueueSwitch } from '../../components/queue-switch.tsx';
import { fetchReports } from '../../lib/moderation-api.ts';
import { useT } from '../../locales/messages.ts';
import { ReportCard } from './report-card.tsx';
import { ResolveReportDialog } from './resolve-report-dialog.tsx';

export interface ReportsLoad {
  status: ReportStatus;
  reports: QueuedReport[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<ReportsLoad> {
  const asked = new URL(request.url).searchParams.get('status');
  const status: ReportStatus = asked === 'resolved' ? 'resolved' : 'open';
  return { status, reports: await fetchReports(status, request.signal) };
}

export function Component() {
  const { status, reports } = useLoaderData() as ReportsLoad;
  const t = useT();
  const [resolving, setResolving] = useState<QueuedReport | null>(null);
  const href = routes.adminReports.getHref();
  return (
    <ConsolePage
      title={t('Reports')}
      lead={t(
        'What people reported, the oldest first. Resolving one closes every open report on the same thing.',
      )}
    >
      <QueueSwitch
        label={t('Which reports')}
        choices={[
          { label: t('Open reports'), href, current: status === 'open' },
          {
            label: t('Resolved reports'),
            href: `${href}?status=resolved`,
            current: status === 'resolved',
          },
        ]}
      />
      {reports.length === 0 ? (
        <Text color="fg.muted">
          {status === 'open' ? t('No report is waiting.') : t('No report has been resolved yet.')}
        </Text>
      ) : (
        <Stack as="ul" aria-label={t('Reports')} gap="3" listStyleType="none">
          {reports.map((report) => (
            <ReportCard key={report._id} report={report} onResolve={() => setResolving(report)} />
          ))}
        </Stack>
      )}
      {resolving && <ResolveReportDialog report={resolving} onClose={() => setResolving(null)} />}
    </ConsolePage>
  );
}
