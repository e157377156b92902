// The booking e-mails' words in the reader's language. The English is written here, as the mails
// say it, and is the key of each other language's words in the API's catalogs (src/locales/*.po,
// the files translators edit). Names, models and places are the people's own, as typed.
import type { BookingStatus, Language } from '@carzone/domain';
import { type ApiText, formatApiText } from '../common/api-texts.js';
import type { WordValues } from '../common/words-in-languages.js';
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
    confirmedDates: string;
    driver: string;
    withDriver: string;
    selfDrive: string;
    pickup: string;
    destination: string;
    days: string;
    dailyPrice: string;
    total: (surchargePercent: string) => string;
    status: string;
    owner: string;
    ownerMobile: string;
    renterMobile: string;
    bookedBy: string;
    reason: string;
    answerBy: string;
    advance: string;
    /** An advance's amount once it is paid. */
    paidAmount: (amount: string) => string;
    toPayAtPickup: string;
    payBy: string;
    refund: string;
  };
  statuses: Record<BookingStatus, string>;
  seeBookings: string;
  seeCars: string;
  seeRequests: string;
  /** The renter's link to pay a booking's advance. */
  payAdvance: string;
  /** After a lead: where a refund of `amount` goes, to the renter and to the owner. */
  renterRefundLine: (amount: string) => string;
  ownerRefundLine: (amount: string) => string;
  /** What the owner's mail calls a renter who gave no name: never their e-mail. */
  unnamedRenter: string;
}

/** The words of a booking e-mail in `language`. */
export function bookingMailWords(language: Language): BookingMailWords {
  const t = (text: ApiText, values?: WordValues) => formatApiText(language, text, values);
  return {
    subject: {
      made: { renter: t('Booking confirmed'), owner: t('New booking') },
      requested: { renter: t('Booking request sent'), owner: t('New booking request') },
      changed: { renter: t('Booking dates changed'), owner: t('Booking dates changed') },
      canceled: { renter: t('Booking canceled'), owner: t('Booking canceled') },
      withdrawn: { renter: t('Booking request withdrawn'), owner: t('Booking request withdrawn') },
      accepted: { renter: t('Booking request accepted'), owner: t('Booking request accepted') },
      declined: { renter: t('Booking request declined'), owner: t('Booking request declined') },
      expired: { renter: t('Booking request expired'), owner: t('Booking request expired') },
      canceledByOwner: { renter: t('Booking canceled'), owner: t('Booking canceled') },
      changeRequested: {
        renter: t('Change of dates requested'),
        owner: t('New request to change dates'),
      },
      changeAccepted: { renter: t('New dates accepted'), owner: t('New dates accepted') },
      changeDeclined: { renter: t('New dates declined'), owner: t('New dates declined') },
      changeExpired: {
        renter: t('Request to change dates expired'),
        owner: t('Request to change dates expired'),
      },
      reviewInvite: { renter: t('How was your trip?'), owner: t('How was your renter?') },
      reviewReminder: {
        renter: t('Two days left to review your trip'),
        owner: t('Two days left to review your renter'),
      },
      awaitingPayment: {
        renter: t('Pay the advance for your booking'),
        owner: t('Booking waiting for the advance'),
      },
      paid: {
        renter: t('Advance paid, booking confirmed'),
        owner: t('Advance paid, booking confirmed'),
      },
      paymentExpired: {
        renter: t('Booking expired, the advance was not paid'),
        owner: t('Booking expired, the advance was not paid'),
      },
    },
    greeting: (name) => t('Hello {name},', { name }),
    renterLead: {
      made: (car) => t('Your booking of {car} is confirmed.', { car }),
      changed: (car) => t('The dates of your booking of {car} have changed.', { car }),
      canceled: (car) => t('Your booking of {car} has been canceled.', { car }),
      requested: (car) =>
        t(
          'Your request to book {car} has been sent. The owner answers within a day; the dates are held for you until then.',
          { car },
        ),
      withdrawn: (car) => t('You withdrew your request to book {car}.', { car }),
      accepted: (car) =>
        t('The owner accepted your request: your booking of {car} is confirmed.', { car }),
      declined: (car) => t('The owner declined your request to book {car}.', { car }),
      expired: (car) =>
        t(
          'The owner did not answer your request to book {car} in time, so it has expired and the dates are free again.',
          { car },
        ),
      canceledByOwner: (car) => t('The owner canceled your booking of {car}.', { car }),
      changeRequested: (car) =>
        t(
          'Your request to change the dates of your booking of {car} has been sent. Until the owner accepts, your booking keeps its confirmed dates, and the new ones are held for you.',
          { car },
        ),
      changeAccepted: (car) =>
        t('The owner accepted the new dates of your booking of {car}.', { car }),
      changeDeclined: (car) =>
        t(
          'The owner declined the new dates you asked for your booking of {car}; it keeps its confirmed dates.',
          { car },
        ),
      changeExpired: (car) =>
        t(
          'The owner did not answer your request to change the dates of your booking of {car} in time; it keeps its confirmed dates.',
          { car },
        ),
      reviewInvite: (car) =>
        t(
          'Your trip in {car} is completed. Review the car and its owner within 14 days on your bookings: your review is shown once the owner has written theirs, or when the 14 days end.',
          { car },
        ),
      reviewReminder: (car) =>
        t(
          'Two days are left to review your trip in {car}. After that, the owner’s review of you is shown without yours.',
          { car },
        ),
      awaitingPayment: (car) =>
        t(
          'Your booking of {car} is held for you until you pay its advance. Pay it by the deadline below to confirm the booking; if it is not paid by then, the booking expires and its dates are free again.',
          { car },
        ),
      paid: (car) =>
        t('Your advance is paid: your booking of {car} is confirmed. The rest is paid at pickup.', {
          car,
        }),
      paymentExpired: (car) =>
        t(
          'The advance for your booking of {car} was not paid in time, so the booking has expired and its dates are free again.',
          { car },
        ),
    },
    ownerLead: {
      made: (renter, car) => t('{renter} has booked your {car}.', { renter, car }),
      changed: (renter, car) =>
        t('{renter} has changed the dates of their booking of your {car}.', { renter, car }),
      canceled: (renter, car) =>
        t('{renter} has canceled their booking of your {car}.', { renter, car }),
      requested: (renter, car) =>
        t(
          '{renter} asks to book your {car}. Accept or decline the request on your Requests page before it expires.',
          { renter, car },
        ),
      withdrawn: (renter, car) =>
        t('{renter} withdrew their request to book your {car}.', { renter, car }),
      accepted: (renter, car) =>
        t('You accepted the request of {renter} to book your {car}.', { renter, car }),
      declined: (renter, car) =>
        t('You declined the request of {renter} to book your {car}.', { renter, car }),
      expired: (renter, car) =>
        t(
          'The request of {renter} to book your {car} expired without an answer; its dates are free again.',
          { renter, car },
        ),
      canceledByOwner: (renter, car) =>
        t('You canceled the booking of {renter} of your {car}.', { renter, car }),
      changeRequested: (renter, car) =>
        t(
          '{renter} asks to change the dates of their booking of your {car}. Accept or decline the change on your Requests page before it expires.',
          { renter, car },
        ),
      changeAccepted: (renter, car) =>
        t('You accepted the new dates {renter} asked for their booking of your {car}.', {
          renter,
          car,
        }),
      changeDeclined: (renter, car) =>
        t('You declined the new dates {renter} asked for their booking of your {car}.', {
          renter,
          car,
        }),
      changeExpired: (renter, car) =>
        t(
          'The request of {renter} to change the dates of their booking of your {car} expired without an answer; the booking keeps its confirmed dates.',
          { renter, car },
        ),
      reviewInvite: (renter, car) =>
        t(
          'The trip of {renter} in your {car} is completed. Review {renter} within 14 days on your cars’ page: your review is shown once they have written theirs, or when the 14 days end.',
          { renter, car },
        ),
      reviewReminder: (renter, car) =>
        t(
          'Two days are left to review {renter}, who rented your {car}. After that, their review of your car is shown without yours.',
          { renter, car },
        ),
      awaitingPayment: (renter, car) =>
        t(
          'The booking of {renter} of your {car} is waiting for their advance: its dates are held until the deadline below. It is confirmed once they pay; if they do not pay by then, it expires and the dates are free again.',
          { renter, car },
        ),
      paid: (renter, car) =>
        t('{renter} has paid the advance: their booking of your {car} is confirmed.', {
          renter,
          car,
        }),
      paymentExpired: (renter, car) =>
        t(
          'The advance for the booking of {renter} of your {car} was not paid in time: the booking has expired and its dates are free again.',
          { renter, car },
        ),
    },
    labels: {
      car: t('Car'),
      location: t('Location'),
      from: t('From'),
      to: t('To'),
      datesBefore: t('Dates before the change'),
      confirmedDates: t('Confirmed dates'),
      driver: t('Driver'),
      withDriver: t('With a driver'),
      selfDrive: t('Self-drive'),
      pickup: t('Pickup'),
      destination: t('Destination'),
      days: t('Days'),
      dailyPrice: t('Daily price'),
      total: (percent) => t('Total (with the {percent}% service charge)', { percent }),
      status: t('Status'),
      owner: t('Owner'),
      ownerMobile: t("Owner's mobile number"),
      renterMobile: t("Renter's mobile number"),
      bookedBy: t('Booked by'),
      reason: t('Reason'),
      answerBy: t('Answer by'),
      advance: t('Advance'),
      paidAmount: (amount) => t('{amount} (paid)', { amount }),
      toPayAtPickup: t('To pay at pickup'),
      payBy: t('Pay by'),
      refund: t('Refund'),
    },
    statuses: {
      Confirmed: t('Confirmed'),
      Pending: t('Pending'),
      Canceled: t('Canceled'),
      Declined: t('Declined'),
      Expired: t('Expired'),
      AwaitingPayment: t('Awaiting payment'),
    },
    seeBookings: t('See your bookings'),
    seeCars: t('See your cars'),
    seeRequests: t('See your requests'),
    payAdvance: t('Pay the advance'),
    renterRefundLine: (amount) =>
      t(
        '{amount} of your advance is refunded: it goes back to the way you paid within a few days.',
        { amount },
      ),
    ownerRefundLine: (amount) =>
      t(
        '{amount} of the advance is refunded to the renter: it goes back to the way they paid within a few days.',
        { amount },
      ),
    unnamedRenter: t('Unnamed renter'),
  };
}
