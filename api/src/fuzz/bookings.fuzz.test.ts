// POST /api/bookings and PATCH /api/bookings/:id under generated bad input, from signed-in users:
// every case refused in the one error shape, and every booking and car exactly as before.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { bookings, cars } from '../database/schema.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { callApi, dhakaDay, type SignedInUser } from '../testing/session-calls.js';
import { usingPostgresServer, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import type { TestCars } from '../testing/test-cars.js';
import {
  type BadRequest,
  type Entries,
  asBrokenFieldsBody,
  asJson,
  asUnknownFieldBody,
  badJsonEnvelope,
  datesOf,
  entriesText,
  notAnIdSegment,
  notASession,
  notText,
  overlapping,
  rangeStartingInPast,
  requiredDate,
  requiredUuid,
  reversedRange,
  withBrokenFields,
  withUnknownKeys,
} from './arbitraries.js';
import { itRefusesEveryCase, rowsWhereIn } from './refusals.js';

let api: TestApp, ownedCars: TestCars;
let owner: SignedInUser, renter: SignedInUser, stranger: SignedInUser;
let carId: string;
let unavailableCarId: string;
/** The renter's booking to come, nights 5–7 from today; the stranger's is nights 10–11. */
let activeBookingId: string;
let canceledBookingId: string;
let endedBookingId: string;
const ACTIVE_NIGHTS = { from: 5, until: 8 };
const STRANGERS_NIGHTS = { from: 10, until: 12 };

withBookingParties(
  { carLabel: 'Fuzz Car', names: ['Fuzz Owner', 'Fuzz Renter', 'Fuzz Stranger'] },
  (parties) => {
    ({ api, carsOf: ownedCars, owner, renter, stranger } = parties);
  },
);
beforeAll(async () => {
  carId = await ownedCars.insert(owner.email);
  unavailableCarId = await ownedCars.insert(owner.email, { bookingStatus: 'unavailable' });
  const book = async (as: SignedInUser, nights: { from: number; until: number }) => {
    const response = await callApi(api, 'POST', '/api/bookings', {
      as,
      body: { carId, startDate: dhakaDay(nights.from), endDate: dhakaDay(nights.until) },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { _id: string })._id;
  };
  activeBookingId = await book(renter, ACTIVE_NIGHTS);
  await book(stranger, STRANGERS_NIGHTS);
  canceledBookingId = await insertBookingRow(api.db, {
    carId,
    bookerEmail: renter.email,
    bookingStatus: 'Canceled',
    startDate: dhakaDay(20),
    endDate: dhakaDay(22),
  });
  endedBookingId = await insertBookingRow(api.db, { carId, bookerEmail: renter.email });
});

/** Every row these tests' users and cars have, field by field. */
async function snapshot() {
  const emails = [renter.email, owner.email, stranger.email];
  return {
    bookings: await rowsWhereIn(api, bookings, bookings.bookerEmail, emails),
    cars: await rowsWhereIn(api, cars, cars.id, [carId, unavailableCarId]),
    total: usingPostgresServer() ? null : await api.countRows(bookings),
  };
}

// Date ranges that are real calendar dates and still cannot be booked (offsets from today).

const NEW_BOOKING_FIELDS = ['carId', 'startDate', 'endDate'];
const newBooking = (): Entries => [
  ['carId', carId],
  ['startDate', dhakaDay(30)],
  ['endDate', dhakaDay(33)],
];

function badNewBookings(): fc.Arbitrary<BadRequest> {
  const base = newBooking();
  const withDates = (kind: string, ranges: fc.Arbitrary<{ start: number; end: number }>) =>
    ranges.map((range) => {
      const { startDate, endDate } = datesOf(range);
      return asJson(
        kind,
        entriesText([
          ['carId', carId],
          ['startDate', startDate],
          ['endDate', endDate],
        ]),
      );
    });
  const asRenter = fc
    .oneof(
      {
        weight: 4,
        arbitrary: withBrokenFields(base, {
          carId: requiredUuid,
          startDate: requiredDate,
          endDate: requiredDate,
        }).map(asBrokenFieldsBody),
      },
      { weight: 1, arbitrary: withDates('end not after start', reversedRange) },
      { weight: 1, arbitrary: withDates('start in the past', rangeStartingInPast(40)) },
      { weight: 1, arbitrary: withDates('overlaps own booking', overlapping(ACTIVE_NIGHTS)) },
      { weight: 1, arbitrary: withDates("overlaps another's", overlapping(STRANGERS_NIGHTS)) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.constant(unavailableCarId),
            fc.uuid().filter((id) => id !== carId && id !== unavailableCarId),
          )
          .map((id) =>
            asJson('unavailable or missing car', entriesText([['carId', id], ...base.slice(1)])),
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            withUnknownKeys(base, NEW_BOOKING_FIELDS),
            // The old client's fields: the server decides these, never the body.
            fc
              .constantFrom<[string, unknown]>(
                ['email', renter.email],
                ['totalPrice', 0],
                ['bookingStatus', 'Confirmed'],
                ['dailyRentalPrice', 0.01],
                ['bookerEmail', owner.email],
              )
              .map((extra) => [...base, extra]),
          )
          .map(asUnknownFieldBody),
      },
      { weight: 3, arbitrary: badJsonEnvelope(base) },
    )
    .map((request) => ({ ...request, session: 'user' as const }));
  const validBody = asJson('valid body', entriesText(base));
  const asSomeoneElse = fc.oneof(
    // The owner may not book their own car.
    fc.constant({ ...validBody, kind: 'own car', session: { cookie: owner.cookie } }),
    fc.constant({ ...validBody, kind: 'no session', session: 'none' as const }),
    notASession.map((cookie) => ({ ...validBody, kind: 'not a session', session: { cookie } })),
  );
  return fc
    .oneof({ weight: 9, arbitrary: asRenter }, { weight: 1, arbitrary: asSomeoneElse })
    .map((request) => ({ ...request, method: 'POST' as const, path: '/api/bookings' }));
}

itRefusesEveryCase('bad bookings and books nothing', () => ({
  api,
  requests: badNewBookings(),
  userCookie: renter.cookie,
  readState: snapshot,
}));

const CHANGE_FIELDS = ['startDate', 'endDate', 'bookingStatus'];
const NEW_DATES: Entries = [
  ['startDate', dhakaDay(40)],
  ['endDate', dhakaDay(42)],
];

function badChanges(): fc.Arbitrary<BadRequest> {
  const toActive = `/api/bookings/${activeBookingId}`;
  const datesBody = (range: { start: number; end: number }) => {
    const { startDate, endDate } = datesOf(range);
    return entriesText([
      ['startDate', startDate],
      ['endDate', endDate],
    ]);
  };
  const badBodyForActive = fc
    .oneof(
      {
        weight: 3,
        arbitrary: withBrokenFields(NEW_DATES, {
          startDate: requiredDate,
          endDate: requiredDate,
        }).map(asBrokenFieldsBody),
      },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            fc.constant<Entries>([]),
            fc.constant<Entries>([...NEW_DATES, ['bookingStatus', 'Canceled']]),
            fc.constantFrom<Entries>(NEW_DATES.slice(0, 1), NEW_DATES.slice(1)),
            fc
              .oneof(
                notText,
                fc.constantFrom('canceled', 'CANCELED', 'Canceled ', 'Confirmed', 'Pending', ''),
              )
              .map((status): Entries => [['bookingStatus', status]]),
          )
          .map((entries) => asJson('not one change', entriesText(entries))),
      },
      {
        weight: 1,
        arbitrary: reversedRange.map((range) => asJson('end not after start', datesBody(range))),
      },
      {
        weight: 1,
        arbitrary: rangeStartingInPast(40).map((range) =>
          asJson('start in the past', datesBody(range)),
        ),
      },
      {
        weight: 1,
        arbitrary: overlapping(STRANGERS_NIGHTS).map((range) =>
          asJson("overlaps another's", datesBody(range)),
        ),
      },
      {
        weight: 2,
        arbitrary: withUnknownKeys(NEW_DATES, CHANGE_FIELDS).map(asUnknownFieldBody),
      },
      { weight: 3, arbitrary: badJsonEnvelope(NEW_DATES) },
    )
    .map((request) => ({ ...request, path: toActive, session: 'user' as const }));

  const validChange = fc
    .constantFrom<Entries>(NEW_DATES, [['bookingStatus', 'Canceled']])
    .map((entries) => asJson('valid body', entriesText(entries)));
  const validChangeOfWrongBooking = fc.oneof(
    fc.constantFrom(
      { path: `/api/bookings/${canceledBookingId}`, kind: 'canceled booking' },
      { path: `/api/bookings/${endedBookingId}`, kind: 'ended booking' },
    ),
    fc
      .uuid()
      .filter((id) => ![activeBookingId, canceledBookingId, endedBookingId].includes(id))
      .map((id) => ({ path: `/api/bookings/${id}`, kind: 'no such booking' })),
    notAnIdSegment.map((segment) => ({ path: `/api/bookings/${segment}`, kind: 'not an id' })),
  );
  const asRenterElsewhere = fc
    .tuple(validChangeOfWrongBooking, validChange)
    .map(([target, body]) => ({ ...body, ...target, session: 'user' as const }));
  const asSomeoneElse = fc
    .tuple(
      validChange,
      fc.oneof(
        fc.constant({ cookie: stranger.cookie }),
        fc.constant({ cookie: owner.cookie }),
        fc.constant('none' as const),
        notASession.map((cookie) => ({ cookie })),
      ),
    )
    .map(([body, session]) => ({ ...body, kind: 'not the booker', path: toActive, session }));

  return fc
    .oneof(
      { weight: 7, arbitrary: badBodyForActive },
      { weight: 2, arbitrary: asRenterElsewhere },
      { weight: 1, arbitrary: asSomeoneElse },
    )
    .map((request): BadRequest => ({ ...request, method: 'PATCH' }));
}

itRefusesEveryCase('bad booking changes and changes no booking', () => ({
  api,
  requests: badChanges(),
  userCookie: renter.cookie,
  readState: snapshot,
}));

it('accepts the valid booking and change the bad cases were made from', async () => {
  const booked = await callApi(api, 'POST', '/api/bookings', {
    as: renter,
    body: Object.fromEntries(newBooking()),
  });
  expect(booked.status).toBe(201);
  const changed = await callApi(api, 'PATCH', `/api/bookings/${activeBookingId}`, {
    as: renter,
    body: Object.fromEntries(NEW_DATES),
  });
  expect(changed.status).toBe(200);
  expect(await changed.json()).toMatchObject({ startDate: dhakaDay(40), endDate: dhakaDay(42) });
});
