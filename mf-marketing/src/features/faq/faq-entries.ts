import type { MarketingText } from '../../locales/messages.ts';

export interface FaqEntry {
  /** Names the accordion item; it becomes part of element ids, so no spaces. */
  id: string;
  question: MarketingText;
  answer: MarketingText;
}

/**
 * The questions renters ask most; answers follow how CarZone rentals work in Bangladesh. The
 * advance's answer is the one cancellation policy of `packages/domain/src/payments.ts`, in words.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'documents',
    question: 'What documents do I need to rent a car?',
    answer:
      'Bring your National ID card (NID) or, for foreign visitors, your passport, together with a valid driving licence: a Bangladeshi licence from BRTA or an international driving permit with your home licence. The owner checks the originals when you collect the car, and may ask for a recent photo or a utility bill as proof of address.',
  },
  {
    id: 'no-credit-card',
    question: 'Can I rent a car without a credit card?',
    answer:
      'Yes. Most owners accept payment by bKash or Nagad, a debit card or a bank transfer, and many also take cash. Some ask for a refundable security deposit, which you can pay in cash or by mobile banking; it is returned when the car comes back in the same condition.',
  },
  {
    id: 'minimum-age',
    question: 'What is the minimum age to rent a car?',
    answer:
      'You usually need to be at least 21 years old and to have held your driving licence for at least one year. Drivers under 25 may pay a young-driver fee, and some owners of premium and luxury cars set a higher minimum age, which is shown on the car’s page.',
  },
  {
    id: 'hidden-fees',
    question: 'Are there any hidden fees?',
    answer:
      'No. The price you see when you book is the price you pay: the number of days multiplied by the daily price, plus a 10% service charge. Fuel, tolls and ferry fares on your trip are up to you, and a late return or a young-driver fee is agreed with the owner before you book.',
  },
  {
    id: 'additional-drivers',
    question: 'Can someone else drive the car too?',
    answer:
      'Yes, you can add drivers when you collect the car. Each additional driver must meet the same age and licence requirements and show their NID or passport and driving licence to the owner. Only the drivers named at pick-up may drive the car.',
  },
  {
    id: 'outside-the-city',
    question: 'Can I drive outside the city or the country?',
    answer:
      'Inter-city travel anywhere in Bangladesh is allowed, from Dhaka to Chattogram, Sylhet, Cox’s Bazar and beyond; just tell the owner your route when you collect the car. Taking a rental car across the border into India or Myanmar is not allowed.',
  },
  {
    id: 'cancel-with-advance',
    question: 'What if I cancel a booking with an advance?',
    answer:
      'Some owners ask for an advance to confirm a booking: 10% to 50% of the trip price, paid through bKash, Nagad or a card, with the rest paid at pickup. Cancel 24 hours or more before the first day of your trip (Bangladesh time) and the whole advance is refunded. Cancel later and the owner keeps one day’s car price from the advance, and the rest is refunded. If the owner cancels, declines your request after you paid, or CarZone suspends the owner, the whole advance is refunded. A refund goes back to the way you paid within a few days.',
  },
];
