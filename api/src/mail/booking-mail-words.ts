// The booking e-mails' words in each language CarZone speaks. English is the mails' original
// wording; Bangla says the same. Names, models and places are the people's own, as typed.
import type { BookingStatus, Language } from '@carzone/domain';
import type { BookingMailEvent } from './booking-mails.js';

export interface BookingMailWords {
  subject: Record<BookingMailEvent, { renter: string; owner: string }>;
  greeting: (name: string) => string;
  renterLead: Record<BookingMailEvent, (car: string) => string>;
  ownerLead: Record<BookingMailEvent, (renter: string, car: string) => string>;
  labels: {
    car: string;
    location: string;
    from: string;
    to: string;
    datesBefore: string;
    days: string;
    dailyPrice: string;
    total: (surchargePercent: string) => string;
    status: string;
    owner: string;
    bookedBy: string;
  };
  statuses: Record<BookingStatus, string>;
  seeBookings: string;
  seeCars: string;
}

export const BOOKING_MAIL_WORDS: Record<Language, BookingMailWords> = {
  en: {
    subject: {
      made: { renter: 'Booking confirmed', owner: 'New booking' },
      changed: { renter: 'Booking dates changed', owner: 'Booking dates changed' },
      canceled: { renter: 'Booking canceled', owner: 'Booking canceled' },
    },
    greeting: (name) => `Hello ${name},`,
    renterLead: {
      made: (car) => `Your booking of ${car} is confirmed.`,
      changed: (car) => `The dates of your booking of ${car} have changed.`,
      canceled: (car) => `Your booking of ${car} has been canceled.`,
    },
    ownerLead: {
      made: (renter, car) => `${renter} has booked your ${car}.`,
      changed: (renter, car) => `${renter} has changed the dates of their booking of your ${car}.`,
      canceled: (renter, car) => `${renter} has canceled their booking of your ${car}.`,
    },
    labels: {
      car: 'Car',
      location: 'Location',
      from: 'From',
      to: 'To',
      datesBefore: 'Dates before the change',
      days: 'Days',
      dailyPrice: 'Daily price',
      total: (percent) => `Total (with the ${percent}% service charge)`,
      status: 'Status',
      owner: 'Owner',
      bookedBy: 'Booked by',
    },
    statuses: { Confirmed: 'Confirmed', Pending: 'Pending', Canceled: 'Canceled' },
    seeBookings: 'See your bookings',
    seeCars: 'See your cars',
  },
  bn: {
    subject: {
      made: { renter: 'বুকিং নিশ্চিত হয়েছে', owner: 'নতুন বুকিং' },
      changed: { renter: 'বুকিংয়ের তারিখ বদলেছে', owner: 'বুকিংয়ের তারিখ বদলেছে' },
      canceled: { renter: 'বুকিং বাতিল হয়েছে', owner: 'বুকিং বাতিল হয়েছে' },
    },
    greeting: (name) => `প্রিয় ${name},`,
    renterLead: {
      made: (car) => `${car} গাড়িটির জন্য আপনার বুকিং নিশ্চিত হয়েছে।`,
      changed: (car) => `${car} গাড়িটির জন্য আপনার বুকিংয়ের তারিখ বদলানো হয়েছে।`,
      canceled: (car) => `${car} গাড়িটির জন্য আপনার বুকিং বাতিল করা হয়েছে।`,
    },
    ownerLead: {
      made: (renter, car) => `${renter} আপনার ${car} গাড়িটি বুক করেছেন।`,
      changed: (renter, car) => `${renter} আপনার ${car} গাড়িটির বুকিংয়ের তারিখ বদলেছেন।`,
      canceled: (renter, car) => `${renter} আপনার ${car} গাড়িটির বুকিং বাতিল করেছেন।`,
    },
    labels: {
      car: 'গাড়ি',
      location: 'স্থান',
      from: 'শুরুর তারিখ',
      to: 'ফেরতের তারিখ',
      datesBefore: 'আগের তারিখ',
      days: 'দিন',
      dailyPrice: 'দৈনিক ভাড়া',
      total: (percent) => `মোট (${percent}% সার্ভিস চার্জসহ)`,
      status: 'অবস্থা',
      owner: 'মালিক',
      bookedBy: 'বুক করেছেন',
    },
    statuses: { Confirmed: 'নিশ্চিত', Pending: 'অপেক্ষমাণ', Canceled: 'বাতিল' },
    seeBookings: 'আপনার বুকিংগুলো দেখুন',
    seeCars: 'আপনার গাড়িগুলো দেখুন',
  },
};
