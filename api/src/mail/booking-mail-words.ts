// The booking e-mails' words in the reader's language. The English is written here, as the mails
// say it, and is the key of each other language's words in the API's catalogs (src/locales/*.po,
// the files translators edit). Names, models and places are the people's own, as typed.
import type { BookingStatus, Language, TranslatedLanguage } from '@carzone/domain';
import { wordsInLanguages, type WordValues } from '../common/words-in-languages.js';
import catalogs from '../locales/catalogs.js';
import type { BookingMailEvent } from './booking-mails.js';

/** One of the API's English texts: a key of its catalogs. */
type MailText = keyof (typeof catalogs)[TranslatedLanguage];

// A language whose catalog lacks a text fails type-check here.
const TRANSLATIONS: Readonly<Record<TranslatedLanguage, Readonly<Record<MailText, string>>>> =
  catalogs;

const ENGLISH = Object.fromEntries(
  Object.keys(Object.values(TRANSLATIONS)[0] ?? {}).map((text) => [text, text]),
) as Record<MailText, string>;

const formatMailText = wordsInLanguages<MailText>((language) =>
  language === 'en' ? ENGLISH : TRANSLATIONS[language],
);

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

/** The words of a booking e-mail in `language`. */
export function bookingMailWords(language: Language): BookingMailWords {
  const t = (text: MailText, values?: WordValues) => formatMailText(language, text, values);
  return {
    subject: {
      made: { renter: t('Booking confirmed'), owner: t('New booking') },
      changed: { renter: t('Booking dates changed'), owner: t('Booking dates changed') },
      canceled: { renter: t('Booking canceled'), owner: t('Booking canceled') },
    },
    greeting: (name) => t('Hello {name},', { name }),
    renterLead: {
      made: (car) => t('Your booking of {car} is confirmed.', { car }),
      changed: (car) => t('The dates of your booking of {car} have changed.', { car }),
      canceled: (car) => t('Your booking of {car} has been canceled.', { car }),
    },
    ownerLead: {
      made: (renter, car) => t('{renter} has booked your {car}.', { renter, car }),
      changed: (renter, car) =>
        t('{renter} has changed the dates of their booking of your {car}.', { renter, car }),
      canceled: (renter, car) =>
        t('{renter} has canceled their booking of your {car}.', { renter, car }),
    },
    labels: {
      car: t('Car'),
      location: t('Location'),
      from: t('From'),
      to: t('To'),
      datesBefore: t('Dates before the change'),
      days: t('Days'),
      dailyPrice: t('Daily price'),
      total: (percent) => t('Total (with the {percent}% service charge)', { percent }),
      status: t('Status'),
      owner: t('Owner'),
      bookedBy: t('Booked by'),
    },
    statuses: { Confirmed: t('Confirmed'), Pending: t('Pending'), Canceled: t('Canceled') },
    seeBookings: t('See your bookings'),
    seeCars: t('See your cars'),
  };
}
