// The e-mails a booking change sends: one to the renter and one to the car's owner, each as plain
// text and HTML, each in its reader's language (booking-mail-words.ts). Everything a person typed (names, the car's model and location) is escaped in
// the HTML; the text part carries it as typed.
import {
  formatCalendarDateIn,
  formatDhakaDateTimeIn,
  formatDollarsIn,
  formatNumberIn,
  fromMinorUnits,
  type QuoteLine,
  rentalDays,
  SURCHARGE_RATE,
  toPayAtPickup,
  type Language,
} from '@carzone/domain';
import { districtById, districtNameIn } from '@carzone/domain/districts';
import { quoteLinesIn } from '../common/quote-line-words.js';
import { bookingMailWords } from './booking-mail-words.js';
import { detailRowsHtml, escapeHtml, type MailFrame, mailHtml, mailText } from './mail-layout.js';

export type BookingMailEvent =
  | 'made'
  | 'requested'
  | 'changed'
  | 'canceled'
  | 'withdrawn'
  | 'accepted'
  | 'declined'
  | 'expired'
  | 'canceledByOwner'
  | 'changeRequested'
  | 'changeAccepted'
  | 'changeDeclined'
  | 'changeExpired'
  // A completed trip: both sides are asked for a review, and reminded two days before
  // the window closes if they have not written (reviews.service.ts).
  | 'reviewInvite'
  | 'reviewReminder'
  // A booking of a car that asks an advance (payments.ts): made or accepted and waiting for the
  // renter to pay it, paid (so Confirmed), or unpaid at its deadline (so Expired).
  | 'awaitingPayment'
  | 'paid'
  | 'paymentExpired';

/** The events that ask the owner to answer: their mail says by when, and links their Requests. */
const ASKS_OWNER: readonly BookingMailEvent[] = ['requested', 'changeRequested'];

/** What the mails say about the booking, as it stands after the change. */
export interface BookingMailFacts {
  event: BookingMailEvent;
  /** The booking's id: the renter's link to pay its advance names it. */
  bookingId?: string;
  carModel: string;
  location: string;
  startDate: string;
  endDate: string;
  /** Before a change of dates: the dates it had. */
  previousDates?: { startDate: string; endDate: string };
  /**
   * For a change of dates asked for (startDate, endDate and totalPrice are then the dates asked
   * for): the dates the booking keeps unless the owner accepts.
   */
  confirmedDates?: { startDate: string; endDate: string };
  dailyRentalPrice: number;
  totalPrice: number;
  bookingStatus: string;
  /** Why the owner declined or canceled, as they typed it; '' or absent when they did not say. */
  reason?: string;
  /** The trip's choices and price lines; absent for a mail without a booking row. */
  trip?: TripMailFacts;
  /** A request's deadline (ISO), which the owner's mail about it says. */
  expiresAt?: string | null;
  /**
   * The advance of a booking of a car that asks one, in cents; `dueAt` (ISO) is when it must be
   * paid by while it is not paid yet.
   */
  advance?: { amount: number; dueAt: string | null; paid: boolean };
  /** What of a paid advance goes back to the renter, in cents. */
  refund?: { amount: number };
  /** `phoneNumber`: each side's verified number, on the mails that confirm a booking only. */
  renter: MailPerson;
  owner: MailPerson;
}

/** Someone a booking's mails name. */
interface MailPerson {
  name: string;
  email: string;
  /** Their verified mobile number (+8801…), given to the other side to arrange pickup. */
  phoneNumber?: string | null;
}

/** A trip's choices and its price, line by line, as the mails list them. */
export interface TripMailFacts {
  withDriver: boolean;
  pickupTime: string | null;
  pickupPlace: string;
  destinationDistrict: string | null;
  lines: readonly QuoteLine[];
}

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The language each recipient reads their mail in. */
export interface MailLanguages {
  renter: Language;
  owner: Language;
}

const ENGLISH_FOR_BOTH: MailLanguages = { renter: 'en', owner: 'en' };

/** The renter's mail and the owner's, for one change of one booking, each in its reader's language. */
export function composeBookingMails(
  facts: BookingMailFacts,
  publicUrl: string,
  languages: MailLanguages = ENGLISH_FOR_BOTH,
): ComposedMail[] {
  const renterWords = bookingMailWords(languages.renter);
  const ownerWords = bookingMailWords(languages.owner);
  // The renter's own mail may greet them by their address; the owner's never names it
  // (decision 018): a renter who gave no name is an unnamed renter there.
  const renterName = facts.renter.name.trim() || facts.renter.email;
  const renterNameToOwner = facts.renter.name.trim() || ownerWords.unnamedRenter;
  const ownerName = facts.owner.name.trim() || facts.owner.email;
  const refunded = facts.refund && facts.refund.amount > 0 ? facts.refund.amount : 0;
  const refundIn = (language: Language) => formatDollarsIn(fromMinorUnits(refunded), language);
  return [
    {
      to: facts.renter.email,
      subject: `${renterWords.subject[facts.event].renter}: ${subjectFacts(facts, languages.renter)}`,
      ...body(languages.renter, {
        greeting: renterWords.greeting(renterName),
        lead: withRefundLine(
          renterWords.renterLead[facts.event](facts.carModel),
          refunded > 0 && renterWords.renterRefundLine(refundIn(languages.renter)),
        ),
        details: [
          ...bookingDetails(facts, languages.renter),
          [renterWords.labels.owner, ownerName],
          ...mobileLine(renterWords.labels.ownerMobile, facts.owner.phoneNumber),
        ],
        link:
          facts.event === 'awaitingPayment' && facts.bookingId
            ? {
                label: renterWords.payAdvance,
                url: `${publicUrl}/bookings?pay=${encodeURIComponent(facts.bookingId)}`,
              }
            : { label: renterWords.seeBookings, url: `${publicUrl}/bookings` },
      }),
    },
    {
      to: facts.owner.email,
      subject: `${ownerWords.subject[facts.event].owner}: ${subjectFacts(facts, languages.owner)}`,
      ...body(languages.owner, {
        greeting: ownerWords.greeting(ownerName),
        lead: withRefundLine(
          ownerWords.ownerLead[facts.event](renterNameToOwner, facts.carModel),
          refunded > 0 && ownerWords.ownerRefundLine(refundIn(languages.owner)),
        ),
        details: [
          ...bookingDetails(facts, languages.owner),
          ...(ASKS_OWNER.includes(facts.event) && facts.expiresAt
            ? ([
                [
                  ownerWords.labels.answerBy,
                  formatDhakaDateTimeIn(facts.expiresAt, languages.owner),
                ],
              ] as [string, string][])
            : []),
          [ownerWords.labels.bookedBy, renterNameToOwner],
          ...mobileLine(ownerWords.labels.renterMobile, facts.renter.phoneNumber),
        ],
        link: ASKS_OWNER.includes(facts.event)
          ? { label: ownerWords.seeRequests, url: `${publicUrl}/requests` }
          : {
              label: ownerWords.seeCars,
              url: `${publicUrl}/cars/${encodeURIComponent(facts.owner.email)}`,
            },
      }),
    },
  ];
}

/** The lead, with the sentence saying where a refund goes after it when there is one. */
const withRefundLine = (lead: string, refundLine: string | false): string =>
  refundLine ? `${lead} ${refundLine}` : lead;

/** A detail line giving a verified number, or none. */
const mobileLine = (label: string, phoneNumber: string | null | undefined): [string, string][] =>
  phoneNumber ? [[label, phoneNumber]] : [];

const datesIn = (range: { startDate: string; endDate: string }, language: Language) =>
  `${formatCalendarDateIn(range.startDate, language)} – ${formatCalendarDateIn(range.endDate, language)}`;

/** What a subject names after its opening: the car and the dates. */
const subjectFacts = (facts: BookingMailFacts, language: Language) =>
  `${facts.carModel}, ${datesIn(facts, language)}`;

/** The booking as both mails list it, in one language. */
function bookingDetails(facts: BookingMailFacts, language: Language): [string, string][] {
  const { labels, statuses } = bookingMailWords(language);
  const status = (statuses as Record<string, string>)[facts.bookingStatus] ?? facts.bookingStatus;
  return [
    [labels.car, facts.carModel],
    [labels.location, facts.location],
    [labels.from, formatCalendarDateIn(facts.startDate, language)],
    [labels.to, formatCalendarDateIn(facts.endDate, language)],
    ...(facts.previousDates
      ? ([[labels.datesBefore, datesIn(facts.previousDates, language)]] as [string, string][])
      : []),
    ...(facts.confirmedDates
      ? ([[labels.confirmedDates, datesIn(facts.confirmedDates, language)]] as [string, string][])
      : []),
    [labels.days, formatNumberIn(rentalDays(facts.startDate, facts.endDate), language)],
    ...tripDetails(facts.trip, language),
    [labels.dailyPrice, formatDollarsIn(facts.dailyRentalPrice, language)],
    [
      labels.total(formatNumberIn(Math.round(SURCHARGE_RATE * 100), language)),
      formatDollarsIn(facts.totalPrice, language),
    ],
    ...paymentDetails(facts, language),
    [labels.status, status],
    ...(facts.reason ? ([[labels.reason, facts.reason]] as [string, string][]) : []),
  ];
}

/**
 * The advance (paid or not) and what is left to pay at pickup once it is, or by when it must be
 * paid while it is not; and a refund of it. Amounts are cents, shown as the prices are.
 */
function paymentDetails(facts: BookingMailFacts, language: Language): [string, string][] {
  const { labels } = bookingMailWords(language);
  const money = (cents: number) => formatDollarsIn(fromMinorUnits(cents), language);
  const { advance, refund } = facts;
  const rows: [string, string][] = [];
  if (advance) {
    const amount = money(advance.amount);
    rows.push([labels.advance, advance.paid ? labels.paidAmount(amount) : amount]);
    if (advance.paid)
      rows.push([labels.toPayAtPickup, money(toPayAtPickup(facts.totalPrice, advance.amount))]);
    else if (advance.dueAt)
      rows.push([labels.payBy, formatDhakaDateTimeIn(advance.dueAt, language)]);
  }
  if (refund && refund.amount > 0) rows.push([labels.refund, money(refund.amount)]);
  return rows;
}

/**
 * The trip's choices, and with a driver its price lines (a self-drive trip's are the daily price
 * and the total already listed): the pickup, the driver, the destination in the reader's words.
 */
function tripDetails(trip: TripMailFacts | undefined, language: Language): [string, string][] {
  if (!trip) return [];
  const { labels } = bookingMailWords(language);
  const place = [trip.pickupTime, trip.pickupPlace].filter(Boolean).join(', ');
  const destination = trip.destinationDistrict ? districtById(trip.destinationDistrict) : undefined;
  return [
    [labels.driver, trip.withDriver ? labels.withDriver : labels.selfDrive],
    ...(place ? ([[labels.pickup, place]] as [string, string][]) : []),
    ...(destination
      ? ([[labels.destination, districtNameIn(destination, language)]] as [string, string][])
      : []),
    ...(trip.withDriver
      ? quoteLinesIn(trip.lines, language).map((line): [string, string] => [
          line.label,
          line.amount === undefined ? '' : formatDollarsIn(line.amount, language),
        ])
      : []),
  ];
}

function body(
  language: Language,
  parts: MailFrame & { details: [string, string][] },
): { text: string; html: string } {
  const text = mailText(parts, [
    // A line said in words alone (fuel, overtime) has no value after it.
    ...parts.details.map(([label, value]) => (value ? `${label}: ${value}` : label)),
    '',
  ]);
  const table = `<table role="presentation">\n${detailRowsHtml(parts.details)}\n</table>\n`;
  return { text, html: mailHtml(language, parts, table) };
}

/** Text as HTML shows it (mail-layout.ts's), for the mails' tests and callers. */
export { escapeHtml };

/** A mail's text and HTML from its greeting, lead, details and link, for the API's other mails. */
export { body as mailBody };
