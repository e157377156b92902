// "Report message" under each of the other side's messages: the report dialog, its reasons for a
// message (REPORT_REASONS), sent to staff with the message's id.
import { Button } from '@carzone/web-kit';
import { lazy, Suspense, useState } from 'react';
import { reportMessage } from '../../lib/messages-api.ts';
import { useT } from '../../locales/messages.ts';

// The dialog's code comes when someone first opens it: a conversation's visit does not bring it.
const ReportDialog = lazy(() =>
  import('@carzone/ui/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

export function ReportMessageButton({
  messageId,
  otherName,
}: {
  messageId: string;
  /** Who wrote it: the conversation's other side. */
  otherName: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Its name begins with the words it shows, so voice control finds it by them.
  const name = t('Report message from {name}', { name: otherName });
  return (
    <>
      <Button
        variant="ghost"
        size="2xs"
        color="fg.muted"
        aria-label={name}
        onClick={() => setOpen(true)}
      >
        {t('Report message')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType="message"
            targetId={messageId}
            title={name}
            send={reportMessage}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
