// The audit log (/admin/audit), exposed as `./audit-route`: every staff action, newest first, a
// page at a time, filtered by who acted or what it was done to (the address keeps the filters,
// so a filtered log can be shared and reloaded). Support and admins read it.
import type { AuditEntry } from '@carzone/domain';
import { type LoaderFunctionArgs, useLoaderData } from '@carzone/web-kit';
import { ConsolePage } from '../../components/console-page.tsx';
import { fetchAudit } from '../../lib/admin-api.ts';
import { useT } from '../../locales/messages.ts';
import { AUDIT_PAGE_SIZE, auditQueryOf } from './audit-address.ts';
import { AuditEntries } from './audit-entries.tsx';
import { AuditFilterForm } from './audit-filter-form.tsx';

export interface AuditLoad {
  entries: AuditEntry[];
  /** How many newer entries come before this page. */
  offset: number;
  /** Whether older entries remain after this page. */
  older: boolean;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<AuditLoad> {
  const query = auditQueryOf(new URL(request.url).searchParams);
  const entries = await fetchAudit({ ...query, limit: AUDIT_PAGE_SIZE + 1 }, request.signal);
  return {
    entries: entries.slice(0, AUDIT_PAGE_SIZE),
    offset: query.offset,
    older: entries.length > AUDIT_PAGE_SIZE,
  };
}

export function Component() {
  const load = useLoaderData() as AuditLoad;
  const t = useT();
  return (
    <ConsolePage
      title={t('Audit log')}
      lead={t('Every staff action, newest first. Nothing here is ever changed or deleted.')}
    >
      <AuditFilterForm />
      <AuditEntries {...load} />
    </ConsolePage>
  );
}
