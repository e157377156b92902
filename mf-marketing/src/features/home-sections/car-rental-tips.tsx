import { SimpleGrid } from '@carzone/web-kit';
import { HomeSection } from './home-section.tsx';
import { RentalTipCard } from './rental-tip-card.tsx';
import { RENTAL_TIPS } from './rental-tips.ts';
import { useT } from '../../locales/messages.ts';

export function CarRentalTips() {
  const t = useT();
  return (
    <HomeSection
      title={t('Car Rental Tips')}
      subtitle={t('A few habits that make every rental easier.')}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="start">
        {RENTAL_TIPS.map((tip) => (
          <RentalTipCard key={tip.title} tip={tip} />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
