// The console's calls to the API (`/api/admin/…`). Every one answers 401 without a session and
// 403 `admin.staffOnly` without the role; the shell's route turns those into pages.
import type { AuditEntry, StaffMember, StaffRole } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/** Everyone with a staff role, by e-mail (admins only). */
export async function fetchStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { staff } = await apiRequest('/admin/staff', { signal });
  return staff;
}

/** Gives `email` a role, changes it, or (null) removes it; the API refuses removing the last admin. */
export const setStaffRole = (email: string, role: StaffRole | null) =>
  apiRequest('/admin/staff/{email}', { method: 'PUT', params: { email }, body: { role } });

/** Which entries of the audit log to read: by whom, or on what, and which page of them. */
export interface AuditFilters {
  actor?: string;
  targetType?: string;
  targetId?: string;
  limit?: number;
  /** How many newer entries to skip. */
  offset?: number;
}

/** A page of the audit log, newest first (support and admins). */
export async function fetchAudit(
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  const { entries } = await apiRequest('/admin/audit', { query: filters, signal });
  return entries;
}
