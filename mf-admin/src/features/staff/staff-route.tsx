// The staff (/admin/staff), exposed as `./staff-route`: everyone with a staff role, and for an
// admin the form that gives one and a way to remove each. The API answers this list to admins
// only (support is refused with 403, which the shell shows as not allowed).
import type { StaffMember } from '@carzone/domain';
import { type LoaderFunctionArgs, useLoaderData } from '@carzone/web-kit';
import { ConsolePage } from '../../components/console-page.tsx';
import { fetchStaff } from '../../lib/admin-api.ts';
import { useT } from '../../locales/messages.ts';
import { GrantRoleForm } from './grant-role-form.tsx';
import { StaffList } from './staff-list.tsx';

export interface StaffLoad {
  staff: StaffMember[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<StaffLoad> {
  return { staff: await fetchStaff(request.signal) };
}

export function Component() {
  const { staff } = useLoaderData() as StaffLoad;
  const t = useT();
  return (
    <ConsolePage
      title={t('Staff')}
      lead={t(
        'Who may use the console. Admins give and remove roles; support reads and helps; finance looks after payments and refunds.',
      )}
    >
      <GrantRoleForm />
      <StaffList staff={staff} />
    </ConsolePage>
  );
}
