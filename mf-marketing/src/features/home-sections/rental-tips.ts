import type { MarketingText } from '../../locales/messages.ts';

export interface RentalTip {
  title: MarketingText;
  /** Shown on the card. */
  summary: MarketingText;
  /** Shown below the summary once the reader asks for more. */
  details: MarketingText;
}

export const RENTAL_TIPS: readonly RentalTip[] = [
  {
    title: 'Book Early for Eid and Holidays',
    summary:
      'Cars go fast before Eid, Puja and long weekends. Booking a week or two ahead gets you the best choice.',
    details:
      'Demand peaks when half of Dhaka heads home for the holidays. Reserve as soon as your plans are fixed, compare a few cars on the Available Cars page, and keep your booking dates a little flexible: starting a day earlier often means a wider choice and a calmer drive out of the city.',
  },
  {
    title: 'Inspect the Car Before You Drive',
    summary:
      'Walk around the car with the owner, note any scratches and check the fuel level before you leave.',
    details:
      'Take a few photos of the body, wheels and interior when you collect the car, and make sure the owner sees any existing marks. Check the tyres, the lights, the air conditioning and the spare wheel, and agree on the fuel level you will return it with. Five minutes at pick-up saves long discussions at drop-off.',
  },
  {
    title: 'Plan Your Route and Timing',
    summary:
      'Traffic and road works can double a journey. Plan around rush hour and check your route before long trips.',
    details:
      'Leave Dhaka early in the morning or late at night to avoid the worst of the traffic, and allow extra time for ferry crossings and toll plazas on inter-city routes. Keep some cash for tolls, save the owner’s number and our support line in your phone, and take a break every two hours on long drives.',
  },
];
