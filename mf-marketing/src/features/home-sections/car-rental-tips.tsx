import { SimpleGrid } from '@carzone/web-kit';
import { HomeSection } from './home-section.tsx';
import { RentalTipCard } from './rental-tip-card.tsx';
import { RENTAL_TIPS } from './rental-tips.ts';

export function CarRentalTips() {
  return (
    <HomeSection title="Car Rental Tips" subtitle="A few habits that make every rental easier.">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="start">
        {RENTAL_TIPS.map((tip) => (
          <RentalTipCard key={tip.title} tip={tip} />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
