import { Box, Heading, Link, RouterLink, Separator, Stack, Text } from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { useT } from '../../locales/messages.ts';

export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box
      maxW="md"
      mx="auto"
      my={{ base: 6, md: 12 }}
      p={{ base: 6, md: 8 }}
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="sm"
      bg="bg"
    >
      <Heading as="h1" size="xl" textAlign="center" mb="6">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
      {footer && (
        <>
          <Separator my="6" />
          <Text textAlign="center" fontSize="sm">
            {footer}
          </Text>
        </>
      )}
    </Box>
  );
}

export function OrDivider() {
  const t = useT();
  return (
    <Stack direction="row" align="center" gap="3">
      <Separator flex="1" />
      <Text fontSize="sm" color="fg.muted">
        {t('or')}
      </Text>
      <Separator flex="1" />
    </Stack>
  );
}

/** A card's footer that sends the visitor to the other identity page, sign in or sign up. */
export function OtherAuthPage({
  question,
  label,
  href,
}: {
  question: string;
  label: string;
  href: string;
}) {
  return (
    <>
      {question}{' '}
      <Link asChild colorPalette="brand" fontWeight="semibold">
        <RouterLink to={href}>{label}</RouterLink>
      </Link>
    </>
  );
}
