// Generated bad inputs for the booking e-mails: names, models and places with markup, line
// breaks, right-to-left and Bengali text, and long values. Each mail is built as the sender builds
// it (nodemailer) and read back as an inbox would (mailparser): it must stay well-formed, go to
// its one addressee only, and show what was typed as text, never as markup.
import { parseMail } from '@carzone/mail-catcher';
import fc from 'fast-check';
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { Language } from '@carzone/domain';
import { bookingMailWords } from './booking-mail-words.js';
import { type BookingMailFacts, composeBookingMails, escapeHtml } from './booking-mails.js';

const builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

const PIECES = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '&amp; & <b>bold</b>',
  '\r\nBcc: victim@example.com',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'টয়োটা এক্সিও, সিলেট',
  "O'Brien",
];
const typedText = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 40 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(' ').slice(0, 300))
  .filter((text) => text.trim().length > 0);

const facts = fc.record({
  event: fc.constantFrom('made', 'changed', 'canceled'),
  carModel: typedText,
  location: typedText,
  renterName: typedText,
  ownerName: fc.oneof(typedText, fc.constant('')),
  renterLanguage: fc.constantFrom('en', 'bn'),
  ownerLanguage: fc.constantFrom('en', 'bn'),
}) satisfies fc.Arbitrary<Record<string, unknown>>;

/** Line breaks and runs of spaces as one space: the mail's line endings are its own. */
const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every tag of an HTML text, in order: `<p`, `</p`, `<a`… */
const tagsOf = (html: string) => html.match(/<\/?[a-z!][^\s>/]*/gi) ?? [];

async function built(to: string, subject: string, text: string, html: string) {
  const info = await builder.sendMail({
    from: 'CarZone <bookings@carzone.test>',
    to,
    subject,
    text,
    html,
    messageId: '<fixed@carzone.test>',
  });
  return parseMail(info.message as Buffer);
}

describe('booking e-mails with whatever people typed', () => {
  it('stay well-formed, reach only their addressee and show typed text as text', async () => {
    await fc.assert(
      fc.asyncProperty(facts, async (generated) => {
        const input: BookingMailFacts = {
          event: generated.event as BookingMailFacts['event'],
          carModel: generated.carModel,
          location: generated.location,
          startDate: '2026-12-05',
          endDate: '2026-12-08',
          dailyRentalPrice: 40,
          totalPrice: 132,
          bookingStatus: generated.event === 'canceled' ? 'Canceled' : 'Confirmed',
          renter: { name: generated.renterName, email: 'renter@carzone.test' },
          owner: { name: generated.ownerName, email: 'owner@carzone.test' },
        };
        const languages = {
          renter: generated.renterLanguage as Language,
          owner: generated.ownerLanguage as Language,
        };
        const mails = composeBookingMails(input, 'https://carzone.test', languages);
        expect(mails.map((mail) => mail.to)).toEqual(['renter@carzone.test', 'owner@carzone.test']);
        for (const mail of mails) {
          const read = await built(mail.to, mail.subject, mail.text, mail.html);
          expect(read.to).toBe(mail.to);
          expect(read.contentType).toBe('multipart/alternative');
          expect(read.messageId).toBe('<fixed@carzone.test>');
          // The subject comes back whole, line breaks and all, as one header.
          expect(oneSpaced(read.subject)).toBe(oneSpaced(mail.subject));
          const carLabel = bookingMailWords(
            read.to === input.renter.email ? languages.renter : languages.owner,
          ).labels.car;
          expect(oneSpaced(read.text)).toContain(oneSpaced(`${carLabel}: ${input.carModel}`));
          const html = oneSpaced(read.html);
          expect(html).toContain(oneSpaced(escapeHtml(input.carModel)));
          expect(html).toContain(oneSpaced(escapeHtml(input.location)));
        }
        // No tag of anyone's typing survives into the HTML: it has the very tags, in the same
        // order, of the same mails about plain words.
        const plain = composeBookingMails(
          {
            ...input,
            carModel: 'Axio',
            location: 'Sylhet',
            renter: { ...input.renter, name: 'Rafi' },
            owner: { ...input.owner, name: input.owner.name && 'Nadia' },
          },
          'https://carzone.test',
          languages,
        );
        expect(mails.map((mail) => tagsOf(mail.html))).toEqual(
          plain.map((mail) => tagsOf(mail.html)),
        );
      }),
      { numRuns: Number(process.env.FUZZ_CASES_PER_ENDPOINT ?? 200) },
    );
  }, 120_000);
});

describe('booking e-mails for people who gave no name', () => {
  it('name each by their own address to themselves, and the renter to the owner as unnamed', () => {
    const [toRenter, toOwner] = composeBookingMails(
      {
        event: 'made',
        carModel: 'Toyota Axio',
        location: 'Sylhet',
        startDate: '2026-12-05',
        endDate: '2026-12-08',
        dailyRentalPrice: 40,
        totalPrice: 132,
        bookingStatus: 'Confirmed',
        renter: { name: '', email: 'renter@carzone.test' },
        owner: { name: ' ', email: 'owner@carzone.test' },
      },
      'https://carzone.test',
    );
    expect(toRenter!.text).toContain('Hello renter@carzone.test,');
    expect(toRenter!.text).toContain('Owner: owner@carzone.test\n');
    expect(toOwner!.text).toContain('Hello owner@carzone.test,');
    expect(toOwner!.text).toContain('Booked by: Unnamed renter\n');
    expect(toOwner!.text).toContain('Unnamed renter has booked your Toyota Axio.');
  });
});

describe("the owner's booking e-mails", () => {
  const events = Object.keys(bookingMailWords('en').subject) as BookingMailFacts['event'][];

  it.each(['en', 'bn'] as const)(
    "never carry the renter's e-mail, named or not, whatever happened (%s)",
    (language) => {
      for (const event of events)
        for (const name of ['Rafi Renter', '']) {
          const [, toOwner] = composeBookingMails(
            {
              event,
              carModel: 'Toyota Axio',
              location: 'Sylhet',
              startDate: '2026-12-05',
              endDate: '2026-12-08',
              previousDates: { startDate: '2026-12-04', endDate: '2026-12-07' },
              dailyRentalPrice: 40,
              totalPrice: 132,
              bookingStatus: 'Confirmed',
              reason: 'The car is in the workshop.',
              expiresAt: '2026-12-04T06:00:00.000Z',
              renter: { name, email: 'rafi.renter@carzone.test', phoneNumber: '+8801712345678' },
              owner: { name: 'Nadia Owner', email: 'owner@carzone.test' },
            },
            'https://carzone.test',
            { renter: language, owner: language },
          );
          expect(toOwner!.to).toBe('owner@carzone.test');
          for (const part of [toOwner!.subject, toOwner!.text, toOwner!.html])
            expect(part, `${event}, ${name || 'no name'}`).not.toMatch(/rafi\.renter/i);
        }
    },
  );
});

describe("booking e-mails in each reader's language", () => {
  const change: BookingMailFacts = {
    event: 'changed',
    carModel: 'Toyota Axio',
    location: 'Sylhet',
    startDate: '2026-12-05',
    endDate: '2026-12-08',
    previousDates: { startDate: '2026-12-01', endDate: '2026-12-03' },
    dailyRentalPrice: 35,
    totalPrice: 115.5,
    bookingStatus: 'Confirmed',
    renter: { name: 'Rafi Ahmed', email: 'renter@carzone.test' },
    owner: { name: 'Nadia Islam', email: 'owner@carzone.test' },
  };

  it("write a Bangla reader's mail in Bangla, with Bengali digits and $ prices, and an English reader's in English", () => {
    const [toRenter, toOwner] = composeBookingMails(change, 'https://carzone.test', {
      renter: 'bn',
      owner: 'en',
    });
    expect(toRenter!.subject).toBe('বুকিংয়ের তারিখ বদলেছে: Toyota Axio, ০৫/১২/২০২৬ – ০৮/১২/২০২৬');
    expect(toRenter!.text).toBe(
      [
        'প্রিয় Rafi Ahmed,',
        '',
        'Toyota Axio গাড়িটির জন্য আপনার বুকিংয়ের তারিখ বদলানো হয়েছে।',
        '',
        'গাড়ি: Toyota Axio',
        'অবস্থান: Sylhet',
        'শুরুর তারিখ: ০৫/১২/২০২৬',
        'ফেরতের তারিখ: ০৮/১২/২০২৬',
        'আগের তারিখ: ০১/১২/২০২৬ – ০৩/১২/২০২৬',
        'দিন: ৩',
        'দৈনিক ভাড়া: $৩৫.০০',
        'মোট (১০% সার্ভিস চার্জসহ): $১১৫.৫০',
        'অবস্থা: নিশ্চিত',
        'মালিক: Nadia Islam',
        '',
        'আপনার বুকিংগুলো দেখুন: https://carzone.test/bookings',
        '',
        'CarZone',
        '',
      ].join('\n'),
    );
    expect(toRenter!.html).toContain('<html lang="bn">');
    expect(toOwner!.subject).toBe('Booking dates changed: Toyota Axio, 05/12/2026 – 08/12/2026');
    expect(toOwner!.text).toContain(
      'Rafi Ahmed has changed the dates of their booking of your Toyota Axio.',
    );
    expect(toOwner!.text).toContain('Total (with the 10% service charge): $115.50\n');
    expect(toOwner!.html).toContain('<html lang="en">');
  });

  it('have the same lines in both languages, each with words of its own', () => {
    for (const event of ['made', 'changed', 'canceled'] as const) {
      const [english, bangla] = (['en', 'bn'] as const).map((language) =>
        composeBookingMails({ ...change, event }, 'https://carzone.test', {
          renter: language,
          owner: language,
        }),
      );
      for (const [index, mail] of english!.entries()) {
        const translated = bangla![index]!;
        expect(translated.text.split('\n')).toHaveLength(mail.text.split('\n').length);
        expect(translated.subject).not.toBe(mail.subject);
        // Nothing of the English wording is left in the Bangla mail (the names are the people's).
        for (const word of ['Hello', 'your booking', 'Status', 'Daily price', 'See your'])
          expect(translated.text).not.toContain(word);
      }
    }
  });
});

describe('booking e-mails about an advance', () => {
  const booked: BookingMailFacts = {
    event: 'awaitingPayment',
    bookingId: 'b/42',
    carModel: 'Toyota Axio',
    location: 'Sylhet',
    startDate: '2026-12-05',
    endDate: '2026-12-08',
    dailyRentalPrice: 40,
    totalPrice: 132,
    bookingStatus: 'AwaitingPayment',
    // 20 % of $132.00, due at noon in Dhaka.
    advance: { amount: 2640, dueAt: '2026-12-04T06:00:00.000Z', paid: false },
    renter: { name: 'Rafi Ahmed', email: 'renter@carzone.test', phoneNumber: '+8801712345678' },
    owner: { name: 'Nadia Islam', email: 'owner@carzone.test', phoneNumber: '+8801812345678' },
  };
  const paid: BookingMailFacts = {
    ...booked,
    event: 'paid',
    bookingStatus: 'Confirmed',
    advance: { ...booked.advance!, paid: true },
  };
  const expired: BookingMailFacts = {
    ...booked,
    event: 'paymentExpired',
    bookingStatus: 'Expired',
  };
  const refunded: BookingMailFacts = {
    ...paid,
    event: 'canceled',
    bookingStatus: 'Canceled',
    refund: { amount: 1240 },
  };
  const inBoth = (facts: BookingMailFacts, language: Language) =>
    composeBookingMails(facts, 'https://carzone.test', { renter: language, owner: language });
  /** A mail's subject before the car and dates, and its lead. */
  const opening = (mail: { subject: string; text: string }) =>
    `${mail.subject.split(': ')[0]} | ${mail.text.split('\n')[2]}`;

  // The renter's opening, then the owner's: awaiting payment, paid, expired, a refund.
  const OPENINGS = {
    en: [
      'Pay the advance for your booking | Your booking of Toyota Axio is held for you until you pay its advance. Pay it by the deadline below to confirm the booking; if it is not paid by then, the booking expires and its dates are free again.',
      'Booking waiting for the advance | The booking of Rafi Ahmed of your Toyota Axio is waiting for their advance: its dates are held until the deadline below. It is confirmed once they pay; if they do not pay by then, it expires and the dates are free again.',
      'Advance paid, booking confirmed | Your advance is paid: your booking of Toyota Axio is confirmed. The rest is paid at pickup.',
      'Advance paid, booking confirmed | Rafi Ahmed has paid the advance: their booking of your Toyota Axio is confirmed.',
      'Booking expired, the advance was not paid | The advance for your booking of Toyota Axio was not paid in time, so the booking has expired and its dates are free again.',
      'Booking expired, the advance was not paid | The advance for the booking of Rafi Ahmed of your Toyota Axio was not paid in time: the booking has expired and its dates are free again.',
      'Booking canceled | Your booking of Toyota Axio has been canceled. $12.40 of your advance is refunded: it goes back to the way you paid within a few days.',
      'Booking canceled | Rafi Ahmed has canceled their booking of your Toyota Axio. $12.40 of the advance is refunded to the renter: it goes back to the way they paid within a few days.',
    ],
    bn: [
      'আপনার বুকিংয়ের অগ্রিম পেমেন্ট করুন | Toyota Axio গাড়িটির জন্য আপনার বুকিং অগ্রিম পেমেন্ট করা পর্যন্ত আপনার জন্য রাখা আছে। বুকিং নিশ্চিত করতে নিচের সময়সীমার মধ্যে অগ্রিম পেমেন্ট করুন; এর মধ্যে পেমেন্ট না হলে বুকিংয়ের মেয়াদ শেষ হবে এবং তারিখগুলো আবার খালি হবে।',
      'বুকিং অগ্রিম পেমেন্টের অপেক্ষায় | আপনার Toyota Axio গাড়িটির জন্য Rafi Ahmed-এর বুকিং তাঁর অগ্রিম পেমেন্টের অপেক্ষায়: নিচের সময়সীমা পর্যন্ত তারিখগুলো রাখা আছে। তিনি পেমেন্ট করলেই বুকিং নিশ্চিত হবে; এর মধ্যে পেমেন্ট না করলে বুকিংয়ের মেয়াদ শেষ হবে এবং তারিখগুলো আবার খালি হবে।',
      'অগ্রিম পেমেন্ট হয়েছে, বুকিং নিশ্চিত | আপনার অগ্রিম পেমেন্ট হয়েছে: Toyota Axio গাড়িটির জন্য আপনার বুকিং নিশ্চিত হয়েছে। বাকিটা পিকআপের সময় পেমেন্ট করতে হবে।',
      'অগ্রিম পেমেন্ট হয়েছে, বুকিং নিশ্চিত | Rafi Ahmed অগ্রিম পেমেন্ট করেছেন: আপনার Toyota Axio গাড়িটির জন্য তাঁর বুকিং নিশ্চিত হয়েছে।',
      'অগ্রিম পেমেন্ট না হওয়ায় বুকিংয়ের মেয়াদ শেষ | Toyota Axio গাড়িটির জন্য আপনার বুকিংয়ের অগ্রিম সময়মতো পেমেন্ট করা হয়নি, তাই বুকিংয়ের মেয়াদ শেষ হয়েছে এবং তারিখগুলো আবার খালি।',
      'অগ্রিম পেমেন্ট না হওয়ায় বুকিংয়ের মেয়াদ শেষ | আপনার Toyota Axio গাড়িটির জন্য Rafi Ahmed-এর বুকিংয়ের অগ্রিম সময়মতো পেমেন্ট করা হয়নি: বুকিংয়ের মেয়াদ শেষ হয়েছে এবং তারিখগুলো আবার খালি।',
      'বুকিং বাতিল হয়েছে | Toyota Axio গাড়িটির জন্য আপনার বুকিং বাতিল করা হয়েছে। আপনার অগ্রিমের $১২.৪০ রিফান্ড করা হচ্ছে: যে মাধ্যমে পেমেন্ট করেছিলেন, কয়েক দিনের মধ্যে সেখানেই ফেরত যাবে।',
      'বুকিং বাতিল হয়েছে | Rafi Ahmed আপনার Toyota Axio গাড়িটির বুকিং বাতিল করেছেন। অগ্রিমের $১২.৪০ ভাড়াটিয়াকে রিফান্ড করা হচ্ছে: তিনি যে মাধ্যমে পেমেন্ট করেছিলেন, কয়েক দিনের মধ্যে সেখানেই ফেরত যাবে।',
    ],
  };

  it.each(['en', 'bn'] as const)(
    'open each with its subject and lead, a refund said after the lead (%s)',
    (language) => {
      const mails = [booked, paid, expired, refunded].flatMap((facts) => inBoth(facts, language));
      expect(mails.map(opening)).toEqual(OPENINGS[language]);
    },
  );

  // The rows after the total, to both sides, of an unpaid advance, a paid one and a refund.
  const TOTAL = {
    en: 'Total (with the 10% service charge): $132.00\n',
    bn: 'মোট (১০% সার্ভিস চার্জসহ): $১৩২.০০\n',
  };
  it.each([
    [
      'en',
      'unpaid',
      booked,
      'Advance: $26.40\nPay by: 04/12/2026, 12:00\nStatus: Awaiting payment\n',
    ],
    [
      'bn',
      'unpaid',
      booked,
      'অগ্রিম: $২৬.৪০\nপেমেন্টের শেষ সময়: ০৪/১২/২০২৬, ১২:০০\nঅবস্থা: পেমেন্টের অপেক্ষায়\n',
    ],
    ['en', 'paid', paid, 'Advance: $26.40 (paid)\nTo pay at pickup: $105.60\nStatus: Confirmed\n'],
    [
      'bn',
      'paid',
      paid,
      'অগ্রিম: $২৬.৪০ (পেমেন্ট করা হয়েছে)\nপিকআপের সময় পেমেন্ট করতে হবে: $১০৫.৬০\nঅবস্থা: নিশ্চিত\n',
    ],
    [
      'en',
      'refunded',
      refunded,
      'Advance: $26.40 (paid)\nTo pay at pickup: $105.60\nRefund: $12.40\nStatus: Canceled\n',
    ],
    [
      'bn',
      'refunded',
      refunded,
      'অগ্রিম: $২৬.৪০ (পেমেন্ট করা হয়েছে)\nপিকআপের সময় পেমেন্ট করতে হবে: $১০৫.৬০\nরিফান্ড: $১২.৪০\nঅবস্থা: বাতিল\n',
    ],
  ] as const)('list the advance after the total (%s, %s)', (language, _, facts, rows) => {
    for (const mail of inBoth(facts, language)) expect(mail.text).toContain(TOTAL[language] + rows);
  });

  it("link the renter to pay the advance, the owner to their cars, and give a paid booking's numbers", () => {
    const [toRenter, toOwner] = inBoth(booked, 'en');
    expect(toRenter!.text).toContain('Pay the advance: https://carzone.test/bookings?pay=b%2F42\n');
    expect(toRenter!.html).toContain(
      '<a href="https://carzone.test/bookings?pay=b%2F42">Pay the advance</a>',
    );
    expect(toOwner!.text).toContain(
      'See your cars: https://carzone.test/cars/owner%40carzone.test\n',
    );
    const [bangla] = inBoth(booked, 'bn');
    expect(bangla!.text).toContain('অগ্রিম পেমেন্ট করুন: https://carzone.test/bookings?pay=b%2F42\n');
    const [unnamed] = inBoth({ ...booked, bookingId: undefined }, 'en');
    expect(unnamed!.text).toContain('See your bookings: https://carzone.test/bookings\n');
    const [renterPaid, ownerPaid] = inBoth(paid, 'en');
    expect(renterPaid!.text).toContain("Owner's mobile number: +8801812345678\n");
    expect(ownerPaid!.text).toContain("Renter's mobile number: +8801712345678\n");
  });

  it('say nothing of an advance a car does not ask, nor of a refund of nothing', () => {
    for (const language of ['en', 'bn'] as const) {
      for (const mail of inBoth({ ...paid, event: 'made', advance: undefined }, language))
        expect(mail.text).not.toMatch(/Advance|advance|Pay by|অগ্রিম|পেমেন্ট/);
      for (const mail of inBoth({ ...refunded, refund: { amount: 0 } }, language))
        expect(mail.text).not.toMatch(/Refund|refunded|রিফান্ড/);
    }
  });
});
