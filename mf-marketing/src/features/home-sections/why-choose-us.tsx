import { Card, Heading, SimpleGrid, Text } from '@carzone/web-kit';
import { IconBadge } from '../../components/icon-badge.tsx';
import { HomeSection } from './home-section.tsx';
import { WHY_CHOOSE_US_REASONS } from './why-choose-us-reasons.ts';

export function WhyChooseUs() {
  return (
    <HomeSection
      title="Why Choose Us?"
      subtitle="Everything you need for a smooth rental, in one place."
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
                {reason.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {reason.text}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
