import { Heading, Stack, Text } from '@chakra-ui/react';

/** The h1 and lead paragraph every page of this remote opens with. */
export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <Stack as="header" gap="3" textAlign="center" maxW="3xl" mx="auto" mb={{ base: 8, md: 12 }}>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
        {lead}
      </Text>
    </Stack>
  );
}
