import type { IconType } from 'react-icons';
import { LuBadgePercent, LuCrown } from 'react-icons/lu';
import type { MarketingText } from '../../locales/messages.ts';

export interface SpecialOffer {
  title: MarketingText;
  /** The deal in a few words, shown large. */
  highlight: MarketingText;
  text: MarketingText;
  cta: MarketingText;
  icon: IconType;
}

export const SPECIAL_OFFERS: readonly SpecialOffer[] = [
  {
    title: 'Weekend Saver',
    highlight: '15% off',
    text: 'Get 15% off rentals from Friday to Sunday. Perfect for a quick escape to Sylhet’s tea gardens or the beach at Cox’s Bazar.',
    cta: 'Book a Weekend Car',
    icon: LuBadgePercent,
  },
  {
    title: 'Luxury Holiday Deal',
    highlight: '$99/day',
    text: 'Travel in style this holiday: luxury cars at just $99/day for weddings, family trips and special occasions.',
    cta: 'Browse Luxury Cars',
    icon: LuCrown,
  },
];
