import type { ReportTargetType } from '@carzone/domain';
import { Button, Link, RouterLink, routes, useLocation, useSession } from '@carzone/web-kit';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../locales/messages.ts';
import { reportToStaff } from './report-api.ts';

// The dialog's code (the action dialog's frame, the reasons) comes when someone opens it: a car's
// page does not bring it, nor do Home and Available Cars, which never show this button. No icon:
// the icons a remote uses share one chunk, which Home's and Available Cars' first visits load.
const ReportDialog = lazy(() =>
  import('@carzone/ui/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/**
 * "Report" for a car or a review on the car's page: a signed-in person opens the dialog (never on
 * their own car or review: `ownEmail` is the author's or owner's when the page knows it); anyone
 * signed out is offered to sign in and come back.
 */
export function ReportButton({
  targetType,
  targetId,
  label,
  ownerEmail,
}: {
  targetType: Exclude<ReportTargetType, 'user'>;
  targetId: string;
  /** What the button says to a screen reader: "Report this car", "Report Rahim's review". */
  label: string;
  ownerEmail?: string;
}) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (session.status === 'loading') return null;
  if (session.status === 'signedOut') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
        <RouterLink to={routes.signIn.getHref(here)}>{t('Sign in to report')}</RouterLink>
      </Link>
    );
  }
  if (ownerEmail && ownerEmail.trim().toLowerCase() === session.user.email.toLowerCase())
    return null;
  return (
    <>
      <Button
        variant="ghost"
        size="xs"
        color="fg.muted"
        alignSelf="start"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {t('Report')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            title={label}
            send={reportToStaff}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
