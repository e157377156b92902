import { Box, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled section of Home; the h2 names the section for assistive technology. */
export function HomeSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Box textAlign="center" mb={{ base: 6, md: 8 }}>
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {subtitle && (
          <Text mt="2" color="fg.muted" maxW="2xl" mx="auto">
            {subtitle}
          </Text>
        )}
      </Box>
      {children}
    </Box>
  );
}
