// The messages pages' frame: their heading, then the list of conversations beside what is open
// (a conversation, or the invitation to choose one). On a wide screen both columns show; on a
// phone one: the list on /messages, the open conversation alone (with its way back) on a thread.
import { Box, Flex, Heading, RouterLink, SimpleGrid, Stack, Text, routes } from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { useT } from '../locales/messages.ts';

export function MessagesLayout({
  list,
  children,
  threadOpen,
}: {
  /** The list of conversations. */
  list: ReactNode;
  /** The open conversation; none on /messages. */
  children?: ReactNode;
  threadOpen: boolean;
}) {
  const t = useT();
  return (
    <Stack gap="4" maxW="100%" minW="0">
      {threadOpen && (
        <Box hideFrom="lg">
          <RouterLink to={routes.messages.getHref()}>{t('All conversations')}</RouterLink>
        </Box>
      )}
      <Heading as="h1" size="2xl">
        {t('Messages')}
      </Heading>
      <SimpleGrid templateColumns={{ base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' }} gap="6">
        <Box as="nav" aria-label={t('Conversations')} hideBelow={threadOpen ? 'lg' : undefined}>
          {list}
        </Box>
        {threadOpen ? (
          <Box minW="0">{children}</Box>
        ) : (
          <Box hideBelow="lg">
            <Flex
              borderWidth="1px"
              borderRadius="l2"
              p="8"
              h="full"
              align="center"
              justify="center"
            >
              <Text color="fg.muted">{t('Choose a conversation.')}</Text>
            </Flex>
          </Box>
        )}
      </SimpleGrid>
    </Stack>
  );
}
