import type { MarketingText } from '../../locales/messages.ts';

export interface Step {
  title: MarketingText;
  text: MarketingText;
}

export const HOW_IT_WORKS_STEPS: readonly Step[] = [
  {
    title: 'Browse Cars',
    text: 'Search by model, brand or location and compare prices, features and availability.',
  },
  {
    title: 'Book Online',
    text: 'Choose your start and end dates, see the total price and confirm your booking in seconds.',
  },
  {
    title: 'Drive & Enjoy',
    text: 'Collect your car from the owner and enjoy the road, with our support a call away.',
  },
];
