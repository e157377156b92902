import type { IconType } from 'react-icons';
import { LuCarFront, LuHeartHandshake, LuMapPin, LuShieldCheck } from 'react-icons/lu';
import type { MarketingText } from '../../locales/messages.ts';

export interface AboutHighlight {
  title: MarketingText;
  text: MarketingText;
  icon: IconType;
}

export const ABOUT_HIGHLIGHTS: readonly AboutHighlight[] = [
  {
    title: 'Wide Vehicle Selection',
    text: 'Economy hatchbacks for city errands, family sedans and microbuses for trips home, rugged SUVs for the hill tracts and premium cars for weddings and business. Owners across the country list their cars with us, so the choice keeps growing.',
    icon: LuCarFront,
  },
  {
    title: 'Nationwide Coverage',
    text: 'Find cars in Dhaka, Chattogram, Sylhet, Rajshahi, Khulna, Barishal, Rangpur and Cox’s Bazar, with pick-up points in city centres and near Hazrat Shahjalal International Airport. Wherever your journey starts, a car is close by.',
    icon: LuMapPin,
  },
  {
    title: 'Customer-First Approach',
    text: 'Clear prices with no hidden fees, flexible dates you can change from your account, and a support team that answers around the clock. We listen to every renter and owner, and we improve CarZone with what you tell us.',
    icon: LuHeartHandshake,
  },
  {
    title: 'Safety and Maintenance',
    text: 'Every listed car needs a valid registration, fitness certificate and insurance. Owners keep their cars serviced and check tyres, brakes and lights before each rental, and you can report any concern to us at any time.',
    icon: LuShieldCheck,
  },
];
