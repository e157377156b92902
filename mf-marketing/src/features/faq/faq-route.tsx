import {
  Box,
  Heading,
  Link,
  loadInteractive,
  RouterLink,
  routes,
  Text,
  useDocumentTitle,
  useInteractive,
} from '@carzone/web-kit';
import { PageHeader } from '@carzone/ui';
import { useT } from '../../locales/messages.ts';
import { FAQ_ENTRIES } from './faq-entries.ts';

/** The accordion's code loads with the page's, so the questions show at once. */
export async function loader() {
  await loadInteractive();
  return null;
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('FAQ'));
  const { Accordion } = useInteractive();
  return (
    <Box maxW="3xl" mx="auto" py={{ base: 4, md: 8 }}>
      <PageHeader
        title={t('Frequently Asked Questions')}
        lead={t('Quick answers about renting a car with CarZone.')}
      />
      <Accordion.Root collapsible variant="enclosed" size="lg">
        {FAQ_ENTRIES.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            {/* Each question is a heading, so screen-reader users can jump between them. */}
            <Heading as="h2" size="md">
              <Accordion.ItemTrigger cursor="pointer" fontWeight="semibold">
                <Box as="span" flex="1" textAlign="start">
                  {t(entry.question)}
                </Box>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{t(entry.answer)}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <Text textAlign="center" mt="8" color="fg.muted">
        {t('Still have a question?')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={routes.contact.getHref()}>{t('Contact us')}</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}
