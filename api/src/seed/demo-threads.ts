// The conversations a fresh install shows, so two browsers can talk at once on `npm start`: the
// demo renter (an account of the Auth emulator, as the demo owner is) asking the demo owner about
// a car before booking, the number they gave hidden as the rule hides it; and a demo trip's
// renter arranging pickup in Bangla. Times are relative to the moment of seeding.
import { hideContactDetails } from '@carzone/domain';
import type { DemoAccount } from './demo-data.service.js';

/** The renter who can sign in on a local site and talk to the demo owner. */
export const DEMO_RENTER: DemoAccount = {
  email: 'renter@carzone.test',
  name: 'Nadia Islam',
  password: 'CarZone123',
};

interface DemoMessage {
  /** Written by the thread's renter, or its owner. */
  from: 'renter' | 'owner';
  text: string;
  /** Sent this many minutes before seeding. */
  minutesAgo: number;
  /** Whether the other side has opened it. */
  read: boolean;
}

interface DemoThread {
  renter: { email: string; name: string };
  /** Before any confirmed trip of the car, contact details are hidden. */
  confirmed: boolean;
  messages: DemoMessage[];
}

/** The demo threads, by the car's model (demo-cars.ts). */
const DEMO_THREADS: Record<string, DemoThread[]> = {
  'Toyota Axio 2018': [
    {
      renter: DEMO_RENTER,
      confirmed: false,
      messages: [
        {
          from: 'renter',
          text: 'Hello! Is there AC, and how many hours a day does the driver work?',
          minutesAgo: 26 * 60,
          read: true,
        },
        {
          from: 'owner',
          text: 'Hello Nadia. Yes, the AC works well, and the driver works up to 10 hours a day.',
          minutesAgo: 25 * 60,
          read: true,
        },
        {
          from: 'renter',
          text: 'Can we go to Sylhet via Srimangal? You can call me on 01712-345678.',
          minutesAgo: 40,
          read: false,
        },
      ],
    },
  ],
  'Toyota Noah 2017': [
    {
      renter: { email: 'farhana.akter@carzone.test', name: 'Farhana Akter' },
      confirmed: true,
      messages: [
        {
          from: 'renter',
          text: 'আসসালামু আলাইকুম, গাড়িটা কি সকাল ৮টায় বনানী ১১ নম্বরে আসতে পারবে?',
          minutesAgo: 35 * 24 * 60,
          read: true,
        },
        {
          from: 'owner',
          text: 'ওয়ালাইকুম আসসালাম। জি, ড্রাইভার ৮টার আগেই পৌঁছে যাবেন।',
          minutesAgo: 35 * 24 * 60 - 30,
          read: true,
        },
      ],
    },
  ],
};

/** A demo thread's rows, its car's id given when the car is inserted. */
export interface DemoThreadRows {
  thread: {
    carModel: string;
    ownerEmail: string;
    ownerName: string;
    renterEmail: string;
    renterName: string;
    createdAt: Date;
    lastActivityAt: Date;
  };
  messages: Array<{
    senderEmail: string;
    originalText: string;
    shownText: string;
    masked: boolean;
    createdAt: Date;
    readAt: Date | null;
    mailHandled: boolean;
  }>;
}

export function demoThreadsOf(
  car: { carModel: string; ownerEmail: string; ownerName?: string },
  now: Date,
): DemoThreadRows[] {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  return (DEMO_THREADS[car.carModel] ?? []).map(({ renter, confirmed, messages }) => ({
    thread: {
      carModel: car.carModel,
      ownerEmail: car.ownerEmail,
      ownerName: car.ownerName ?? '',
      renterEmail: renter.email,
      renterName: renter.name,
      createdAt: ago(messages[0]!.minutesAgo),
      lastActivityAt: ago(messages.at(-1)!.minutesAgo),
    },
    messages: messages.map((message) => {
      const shown = confirmed
        ? { text: message.text, masked: false }
        : hideContactDetails(message.text);
      return {
        senderEmail: message.from === 'renter' ? renter.email : car.ownerEmail,
        originalText: message.text,
        shownText: shown.text,
        masked: shown.masked,
        createdAt: ago(message.minutesAgo),
        readAt: message.read ? ago(message.minutesAgo - 5) : null,
        // Seeded, not sent: no mail is owed for them.
        mailHandled: true,
      };
    }),
  }));
}
