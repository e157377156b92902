import {
  Button,
  Heading,
  RouterLink,
  routes,
  Stack,
  Text,
  useDocumentTitle,
} from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { useT } from '../../locales/messages.ts';

/** A page that says why nothing else shows here (not found, not allowed), and the way home. */
export function StatusPage({
  title,
  heading,
  text,
  picture,
}: {
  /** The document's title. */
  title: string;
  heading: string;
  text: string;
  picture?: ReactNode;
}) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <Stack align="center" textAlign="center" py={{ base: 10, md: 16 }} gap="4">
      {picture}
      <Heading as="h1" size="2xl">
        {heading}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={routes.home.getHref()}>{t('Go Back Home')}</RouterLink>
      </Button>
    </Stack>
  );
}
