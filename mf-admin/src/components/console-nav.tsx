// The console's own sections, above each of its pages: the overview, the staff (admins only: the
// API refuses support there), the people, the reports, the reviews, the listings and the audit log.
import { HStack, Link, NavLink, routes, useSession } from '@carzone/web-kit';
import { useT, type AdminText } from '../locales/messages.ts';

interface Section {
  label: AdminText;
  href: string;
}

export function ConsoleNav() {
  const t = useT();
  const isAdmin = useSession((session) => session.user?.role === 'admin');
  const sections: Section[] = [
    { label: 'Overview', href: routes.admin.getHref() },
    ...(isAdmin ? [{ label: 'Staff' as const, href: routes.adminStaff.getHref() }] : []),
    { label: 'People', href: routes.adminPeople.getHref() },
    { label: 'Reports', href: routes.adminReports.getHref() },
    { label: 'Reviews', href: routes.adminReviews.getHref() },
    { label: 'Listings', href: routes.adminListings.getHref() },
    { label: 'Audit log', href: routes.adminAudit.getHref() },
  ];
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
