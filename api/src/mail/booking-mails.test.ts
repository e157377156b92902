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
