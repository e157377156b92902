// The e-mails a booking change sends: one to the renter and one to the car's owner, each as plain
// text and HTML. Everything a person typed (names, the car's model and location) is escaped in
// the HTML; the text part carries it as typed.
import { formatCalendarDate, rentalDays, SURCHARGE_RATE } from '@carzone/domain';

export type BookingMailEvent = 'made' | 'changed' | 'canceled';

/** What the mails say about the booking, as it stands after the change. */
export interface BookingMailFacts {
  event: BookingMailEvent;
  carModel: string;
  location: string;
  startDate: string;
  endDate: string;
  /** Before a change of dates: the dates it had. */
  previousDates?: { startDate: string; endDate: string };
  dailyRentalPrice: number;
  totalPrice: number;
  bookingStatus: string;
  renter: { name: string; email: string };
  owner: { name: string; email: string };
}

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const SUBJECT_OPENINGS: Record<BookingMailEvent, { renter: string; owner: string }> = {
  made: { renter: 'Booking confirmed', owner: 'New booking' },
  changed: { renter: 'Booking dates changed', owner: 'Booking dates changed' },
  canceled: { renter: 'Booking canceled', owner: 'Booking canceled' },
};

const dollars = (amount: number) => `$${amount.toFixed(2)}`;
const dates = (range: { startDate: string; endDate: string }) =>
  `${formatCalendarDate(range.startDate)} – ${formatCalendarDate(range.endDate)}`;

/** The renter's mail and the owner's, for one change of one booking. */
export function composeBookingMails(facts: BookingMailFacts, publicUrl: string): ComposedMail[] {
  const renterName = facts.renter.name.trim() || facts.renter.email;
  const ownerName = facts.owner.name.trim() || facts.owner.email;
  const what = `${facts.carModel}, ${dates(facts)}`;

  const renterLead: Record<BookingMailEvent, string> = {
    made: `Your booking of ${facts.carModel} is confirmed.`,
    changed: `The dates of your booking of ${facts.carModel} have changed.`,
    canceled: `Your booking of ${facts.carModel} has been canceled.`,
  };
  const ownerLead: Record<BookingMailEvent, string> = {
    made: `${renterName} has booked your ${facts.carModel}.`,
    changed: `${renterName} has changed the dates of their booking of your ${facts.carModel}.`,
    canceled: `${renterName} has canceled their booking of your ${facts.carModel}.`,
  };

  const details: [string, string][] = [
    ['Car', facts.carModel],
    ['Location', facts.location],
    ['From', formatCalendarDate(facts.startDate)],
    ['To', formatCalendarDate(facts.endDate)],
    ...(facts.previousDates
      ? ([['Dates before the change', dates(facts.previousDates)]] as [string, string][])
      : []),
    ['Days', String(rentalDays(facts.startDate, facts.endDate))],
    ['Daily price', dollars(facts.dailyRentalPrice)],
    [
      `Total (with the ${Math.round(SURCHARGE_RATE * 100)}% service charge)`,
      dollars(facts.totalPrice),
    ],
    ['Status', facts.bookingStatus],
  ];

  return [
    {
      to: facts.renter.email,
      subject: `${SUBJECT_OPENINGS[facts.event].renter}: ${what}`,
      ...body({
        greeting: `Hello ${renterName},`,
        lead: renterLead[facts.event],
        details: [...details, ['Owner', ownerName]],
        link: { label: 'See your bookings', url: `${publicUrl}/bookings` },
      }),
    },
    {
      to: facts.owner.email,
      subject: `${SUBJECT_OPENINGS[facts.event].owner}: ${what}`,
      ...body({
        greeting: `Hello ${ownerName},`,
        lead: ownerLead[facts.event],
        details: [
          ...details,
          [
            'Booked by',
            renterName === facts.renter.email
              ? facts.renter.email
              : `${renterName} (${facts.renter.email})`,
          ],
        ],
        link: {
          label: 'See your cars',
          url: `${publicUrl}/cars/${encodeURIComponent(facts.owner.email)}`,
        },
      }),
    },
  ];
}

function body(parts: {
  greeting: string;
  lead: string;
  details: [string, string][];
  link: { label: string; url: string };
}): { text: string; html: string } {
  const { greeting, lead, details, link } = parts;
  const text = [
    greeting,
    '',
    lead,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `${link.label}: ${link.url}`,
    '',
    'CarZone',
    '',
  ].join('\n');
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>CarZone</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<table role="presentation">
${rows}
</table>
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
<p>CarZone</p>
</body>
</html>
`;
  return { text, html };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML shows it, never as markup: for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}
