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
import { REVIEW_REMOVAL_REASONS } from './review-removal-reasons.ts';

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
      <Box as="section" aria-labelledby="review-removal" mt="10">
        <Heading as="h2" id="review-removal" size="md">
          {t('Why a review may be removed')}
        </Heading>
        <Text mt="2" color="fg.muted">
          {t(
            'Reviews are the words of the people who took the trip, and CarZone does not edit them. Staff remove a published review only for one of these reasons, and tell its author which:',
          )}
        </Text>
        <Box as="ul" mt="3" ps="6" listStyleType="disc" color="fg.muted">
          {Object.entries(REVIEW_REMOVAL_REASONS).map(([reason, words]) => (
            <Box as="li" key={reason} mt="1">
              {t(words)}
            </Box>
          ))}
        </Box>
      </Box>
      <Text textAlign="center" mt="8" color="fg.muted">
        {t('Still have a question?')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={routes.contact.getHref()}>{t('Contact us')}</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}
