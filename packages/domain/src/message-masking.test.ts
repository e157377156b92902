import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT, hideContactDetails } from './message-masking.js';

const EN = HIDDEN_CONTACT.en;
const BN = HIDDEN_CONTACT.bn;

/** What was written, and what both sides read of it. */
const HIDDEN: [written: string, read: string][] = [
  // Mobile numbers however they are typed.
  ['Call me on 01712345678', `Call me on ${EN}`],
  ['017-1234-5678 is my number', `${EN} is my number`],
  ['My number: +880 1712 345678', `My number: ${EN}`],
  ['8801712345678', EN],
  ['+8801712345678, any time', `${EN}, any time`],
  ['Number 017.1234.5678 please', `Number ${EN} please`],
  ['Reach me at 0171 234 5678.', `Reach me at ${EN}.`],
  ['(+88) 01712345678 anytime', `${EN} anytime`],
  ['Call +88 01712-345678', `Call ${EN}`],
  ['From abroad dial 008801912345678', `From abroad dial ${EN}`],
  ['Or +880 01512345678 with the zero', `Or ${EN} with the zero`],
  ['number +880-1712-345678, thanks', `number ${EN}, thanks`],
  ['call (01712345678) today', `call ${EN} today`],
  ['(017) 1234 5678 after 5', `${EN} after 5`],
  ['0 1 7 1 2 3 4 5 6 7 8', EN],
  ['dots 0.1.7.1.2.3.4.5.6.7.8 dashes 0-1-9-1-2-3-4-5-6-7-8', `dots ${EN} dashes ${EN}`],
  ['Commas 017,1234,5678 and underscores 013_1234_5678', `Commas ${EN} and underscores ${EN}`],
  ['Mixed 01৭১২345৬৭৮ ok', `Mixed ${EN} ok`],
  ['Call 01712345678 or 01812345678 after 6pm', `Call ${EN} or ${EN} after 6pm`],
  ['01712345678,01812345678', `${EN},${EN}`],
  ['Rent is Tk 12000 for 2 days, call 01312345678', `Rent is Tk 12000 for 2 days, call ${EN}`],
  ['Seats 14 01712345678', `Seats 14 ${EN}`],
  ['mobile01712345678', `mobile${EN}`],
  // In Bangla.
  ['আমার নম্বর ০১৭১২৩৪৫৬৭৮', `আমার নম্বর ${BN}`],
  ['০১৭১২-৩৪৫৬৭৮ নম্বরে ফোন দিন', `${BN} নম্বরে ফোন দিন`],
  ['ভাই, +৮৮০ ১৭১২ ৩৪৫৬৭৮ এ কল করেন', `ভাই, ${BN} এ কল করেন`],
  ['কল করুন 01712345678 নম্বরে', `কল করুন ${BN} নম্বরে`],
  ['০ ১ ৭ ১ ২ ৩ ৪ ৫ ৬ ৭ ৮ এ ফোন দেন', `${BN} এ ফোন দেন`],
  ['নম্বর ০১৭১২৩৪৫৬৭৮ আর ০১৯১২৩৪৫৬৭৮, রাতে ফোন দিবেন', `নম্বর ${BN} আর ${BN}, রাতে ফোন দিবেন`],
  // Digits alone say nothing of the language: English.
  ['০১৭১২৩৪৫৬৭৮', EN],
  // Banglish is written in Latin letters: English.
  ['bhai amar number 01712345678 e call diyen', `bhai amar number ${EN} e call diyen`],
  // Mostly Latin letters around one Bangla word: English.
  ['ধন্যবাদ! Please call me on 01712345678 tomorrow', `ধন্যবাদ! Please call me on ${EN} tomorrow`],
  // E-mail addresses.
  ['Mail me: rahim.cars@gmail.com', `Mail me: ${EN}`],
  ['rahim at gmail dot com', EN],
  ['write to rahim[at]yahoo[dot]com pls', `write to ${EN} pls`],
  ['RAHIM (at) gmail (dot) com', EN],
  ['rahim_88 @ outlook.com is fine', `${EN} is fine`],
  // The address goes, so the Bangla left decides.
  ['আমার ইমেইল rahim.cars.dhaka@gmail.com এ লিখুন', `আমার ইমেইল ${BN} এ লিখুন`],
  // Chat links, with their whole path but not the sentence's full stop.
  ['wa.me/8801712345678', EN],
  ['Chat here https://api.whatsapp.com/send?phone=8801712345678.', `Chat here ${EN}.`],
  ['t.me/rahimcars for photos', `${EN} for photos`],
  ['message me at m.me/rahim.cars', `message me at ${EN}`],
  ['https://www.facebook.com/messages/t/100012345 here', `${EN} here`],
  ['whatsapp://send?phone=8801712345678', EN],
  // Apps' names, with the number or handle they introduce.
  ['Please WhatsApp me', `Please ${EN}`],
  ['WhatsApp me on 01712345678', EN],
  ['my whats app number is 01712345678', `my ${EN}`],
  ['My telegram: @rahim_cars', `My ${EN}`],
  ['@rahim_cars on Telegram', EN],
  ['Are you on Viber?', `Are you on ${EN}?`],
  ['fb messenger e knock diyen', `${EN} e knock diyen`],
  ['add me on imo', `add me on ${EN}`],
  ['Imo te call diyen', `${EN} te call diyen`],
  ['imo 01712345678', EN],
  ['WhatsApp/imo: 01712345678', EN],
  ['Send via WhatsApp or Viber or imo', `Send via ${EN}`],
  ['On WhatsApp: +880 1712-345678 or email a@b.co', `On ${EN} or email ${EN}`],
  ['হোয়াটসঅ্যাপে নক দিন', `${BN} নক দিন`],
  ['হোয়াটস্যাপ নম্বর ০১৭১২৩৪৫৬৭৮', BN],
  ['টেলিগ্রাম আইডি @rahim_cars', BN],
  ['ইমোতে কল দিয়েন', `${BN} কল দিয়েন`],
  ['ভাইবার বা মেসেঞ্জারে কথা বলি', `${BN} কথা বলি`],
];

/** Numbers and words that are no contact details. */
const UNTOUCHED: string[] = [
  '৳4,500 for 2 days × $45.00',
  'Tk 12000 including fuel',
  'Total 1,500, 1,700, 2,345, 678',
  'Booking total ৳18,500, model year 2019',
  'Pickup on 01/12/2026 at 10:30',
  'From 2026-12-01 to 2026-12-05',
  'Dates 01-12-2026 - 05-12-2026, 3 nights',
  'US style 01/31/2026 02/05/2026',
  'Time 01:30 to 13:45',
  '১২/১২/২০২৬ সকাল ৭:৩০ এ আসবো',
  '14 seats, Road 27, House 12/A',
  'রোড ২৭, বাড়ি ১২/এ, ১৪ সিট',
  'N2 highway, 240 km, about 5 hours',
  'Not a mobile: 01212345678 (operator 2)',
  'Too long: 017123456789012',
  'Is a limo available? Ask Timothy',
  'IMO the Axio is better for highways',
  'IMO 7 seats is enough',
  'IMO: Premio is better',
  'Meet me @Gulshan gate at 9',
  'The owner is at home, see you at 9 at the gate.',
  'Car no. Dhaka Metro GA 11-2345, NID 1990123456789',
  'আমি ইমোশনাল, ভাইয়া ওয়াটার নিয়ে আসবো',
  'ভাই, গাড়িটা কি পাওয়া যাবে?',
  'I will be at the station. Come at 9',
];

describe('hideContactDetails', () => {
  it.each(HIDDEN)('hides the contact details in %j', (written, read) => {
    expect(hideContactDetails(written)).toEqual({ text: read, masked: true });
  });

  it.each(UNTOUCHED)('leaves %j as it is', (written) => {
    expect(hideContactDetails(written)).toEqual({ text: written, masked: false });
  });
});
