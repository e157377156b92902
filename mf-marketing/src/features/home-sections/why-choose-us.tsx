import { Card, Heading, SimpleGrid, Text } from '@carzone/web-kit';
import { IconBadge } from '../../components/icon-badge.tsx';
import { HomeSection } from './home-section.tsx';
import { WHY_CHOOSE_US_REASONS } from './why-choose-us-reasons.ts';
import { useT } from '../../locales/messages.ts';

export function WhyChooseUs() {
  const t = useT();
  return (
    <HomeSection
      title={t('Why Choose Us?')}
      subtitle={t('Everything you need for a smooth rental, in one place.')}
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {WHY_CHOOSE_US_REASONS.map((reason) => (
          <Card.Root
            as="li"
            key={reason.title}
            variant="outline"
            size="md"
            h="full"
            textAlign="center"
            _hover={{ boxShadow: 'md' }}
            transition="box-shadow 0.2s"
          >
            <Card.Body alignItems="center" gap="3">
              <IconBadge icon={reason.icon} size="14" />
              <Heading as="h3" size="md">
                {t(reason.title)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(reason.text)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
