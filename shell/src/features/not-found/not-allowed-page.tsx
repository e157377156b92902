import {
  Button,
  Heading,
  RouterLink,
  routes,
  Stack,
  Text,
  useDocumentTitle,
} from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/** What a signed-in person sees on a page that belongs to someone else (an API 403). */
export function NotAllowedPage({ message }: { message?: string }) {
  const t = useT();
  useDocumentTitle(t('Not Allowed'));
  return (
    <Stack align="center" textAlign="center" py={{ base: 10, md: 16 }} gap="4">
      <Heading as="h1" size="2xl">
        {t('403 - not allowed')}
      </Heading>
      <Text color="fg.muted">{message || t('This page belongs to someone else.')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={routes.home.getHref()}>{t('Go Back Home')}</RouterLink>
      </Button>
    </Stack>
  );
}
