import { Stack } from '@carzone/web-kit';
import type { HomeSectionsProps } from '@carzone/federation/contracts';
import { CarRentalTips } from './car-rental-tips.tsx';
import { HomeBanner } from './home-banner.tsx';
import { HomeSearch } from './home-search.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { SpecialOffersSection } from './special-offers-section.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

/** Marketing's part of Home; the shell slots the catalog's Recent Listings in the middle. */
export default function HomeSections({ recentListings }: HomeSectionsProps) {
  return (
    <Stack gap={{ base: 12, md: 16 }}>
      <Stack gap="4">
        <HomeBanner />
        <HomeSearch />
      </Stack>
      <WhyChooseUs />
      {recentListings}
      <CarRentalTips />
      <HowItWorks />
      <SpecialOffersSection />
    </Stack>
  );
}
