import { HtmlOnly, HydrateOnNeed, Stack } from '@carzone/web-kit';
import type { HomeSectionsProps } from '@carzone/federation/contracts';
import { CarRentalTips } from './car-rental-tips.tsx';
import { HomeBanner } from './home-banner.tsx';
import { HomeSearch } from './home-search.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { SpecialOffersSection } from './special-offers-section.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

/**
 * Marketing's part of Home; the shell slots the catalog's Recent Listings in the middle. What has
 * nothing to click but links stays the server's HTML while React takes a first screen over; the
 * search hydrates at once, the tips (their buttons) when they near the screen.
 */
export default function HomeSections({ recentListings }: HomeSectionsProps) {
  return (
    <Stack gap={{ base: 12, md: 16 }}>
      <Stack gap="4">
        <HtmlOnly name="home-banner">
          <HomeBanner />
        </HtmlOnly>
        <HomeSearch />
      </Stack>
      <HtmlOnly name="home-why-choose-us">
        <WhyChooseUs />
      </HtmlOnly>
      {recentListings}
      <HydrateOnNeed name="home-rental-tips">
        <CarRentalTips />
      </HydrateOnNeed>
      <HtmlOnly name="home-how-it-works">
        <HowItWorks />
      </HtmlOnly>
      <HtmlOnly name="home-special-offers">
        <SpecialOffersSection />
      </HtmlOnly>
    </Stack>
  );
}
