import {
  Button,
  Heading,
  RouterLink,
  routes,
  Stack,
  Text,
  useDocumentTitle,
  useLocation,
  useSuspension,
} from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { useT } from '../locales/messages.ts';

/**
 * What a suspended person sees in place of any page: that their account is suspended, why (the
 * API's words, with staff's reason), and how to write to support (the contact form).
 */
export function SuspendedPage({ message }: { message: string }) {
  const t = useT();
  useDocumentTitle(t('Account suspended'));
  return (
    <Stack align="center" textAlign="center" py={{ base: 10, md: 16 }} gap="4" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('Your account is suspended')}
      </Heading>
      <Text>{message}</Text>
      <Text color="fg.muted">
        {t('Anything you would like us to know? Write to CarZone support.')}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={routes.contact.getHref()}>{t('Write to support')}</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * The page it wraps, or the suspended page once the API has said the account is suspended; the
 * contact form stays, for the person to write to support.
 */
export function UnlessSuspended({ children }: { children: ReactNode }) {
  const message = useSuspension();
  const { pathname } = useLocation();
  return message === null || pathname === routes.contact.path ? (
    children
  ) : (
    <SuspendedPage message={message} />
  );
}
