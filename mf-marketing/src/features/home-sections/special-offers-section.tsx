import {
  Box,
  Button,
  Heading,
  HStack,
  Icon,
  RouterLink,
  routes,
  SimpleGrid,
  Stack,
  Text,
} from '@carzone/web-kit';
import { HomeSection } from './home-section.tsx';
import { SPECIAL_OFFERS } from './special-offers.ts';
import { useT } from '../../locales/messages.ts';

export function SpecialOffersSection() {
  const t = useT();
  return (
    <HomeSection
      title={t('Special Offers')}
      subtitle={t('Save on your next trip with our current deals.')}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {SPECIAL_OFFERS.map((offer, index) => (
          <Box
            as="article"
            key={offer.title}
            borderRadius="xl"
            p={{ base: 6, md: 8 }}
            color="white"
            bgGradient="to-br"
            gradientFrom={index % 2 === 0 ? 'brand.600' : 'gray.800'}
            gradientTo={index % 2 === 0 ? 'brand.500' : 'gray.700'}
          >
            <Stack gap="4" h="full" align="flex-start">
              <HStack gap="3">
                <Icon as={offer.icon} boxSize="7" aria-hidden="true" />
                <Heading as="h3" size="xl">
                  {t(offer.title)}
                </Heading>
              </HStack>
              <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
                {t(offer.highlight)}
              </Text>
              <Text color="whiteAlpha.900" flex="1">
                {t(offer.text)}
              </Text>
              <Button asChild bg="white" color="gray.900" _hover={{ bg: 'gray.100' }}>
                <RouterLink to={routes.availableCars.getHref()}>{t(offer.cta)}</RouterLink>
              </Button>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
