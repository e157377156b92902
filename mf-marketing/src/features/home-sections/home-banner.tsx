import {
  Box,
  Button,
  Heading,
  Image,
  RouterLink,
  routes,
  SimpleGrid,
  Stack,
  Text,
} from '@carzone/web-kit';
import { useId } from 'react';
import { LuArrowRight } from 'react-icons/lu';
// Imported as a Vite asset so its URL follows the remote's base path wherever the shell runs it.
import bannerCarUrl from './assets/banner-car.svg';
import { useT } from '../../locales/messages.ts';

export function HomeBanner() {
  const t = useT();
  const titleId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderRadius="2xl"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.500"
      color="white"
    >
      <SimpleGrid
        columns={{ base: 1, md: 2 }}
        gap={{ base: 6, md: 10 }}
        alignItems="center"
        p={{ base: 6, md: 10, lg: 14 }}
      >
        <Stack
          gap={{ base: 4, md: 6 }}
          textAlign={{ base: 'center', md: 'start' }}
          align={{ base: 'center', md: 'flex-start' }}
        >
          <Heading
            as="h1"
            id={titleId}
            size={{ base: '3xl', md: '4xl', lg: '5xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
          >
            {t('Drive Your Dreams Today!')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" maxW="lg">
            {t(
              'Rent the right car for every journey across Bangladesh, from a day of meetings in Dhaka to a family trip to Cox’s Bazar. Trusted owners, clear prices, easy booking.',
            )}
          </Text>
          <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
            <RouterLink to={routes.availableCars.getHref()}>
              {t('View Available Cars')} <LuArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Stack>
        <Image
          src={bannerCarUrl}
          alt={t('A green rental car driving past a city skyline')}
          w="full"
          maxW={{ base: 'sm', md: 'full' }}
          mx="auto"
          borderRadius="xl"
          boxShadow="lg"
        />
      </SimpleGrid>
    </Box>
  );
}
