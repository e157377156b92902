import { Heading, Stack, Text } from '@carzone/web-kit';

/**
 * The h1 and lead paragraph a page opens with: centred on information pages, aligned to the
 * start above lists and tables.
 */
export function PageHeader({
  title,
  lead,
  align = 'center',
}: {
  title: string;
  lead: string;
  align?: 'center' | 'start';
}) {
  const centred = align === 'center';
  return (
    <Stack
      as="header"
      gap={centred ? 3 : 2}
      textAlign={align}
      maxW={centred ? '3xl' : undefined}
      mx={centred ? 'auto' : undefined}
      mb={centred ? { base: 8, md: 12 } : undefined}
    >
      <Heading
        as="h1"
        size={centred ? { base: '2xl', md: '4xl' } : { base: '2xl', md: '3xl' }}
        letterSpacing="tight"
      >
        {title}
      </Heading>
      <Text fontSize={centred ? { base: 'md', md: 'lg' } : undefined} color="fg.muted">
        {lead}
      </Text>
    </Stack>
  );
}

/** The h2 and optional lead a section of a page opens with, centred. */
export function SectionHeader({
  title,
  lead,
  id,
}: {
  title: string;
  lead?: string;
  /** For the section's aria-labelledby. */
  id?: string;
}) {
  return (
    <Stack as="header" gap="2" textAlign="center" mb={{ base: 6, md: 8 }}>
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" maxW="2xl" mx="auto">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
