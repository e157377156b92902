import { Box, SimpleGrid, useDocumentTitle } from '@carzone/web-kit';
import { PageHeader } from '@carzone/ui';
import { ContactForm } from './contact-form.tsx';
import { ContactInfo } from './contact-info.tsx';
import { useT } from '../../locales/messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t('Contact'));
  return (
    <Box maxW="6xl" mx="auto" py={{ base: 4, md: 8 }}>
      <PageHeader
        title={t('Contact Us')}
        lead={t(
          'Questions about a booking, listing your car or anything else? We are happy to help.',
        )}
      />
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="8" alignItems="start">
        <Box gridColumn={{ lg: 'span 2' }} h="full">
          <ContactInfo />
        </Box>
        <Box gridColumn={{ lg: 'span 3' }}>
          <ContactForm />
        </Box>
      </SimpleGrid>
    </Box>
  );
}
