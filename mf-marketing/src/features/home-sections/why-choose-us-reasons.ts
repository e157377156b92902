import type { IconType } from 'react-icons';
import { LuCalendarCheck, LuCarFront, LuHeadset, LuWallet } from 'react-icons/lu';
import type { MarketingText } from '../../locales/messages.ts';

export interface Reason {
  title: MarketingText;
  text: MarketingText;
  icon: IconType;
}

export const WHY_CHOOSE_US_REASONS: readonly Reason[] = [
  {
    title: 'Wide Variety of Cars',
    text: 'From compact city hatchbacks to roomy SUVs and luxury sedans, there is a car for every trip and budget.',
    icon: LuCarFront,
  },
  {
    title: 'Affordable Prices',
    text: 'Fair daily rates with the full price shown before you book, so there are never any surprises.',
    icon: LuWallet,
  },
  {
    title: 'Easy Booking',
    text: 'Pick your dates, confirm in a few clicks and manage every booking from your account.',
    icon: LuCalendarCheck,
  },
  {
    title: '24/7 Support',
    text: 'Our team is reachable around the clock, on the road or before you set off.',
    icon: LuHeadset,
  },
];
