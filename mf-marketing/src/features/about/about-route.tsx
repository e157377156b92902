import {
  Box,
  Button,
  Card,
  Heading,
  RouterLink,
  routes,
  SimpleGrid,
  Stack,
  Text,
  useDocumentTitle,
} from '@carzone/web-kit';
import { PageHeader } from '@carzone/ui';
import { IconBadge } from '../../components/icon-badge.tsx';
import { useT } from '../../locales/messages.ts';
import { ABOUT_HIGHLIGHTS } from './about-highlights.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t('About'));
  return (
    <Box maxW="6xl" mx="auto" py={{ base: 4, md: 8 }}>
      <PageHeader
        title={t('About CarZone')}
        lead={t(
          'CarZone is Bangladesh’s car rental marketplace. We connect people who need a car with owners who have one, so that renting is simple, fair and safe, whether you need a car for an afternoon in Dhaka or a week on the road.',
        )}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {ABOUT_HIGHLIGHTS.map((highlight) => (
          <Card.Root as="section" key={highlight.title} variant="outline" h="full">
            <Card.Body
              flexDirection={{ base: 'column', sm: 'row' }}
              gap="4"
              alignItems="flex-start"
            >
              <IconBadge icon={highlight.icon} />
              <Stack gap="2">
                <Heading as="h2" size="lg">
                  {t(highlight.title)}
                </Heading>
                <Text color="fg.muted">{t(highlight.text)}</Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Stack
        align="center"
        textAlign="center"
        gap="4"
        mt={{ base: 10, md: 14 }}
        p={{ base: 6, md: 10 }}
        borderRadius="2xl"
        bg="brand.subtle"
      >
        <Heading as="h2" size="xl">
          {t('Ready for your next trip?')}
        </Heading>
        <Text color="fg.muted" maxW="xl">
          {t(
            'Browse the cars available near you, or tell us what you are looking for and we will help you find it.',
          )}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand">
            <RouterLink to={routes.availableCars.getHref()}>{t('View Available Cars')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={routes.contact.getHref()}>{t('Contact Us')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
