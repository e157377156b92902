// The console's own sections, above each of its pages, as far as the person's role reaches (the
// API refuses the rest): the overview for every role; the staff for admins; the people, the
// reports, the reviews, the listings and the audit log for support; the payments for finance.
// Admin covers every role.
import { roleCovers, type StaffRole } from '@carzone/domain';
import { HStack, Link, NavLink, routes, useSession } from '@carzone/web-kit';
import { useT, type AdminText } from '../locales/messages.ts';

interface Section {
  label: AdminText;
  href: string;
  /** The role the section needs; none: every member of staff. */
  needs?: StaffRole;
}

const SECTIONS: readonly Section[] = [
  { label: 'Overview', href: routes.admin.getHref() },
  { label: 'Staff', href: routes.adminStaff.getHref(), needs: 'admin' },
  { label: 'People', href: routes.adminPeople.getHref(), needs: 'support' },
  { label: 'Reports', href: routes.adminReports.getHref(), needs: 'support' },
  { label: 'Reviews', href: routes.adminReviews.getHref(), needs: 'support' },
  { label: 'Listings', href: routes.adminListings.getHref(), needs: 'support' },
  { label: 'Payments', href: routes.adminPayments.getHref(), needs: 'finance' },
  { label: 'Audit log', href: routes.adminAudit.getHref(), needs: 'support' },
];

export function ConsoleNav() {
  const t = useT();
  const role = useSession((session) => session.user?.role ?? null);
  const sections = SECTIONS.filter((section) => !section.needs || roleCovers(role, section.needs));
  return (
    <HStack as="nav" aria-label={t('Console sections')} gap="4" wrap="wrap">
      {sections.map((section) => (
        <Link
          key={section.href}
          asChild
          fontWeight="medium"
          color="fg.muted"
          _currentPage={{ color: 'brand.fg', textDecoration: 'underline' }}
        >
          <NavLink to={section.href} end>
            {t(section.label)}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
