import { CAR_LISTING_MESSAGES, type CarBlock, type NewCarBlockInput } from '@carzone/domain';
import { REFUSALS } from '@carzone/domain/refusals';
import {
  freezeDhakaClock,
  makeCar,
  renderRoute,
  refuse,
  reply,
  showBangla,
  stubApi,
  typeDate,
  type RouteAnswer,
  columnHeaders,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAR_NOT_FOUND } from '../../lib/car-not-found.ts';
import {
  findToasts,
  makeOwnerBooking,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as carCalendarRoute from './car-calendar-route.tsx';

prepareOwnerArea();
// Dhaka's today is Tuesday 1 December 2026.
freezeDhakaClock();

const AXIO = makeCar({ carModel: 'Toyota Axio', email: OWNER.email });
const FIT = makeCar({ carModel: 'Honda Fit', email: OWNER.email });

const RAHIM = makeOwnerBooking(AXIO, {
  startDate: '2026-12-12',
  endDate: '2026-12-15',
  totalPrice: 135,
});
/** On the owner's other car: not this calendar's. */
const ON_THE_FIT = makeOwnerBooking(FIT, {
  startDate: '2026-12-16',
  endDate: '2026-12-18',
  totalPrice: 135,
  renterName: 'Nadia Islam',
});
const EID: CarBlock = {
  _id: 'block-1',
  startDate: '2026-12-20',
  endDate: '2026-12-27',
  note: 'Eid at home',
};

/**
 * The calendar of the Axio, its blocks kept by the stub as the API keeps them: a block added or
 * removed shows when the page loads again.
 */
function renderCalendar({
  blocks = [EID],
  bookings = [RAHIM, ON_THE_FIT],
}: { blocks?: CarBlock[]; bookings?: RouteAnswer } = {}) {
  let kept = [...blocks];
  const api = stubApi({
    'GET /api/update/:id': ({ params }) => (params.id === AXIO._id ? AXIO : reply(404, {})),
    'GET /api/cars/:id/blocks': () => kept,
    'GET /api/cars/:email/bookings': bookings,
    'POST /api/cars/:id/blocks': ({ body }) => {
      const block = { _id: `block-${kept.length + 2}`, note: '', ...(body as NewCarBlockInput) };
      kept = [...kept, block].sort((a, b) => a.startDate.localeCompare(b.startDate));
      return reply(201, block);
    },
    'DELETE /api/cars/:id/blocks/:blockId': ({ params }) => {
      kept = kept.filter((block) => block._id !== params.blockId);
      return { deletedCount: 1 };
    },
  });
  const view = renderRoute(
    { path: '/my-cars/:id/calendar', ...carCalendarRoute },
    `/my-cars/${AXIO._id}/calendar`,
    { signedInAs: OWNER },
  );
  return { api, ...view };
}

/** The month's cell of a day (YYYY-MM-DD), by the date its number is written for. */
const dayCell = (date: string) => {
  const cell = document.querySelector(`time[datetime="${date}"]`)?.closest('td');
  if (!cell) throw new Error(`No cell for ${date}`);
  return cell;
};

/** The blocks to come, each as its line reads. */
async function blockedDays(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Blocked days' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

/** How long a page may take to load again after a change, when every test file runs at once. */
const RELOADED = { timeout: 5_000 };

const blockForm = (name = 'Block days') => screen.getByRole('form', { name });
const blockButton = () => screen.getByRole('button', { name: 'Block these days' });

/** What the block form's field says, its label and the message under it. */
const errorUnder = (label: string, form = blockForm()) => {
  const field = within(form).getByLabelText(new RegExp(`^${label}`));
  return field.closest('[data-scope="field"][data-part="root"]')?.textContent ?? '';
};

// The date pickers make typing dates slow when every test file runs at once.
describe("A car's calendar", { timeout: 60_000 }, () => {
  it('shows the month: booked days with the renter, blocked days with the note, free and past days', async () => {
    // Thursday 10 December: the first nine days are past.
    vi.setSystemTime(new Date('2026-12-10T06:00:00Z'));
    const { api } = renderCalendar();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendar of Toyota Axio' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Calendar of Toyota Axio | CarZone'));
    expect(api.callsTo('GET /api/update/:id').map((call) => call.params.id)).toEqual([AXIO._id]);
    expect(api.callsTo('GET /api/cars/:id/blocks').map((call) => call.params.id)).toEqual([
      AXIO._id,
    ]);
    expect(api.callsTo('GET /api/cars/:email/bookings').map((call) => call.params.email)).toEqual([
      'owner@example.com',
    ]);

    const month = screen.getByRole('table', { name: 'December 2026' });
    // The week starts as the date fields' calendar starts it in English (en-GB): on Monday.
    expect(columnHeaders(month)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1 December 2026 is a Tuesday: one place before it.
    const firstWeek = within(month).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('cell')[0]!.textContent).toBe('');
    expect(dayCell('2026-12-09').textContent).toBe('9Past');
    expect(dayCell('2026-12-10').getAttribute('aria-current')).toBe('date');
    expect(dayCell('2026-12-10').textContent).toBe('10Free');
    expect(dayCell('2026-12-12').textContent).toBe('12BookedRahim Uddin');
    expect(dayCell('2026-12-14').textContent).toBe('14BookedRahim Uddin');
    // The day the car comes back is free again; the other car's booking is not this one's.
    expect(dayCell('2026-12-15').textContent).toBe('15Free');
    expect(dayCell('2026-12-16').textContent).toBe('16Free');
    expect(dayCell('2026-12-20').textContent).toBe('20BlockedEid at home');
    expect(dayCell('2026-12-26').textContent).toBe('26BlockedEid at home');
    expect(dayCell('2026-12-27').textContent).toBe('27Free');

    // The same in words under the month, for a phone's narrow cells.
    const inMonth = screen.getByRole('list', {
      name: 'Bookings and blocked days in December 2026',
    });
    expect(
      within(inMonth)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '12/12/2026 – 15/12/2026Booked by Rahim UddinConfirmedMessage',
      '20/12/2026 – 27/12/2026Blocked · Eid at home',
    ]);
    // Message opens the conversation with the booking's renter, and says whom.
    expect(
      within(inMonth).getByRole('link', { name: 'Message Rahim Uddin' }).getAttribute('href'),
    ).toBe(`/messages/booking/${RAHIM._id}`);
    expect(await blockedDays()).toEqual(['20/12/2026 – 27/12/2026 · 7 nights · Eid at home']);
    expect(screen.getByRole('button', { name: 'Unblock 20/12/2026 – 27/12/2026' })).toBeTruthy();
  });

  it('moves by month, never before this one', async () => {
    renderCalendar();
    const user = typist();
    await screen.findByRole('table', { name: 'December 2026' });
    const previous = screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next month' }));

    const january = screen.getByRole('table', { name: 'January 2027' });
    // 1 January 2027 is a Friday.
    expect(
      within(within(january).getAllByRole('row')[1]!).getAllByRole('cell')[4]!.textContent,
    ).toBe('1Free');
    expect(screen.getByText('Nothing is booked or blocked in January 2027.')).toBeTruthy();
    expect(previous.disabled).toBe(false);
    await user.click(previous);
    expect(await screen.findByRole('table', { name: 'December 2026' })).toBeTruthy();
  });

  it('blocks days: sends the dates and the note, says so, and shows them once loaded again', async () => {
    const { api } = renderCalendar();
    const user = typist();
    await screen.findByRole('table', { name: 'December 2026' });

    await typeDate(user, blockForm(), 'From', '05/01/2027');
    await typeDate(user, blockForm(), 'To', '10/01/2027');
    await user.type(within(blockForm()).getByLabelText(/^Note/), '  Family trip ');
    await user.click(blockButton());

    expect(await findToasts()).toEqual(['Days blocked']);
    expect(
      api.callsTo('POST /api/cars/:id/blocks').map((call) => [call.params.id, call.body]),
    ).toEqual([
      [AXIO._id, { startDate: '2027-01-05', endDate: '2027-01-10', note: 'Family trip' }],
    ]);
    await waitFor(
      async () =>
        expect(await blockedDays()).toEqual([
          '20/12/2026 – 27/12/2026 · 7 nights · Eid at home',
          '05/01/2027 – 10/01/2027 · 5 nights · Family trip',
        ]),
      RELOADED,
    );
    expect(api.callsTo('GET /api/cars/:id/blocks')).toHaveLength(2);
    // The form starts over.
    await waitFor(() =>
      expect((within(blockForm()).getByLabelText(/^From/) as HTMLInputElement).value).toBe(''),
    );
  });

  it('sends a block without a note when none is written', async () => {
    const { api } = renderCalendar({ blocks: [] });
    const user = typist();
    await screen.findByText('No days are blocked.');

    await typeDate(user, blockForm(), 'From', '02/12/2026');
    await typeDate(user, blockForm(), 'To', '03/12/2026');
    await user.type(within(blockForm()).getByLabelText(/^Note/), '   ');
    await user.click(blockButton());

    expect(await findToasts()).toEqual(['Days blocked']);
    expect(api.callsTo('POST /api/cars/:id/blocks')[0]?.body).toEqual({
      startDate: '2026-12-02',
      endDate: '2026-12-03',
    });
    await waitFor(
      async () => expect(await blockedDays()).toEqual(['02/12/2026 – 03/12/2026 · 1 night']),
      RELOADED,
    );
    expect(dayCell('2026-12-02').textContent).toBe('2Blocked');
  });

  it("refuses days the API would refuse before sending, in the refusal table's words", async () => {
    const { api } = renderCalendar();
    const user = typist();
    await screen.findByRole('table', { name: 'December 2026' });

    await user.click(blockButton());
    await waitFor(() => expect(errorUnder('From')).toContain(REFUSALS['carBlock.notADate'].en));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(blockForm()).getByLabelText(/^From/)),
    );

    // A day before today is refused as it is typed, and stays unchosen.
    await typeDate(user, blockForm(), 'From', '30/11/2026');
    await waitFor(() => expect(errorUnder('From')).toContain(REFUSALS['carBlock.startInPast'].en));
    await typeDate(user, blockForm(), 'From', '10/12/2026');
    await user.click(blockButton());
    await waitFor(() => expect(errorUnder('To')).toContain(REFUSALS['carBlock.notADate'].en));

    await typeDate(user, blockForm(), 'To', '12/12/2026');
    await user.click(within(blockForm()).getByLabelText(/^Note/));
    await user.paste('x'.repeat(201));
    await user.click(blockButton());
    await waitFor(() => expect(errorUnder('Note')).toContain(REFUSALS['carBlock.noteTooLong'].en));

    expect(api.callsTo('POST /api/cars/:id/blocks')).toHaveLength(0);
  });

  it("shows the server's refusal of days over a booking as it comes, and keeps the form", async () => {
    const message =
      'These days are booked: 12/12/2026 – 15/12/2026. A block cannot cover a booking.';
    const { api } = renderCalendar();
    api.on({
      'POST /api/cars/:id/blocks': refuse(409, { code: 'carBlock.overBooking', message }),
    });
    const user = typist();
    await screen.findByRole('table', { name: 'December 2026' });

    await typeDate(user, blockForm(), 'From', '11/12/2026');
    await typeDate(user, blockForm(), 'To', '13/12/2026');
    await user.click(blockButton());

    const refusal = await within(blockForm()).findByText(message);
    // Said as it comes (an alert, read out), and kept in view.
    expect(refusal.closest('[role="alert"]')?.textContent).toContain('The days were not blocked');
    expect((within(blockForm()).getByLabelText(/^From/) as HTMLInputElement).value).toBe(
      '11/12/2026',
    );
    expect(await blockedDays()).toEqual(['20/12/2026 – 27/12/2026 · 7 nights · Eid at home']);

    // Once the days change, the refusal has been read.
    await typeDate(user, blockForm(), 'To', '12/12/2026');
    expect(within(blockForm()).queryByText(message)).toBeNull();
  });

  it('unblocks days, says so, and shows the list without them once loaded again', async () => {
    const { api } = renderCalendar();
    const user = typist();

    await user.click(
      await screen.findByRole('button', { name: 'Unblock 20/12/2026 – 27/12/2026' }),
    );

    expect(await findToasts()).toEqual(['Days unblocked']);
    expect(api.callsTo('DELETE /api/cars/:id/blocks/:blockId').map((call) => call.params)).toEqual([
      { id: AXIO._id, blockId: EID._id },
    ]);
    expect(await screen.findByText('No days are blocked.', {}, RELOADED)).toBeTruthy();
    expect(dayCell('2026-12-20').textContent).toBe('20Free');
  });

  it("says why days were not unblocked, in the server's words", async () => {
    const message = REFUSALS['carBlock.blockNotFound'].en;
    const { api } = renderCalendar();
    api.on({
      'DELETE /api/cars/:id/blocks/:blockId': refuse(404, {
        code: 'carBlock.blockNotFound',
        message,
      }),
    });
    const user = typist();

    await user.click(
      await screen.findByRole('button', { name: 'Unblock 20/12/2026 – 27/12/2026' }),
    );

    expect(await findToasts()).toEqual([`The days were not unblocked${message}`]);
  });

  it('still shows the blocks when the bookings cannot be loaded, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCalendar({ bookings: reply(500, { statusCode: 500, message: 'Internal error' }) });

    expect(
      await screen.findByText(
        'The bookings on this car could not be loaded. Please refresh to try again.',
      ),
    ).toBeTruthy();
    expect(await blockedDays()).toEqual(['20/12/2026 – 27/12/2026 · 7 nights · Eid at home']);
  });
});

describe("A car's calendar in Bangla", { timeout: 60_000 }, () => {
  it("shows the month's name, its days, the blocks and the form in Bangla", async () => {
    renderCalendar();
    await screen.findByRole('table', { name: 'December 2026' });

    await showBangla();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Toyota Axio-এর ক্যালেন্ডার' }),
    ).toBeTruthy();
    const month = screen.getByRole('table', { name: 'ডিসেম্বর ২০২৬' });
    // As the date fields' calendar in Bangla (bn-BD): the week starts on Sunday.
    expect(within(month).getAllByRole('columnheader')[0]!.textContent).toBe('রবি');
    expect(dayCell('2026-12-12').textContent).toBe('১২বুক করাRahim Uddin');
    expect(dayCell('2026-12-20').textContent).toBe('২০বন্ধ রাখাEid at home');
    expect(dayCell('2026-12-27').textContent).toBe('২৭খালি');
    const message = screen.getByRole('link', { name: 'বার্তা পাঠান: Rahim Uddin' });
    expect(message.textContent).toBe('বার্তা');
    const list = await screen.findByRole('list', { name: 'বন্ধ রাখা দিন' });
    expect(within(list).getByRole('listitem').querySelector('p')?.textContent).toBe(
      '২০/১২/২০২৬ – ২৭/১২/২০২৬ · ৭ রাত · Eid at home',
    );
    expect(
      screen.getByRole('button', { name: '২০/১২/২০২৬ – ২৭/১২/২০২৬ আবার খুলে দিন' }),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'দিন বন্ধ রাখুন' })).toBeTruthy();

    await typist().click(screen.getByRole('button', { name: 'এই দিনগুলো বন্ধ রাখুন' }));
    expect(errorUnder('শুরুর তারিখ', blockForm('দিন বন্ধ রাখুন'))).toContain(
      REFUSALS['carBlock.notADate'].bn,
    );
  });
});

describe("A car's calendar: the loader", () => {
  const refusal = (statusCode: number, message: string) =>
    reply(statusCode, { statusCode, error: 'Refused', message });

  it("throws someone else's car (403) and a missing one (404) as the same not found", async () => {
    stubApi({
      'GET /api/update/:id': ({ params }) =>
        params.id === 'theirs'
          ? refusal(403, CAR_LISTING_MESSAGES.notYourCar)
          : refusal(404, CAR_LISTING_MESSAGES.carNotFound),
      'GET /api/cars/:id/blocks': ({ params }) =>
        params.id === 'theirs'
          ? refusal(403, CAR_LISTING_MESSAGES.notYourCar)
          : refusal(404, CAR_LISTING_MESSAGES.carNotFound),
      'GET /api/cars/:email/bookings': [],
    });
    const load = (id: string) =>
      carCalendarRoute.loader({
        request: new Request(`http://localhost/my-cars/${id}/calendar`),
        params: { id },
        context: {},
      } as never);

    // Without a session in hand the loader asks the car whose bookings to load, which fails too.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const id of ['theirs', 'gone']) {
      await expect(load(id), id).rejects.toMatchObject({
        init: { status: 404 },
        data: CAR_NOT_FOUND,
      });
    }
  });
});
