// What the audit log's address says: its filters and its page, read by the loader, written by the
// filter form and the page links.
import type { AuditFilters } from '../../lib/admin-api.ts';

/** Entries a page shows; one more is asked for, to know whether older ones remain. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters an address may name, as the API takes them. */
export const FILTER_PARAMS = ['actor', 'targetType', 'targetId'] as const;

/** The API's longest filter (longer ones are refused, so the fields stop there). */
export const FILTER_MAX_LENGTH = 320;

/** The filters and the page an address names. */
export function auditQueryOf(search: URLSearchParams): AuditFilters & { offset: number } {
  const filters: AuditFilters = {};
  for (const name of FILTER_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value.slice(0, FILTER_MAX_LENGTH);
  }
  const offset = Math.max(0, Math.floor(Number(search.get('offset')) || 0));
  return { ...filters, offset };
}

/** The same filters at another page (offset 0: the newest). */
export function auditPageSearch(search: URLSearchParams, offset: number): string {
  const next = new URLSearchParams(search);
  if (offset > 0) next.set('offset', String(offset));
  else next.delete('offset');
  const text = next.toString();
  return text ? `?${text}` : '';
}
