import { formatNumberIn } from '@carzone/domain';
import { Circle, Heading, SimpleGrid, Stack, Text, useLanguage } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';
import { HomeSection } from './home-section.tsx';
import { HOW_IT_WORKS_STEPS } from './how-it-works-steps.ts';

export function HowItWorks() {
  const t = useT();
  const language = useLanguage();
  return (
    <HomeSection title={t('How It Works')} subtitle={t('On the road in three simple steps.')}>
      <SimpleGrid
        as="ol"
        listStyleType="none"
        columns={{ base: 1, md: 3 }}
        gap={{ base: 8, md: 6 }}
      >
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <Stack as="li" key={step.title} align="center" textAlign="center" gap="3" px="4">
            {/* The number is drawn for the eye; screen readers get it from the ordered list. */}
            <Circle
              size="14"
              bg="brand.solid"
              color="brand.contrast"
              fontSize="xl"
              fontWeight="bold"
              aria-hidden="true"
            >
              {formatNumberIn(index + 1, language)}
            </Circle>
            <Heading as="h3" size="md">
              {t(step.title)}
            </Heading>
            <Text color="fg.muted" maxW="xs">
              {t(step.text)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
