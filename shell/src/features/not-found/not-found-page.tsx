import { Image } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';
import { StatusPage } from './status-page.tsx';

/** The not-found page; `message` says what was not found when a page knows (a car, say). */
export function NotFoundPage({ message }: { message?: string }) {
  const t = useT();
  return (
    <StatusPage
      title={t('Page Not Found')}
      heading={t('404 - page not found')}
      text={message || t("Oop! The page you are looking for doesn't exist")}
      picture={<Image src="/images/not-found.svg" alt={t('A road that ends')} maxW="sm" w="full" />}
    />
  );
}
