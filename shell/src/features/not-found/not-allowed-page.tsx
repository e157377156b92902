import { useT } from '../../locales/messages.ts';
import { StatusPage } from './status-page.tsx';

/** What a signed-in person sees on a page that belongs to someone else (an API 403). */
export function NotAllowedPage({ message }: { message?: string }) {
  const t = useT();
  return (
    <StatusPage
      title={t('Not Allowed')}
      heading={t('403 - not allowed')}
      text={message || t('This page belongs to someone else.')}
    />
  );
}
