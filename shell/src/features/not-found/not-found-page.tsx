import {
  Button,
  Heading,
  Image,
  RouterLink,
  routes,
  Stack,
  Text,
  useDocumentTitle,
} from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/** The not-found page; `message` says what was not found when a page knows (a car, say). */
export function NotFoundPage({ message }: { message?: string }) {
  const t = useT();
  useDocumentTitle(t('Page Not Found'));
  return (
    <Stack align="center" textAlign="center" py={{ base: 10, md: 16 }} gap="4">
      <Image src="/images/not-found.svg" alt={t('A road that ends')} maxW="sm" w="full" />
      <Heading as="h1" size="2xl">
        {t('404 - page not found')}
      </Heading>
      <Text color="fg.muted">
        {message || t("Oop! The page you are looking for doesn't exist")}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={routes.home.getHref()}>{t('Go Back Home')}</RouterLink>
      </Button>
    </Stack>
  );
}
