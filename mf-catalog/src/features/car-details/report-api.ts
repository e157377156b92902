// Reporting a car or a review to CarZone's staff, from its details page (the shared dialog,
// `@carzone/ui/report-dialog`, is given this call).
import type { ReportCreated, ReportInput } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

export const reportToStaff = (input: ReportInput): Promise<ReportCreated> =>
  apiRequest('/reports', { method: 'POST', body: input });
