// Changes of dates on a car that takes requests: new dates for a confirmed booking are
// asked of the owner. The booking keeps its confirmed dates, held, until the owner accepts the new
// ones, which are held meanwhile; declined or expired, nothing changes. Each test uses cars of its
// own, on dates counted from Dhaka's today; mails are read from the outbox.
import type { Booking, OwnerBooking, OwnerRequest } from '@carzone/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, cars, mailOutbox } from '../database/schema.js';
import { expectRefusal, said } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import type { TestCars } from '../testing/test-cars.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { json, type TestApp } from '../testing/test-app.js';
import { BookingRequestsService } from './booking-requests.service.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Date Change Car', names: ['Change Owner', 'Change Renter', 'Change Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as?: User, body?: unknown) =>
  callApi(api, method, path, { as, body });
const book = (as: User, carId: string, startDate: string, endDate: string) =>
  call('POST', '/api/bookings', as, { carId, startDate, endDate });
const changeDates = (as: User | undefined, id: string, startDate: string, endDate: string) =>
  call('PATCH', `/api/bookings/${id}`, as, { startDate, endDate });
const accept = (as: User | undefined, id: string) => call('POST', `/api/bookings/${id}/accept`, as);
const decline = (as: User | undefined, id: string, body: unknown = {}) =>
  call('POST', `/api/bookings/${id}/decline`, as, body);
const bookedRanges = async (carId: string) =>
  json(await call('GET', `/api/car/${carId}/booked-ranges`));
const myBookings = async (as: User) => json<Booking[]>(await call('GET', '/api/bookings', as));
const waitingRequests = async () => json<OwnerRequest[]>(await call('GET', '/api/requests', owner));

/** A confirmed booking on a new car of the owner's that takes requests: asked, then accepted. */
async function confirmedOnRequestCar(startDate: string, endDate: string) {
  const carId = await carsOf.insert(owner.email, { instantBooking: false });
  const asked = await book(renter, carId, startDate, endDate);
  expect(asked.status).toBe(201);
  const { _id } = await json<Booking>(asked);
  const accepted = await accept(owner, _id);
  expect(accepted.status).toBe(200);
  return { carId, booking: await json<Booking>(accepted) };
}

/** Asks for new dates, failing the test unless the API answers 200. */
async function askedChange(id: string, startDate: string, endDate: string) {
  const response = await changeDates(renter, id, startDate, endDate);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return json<Booking>(response);
}

/** The subjects of the mails queued about this car, renter's before owner's of one change. */
async function subjectsAbout(carId: string) {
  const [car] = await api.db.select().from(cars).where(eq(cars.id, carId));
  const rows = await api.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.toAddress, [renter.email, owner.email]));
  const ownersLast = (row: (typeof rows)[number]) => (row.toAddress === owner.email ? 1 : 0);
  return rows
    .filter((row) => row.subject.includes(car!.carModel))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || ownersLast(a) - ownersLast(b))
    .map(
      (row) =>
        `${row.toAddress === owner.email ? 'owner' : 'renter'}: ${row.subject.split(':')[0]}`,
    );
}

/** The text of the newest mail to `to` about this car. */
async function newestMailText(carId: string, to: string) {
  const [car] = await api.db.select().from(cars).where(eq(cars.id, carId));
  const rows = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return rows
    .filter((row) => row.subject.includes(car!.carModel))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!.textBody;
}

/** The row of the booking's change of dates (its own Pending row), as the database has it. */
const changeRowOf = async (bookingId: string) =>
  (
    await api.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.changeOf, bookingId), isNotNull(bookings.changeOf)))
  ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];

describe('new dates for a confirmed booking of a car that takes requests', () => {
  it('are asked of the owner: the booking keeps its dates, both held, and both people hear', async () => {
    const { carId, booking } = await confirmedOnRequestCar(day(10), day(13));
    const answered = await askedChange(booking._id, day(11), day(15));

    expect(answered).toMatchObject({
      _id: booking._id,
      bookingStatus: 'Confirmed',
      startDate: day(10),
      endDate: day(13),
      totalPrice: booking.totalPrice,
      proposedChange: {
        startDate: day(11),
        endDate: day(15),
        // Four days at the booking's own price, where it had three.
        totalPrice: (booking.totalPrice / 3) * 4,
        expiresAt: expect.any(String) as unknown,
      },
    });
    // The renter's list shows one booking, with the change on it.
    const mine = (await myBookings(renter)).filter((item) => item.carId === carId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.proposedChange).toEqual(answered.proposedChange);

    // The old nights and the new ones are both taken meanwhile.
    expect(await bookedRanges(carId)).toEqual([{ startDate: day(10), endDate: day(15) }]);
    expect((await book(stranger, carId, day(13), day(14))).status).toBe(409);

    // The owner sees it on the Requests page, answered on the booking's own id.
    const request = (await waitingRequests()).find((item) => item._id === booking._id);
    expect(request).toMatchObject({
      carId,
      startDate: day(11),
      endDate: day(15),
      bookingStatus: 'Pending',
      renterName: 'Change Renter',
      currentDates: { startDate: day(10), endDate: day(13), totalPrice: booking.totalPrice },
    });
    expect(JSON.stringify(request)).not.toContain(renter.email);
    // And on My Cars, on the booking, not as a booking of its own.
    const onMyCars = json<OwnerBooking[]>(
      await call('GET', `/api/cars/${encodeURIComponent(owner.email)}/bookings`, owner),
    );
    const ofThisCar = (await onMyCars).filter((item) => item.carId === carId);
    expect(ofThisCar.map((item) => [item._id, item.proposedChange?.startDate])).toEqual([
      [booking._id, day(11)],
    ]);

    expect(await subjectsAbout(carId)).toEqual([
      'renter: Booking request sent',
      'owner: New booking request',
      'renter: Booking request accepted',
      'owner: Booking request accepted',
      'renter: Change of dates requested',
      'owner: New request to change dates',
    ]);
    const ownersMail = await newestMailText(carId, owner.email);
    expect(ownersMail).toContain('Confirmed dates:');
    expect(ownersMail).toContain('Answer by:');
    expect(ownersMail).toContain('/requests');
  });

  it('take effect when the owner accepts, freeing the nights the booking no longer needs', async () => {
    const { carId, booking } = await confirmedOnRequestCar(day(20), day(24));
    const asked = await askedChange(booking._id, day(22), day(26));

    const response = await accept(owner, booking._id);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      _id: booking._id,
      bookingStatus: 'Confirmed',
      startDate: day(22),
      endDate: day(26),
      totalPrice: asked.proposedChange!.totalPrice,
      proposedChange: null,
    });
    expect((await subjectsAbout(carId)).slice(-2)).toEqual([
      'renter: New dates accepted',
      'owner: New dates accepted',
    ]);
    expect(await bookedRanges(carId)).toEqual([{ startDate: day(22), endDate: day(26) }]);
    expect((await book(stranger, carId, day(20), day(22))).status).toBe(201);
    expect((await waitingRequests()).some((item) => item._id === booking._id)).toBe(false);
    // Answered once: a second answer finds nothing waiting.
    await expectRefusal(await accept(owner, booking._id), 409, said('booking.notAwaitingAnswer'));
    await expectRefusal(await decline(owner, booking._id), 409, said('booking.notAwaitingAnswer'));
  });

  it('change nothing when the owner declines, and the renter reads why', async () => {
    const { carId, booking } = await confirmedOnRequestCar(day(30), day(33));
    await askedChange(booking._id, day(30), day(36));

    const response = await decline(owner, booking._id, { reason: 'The car is away that week.' });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      bookingStatus: 'Confirmed',
      startDate: day(30),
      endDate: day(33),
      totalPrice: booking.totalPrice,
      proposedChange: null,
    });
    expect((await subjectsAbout(carId)).slice(-2)).toEqual([
      'renter: New dates declined',
      'owner: New dates declined',
    ]);
    const renterMail = await newestMailText(carId, renter.email);
    expect(renterMail).toContain('Reason: The car is away that week.');
    expect(renterMail).toContain('it keeps its confirmed dates');
    expect(await bookedRanges(carId)).toEqual([{ startDate: day(30), endDate: day(33) }]);
    expect((await book(stranger, carId, day(33), day(36))).status).toBe(201);
  });

  it('lapse unanswered: shown gone at once, written Expired by the sweep, both people told', async () => {
    const { carId, booking } = await confirmedOnRequestCar(day(40), day(42));
    await askedChange(booking._id, day(41), day(44));
    const change = await changeRowOf(booking._id);
    await api.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, change!.id));

    // Reads leave the overdue change out before the sweep has written it.
    const [mine] = (await myBookings(renter)).filter((item) => item._id === booking._id);
    expect(mine).toMatchObject({ startDate: day(40), endDate: day(42), proposedChange: null });
    expect(await bookedRanges(carId)).toEqual([{ startDate: day(40), endDate: day(42) }]);
    expect((await waitingRequests()).some((item) => item._id === booking._id)).toBe(false);

    await api.app.get(BookingRequestsService).expireDue();
    expect((await changeRowOf(booking._id))!.bookingStatus).toBe('Expired');
    expect((await subjectsAbout(carId)).slice(-2)).toEqual([
      'renter: Request to change dates expired',
      'owner: Request to change dates expired',
    ]);
    await expectRefusal(await accept(owner, booking._id), 409, said('booking.notAwaitingAnswer'));
  });

  it('replace the change still waiting; the confirmed dates again withdraw it', async () => {
    const { carId, booking } = await confirmedOnRequestCar(day(50), day(52));
    await askedChange(booking._id, day(50), day(54));
    const second = await askedChange(booking._id, day(51), day(53));
    expect(second.proposedChange).toMatchObject({ startDate: day(51), endDate: day(53) });
    expect(await bookedRanges(carId)).toEqual([{ startDate: day(50), endDate: day(53) }]);
    expect((await waitingRequests()).filter((item) => item._id === booking._id)).toHaveLength(1);

    const withdrawn = await askedChange(booking._id, day(50), day(52));
    expect(withdrawn).toMatchObject({ startDate: day(50), endDate: day(52), proposedChange: null });
    expect(await bookedRanges(carId)).toEqual([{ startDate: day(50), endDate: day(52) }]);
    expect((await waitingRequests()).some((item) => item._id === booking._id)).toBe(false);
  });

  it('end with the booking when its renter cancels it', async () => {
    const { carId, booking } = await confirmedOnRequestCar(day(60), day(62));
    await askedChange(booking._id, day(61), day(65));
    const canceled = await call('PATCH', `/api/bookings/${booking._id}`, renter, {
      bookingStatus: 'Canceled',
    });
    expect(canceled.status).toBe(200);
    expect(await bookedRanges(carId)).toEqual([]);
    expect((await changeRowOf(booking._id))!.bookingStatus).toBe('Canceled');
    await expectRefusal(await accept(owner, booking._id), 409, said('booking.notAwaitingAnswer'));
  });

  it('refuses new dates that touch today, dates another booking holds, in both languages', async () => {
    const { carId, booking } = await confirmedOnRequestCar(day(1), day(3));
    // Moving the first day to today changes a night that begins before the owner could answer.
    await expectRefusal(
      await changeDates(renter, booking._id, day(0), day(3)),
      400,
      said('booking.changeStartsToday'),
    );
    const bangla = await api.fetch(`/api/bookings/${booking._id}`, {
      method: 'PATCH',
      headers: {
        cookie: renter.cookie,
        'content-type': 'application/json',
        'accept-language': 'bn',
      },
      body: JSON.stringify({ startDate: day(0), endDate: day(3) }),
    });
    expect(bangla.status).toBe(400);
    expect((await json<{ message: string }>(bangla)).message).toBe(
      'এই গাড়ির মালিক তারিখ বদলের প্রতিটি অনুরোধের উত্তর আগে দেন: শুধু আগামীকাল বা তার পরের দিনগুলো বদলান।',
    );
    // Another renter's booking holds the 5th and 6th.
    expect((await book(stranger, carId, day(5), day(7))).status).toBe(201);
    await expectRefusal(
      await changeDates(renter, booking._id, day(1), day(6)),
      409,
      said('booking.overlap'),
    );
    expect(await changeRowOf(booking._id)).toBeUndefined();
    const [mine] = (await myBookings(renter)).filter((item) => item._id === booking._id);
    expect(mine).toMatchObject({ startDate: day(1), endDate: day(3), proposedChange: null });
  });

  it('may be answered by the car owner only, and only on the booking', async () => {
    const { booking } = await confirmedOnRequestCar(day(70), day(72));
    await askedChange(booking._id, day(70), day(73));
    expect((await accept(undefined, booking._id)).status).toBe(401);
    await expectRefusal(await accept(stranger, booking._id), 403, said('booking.notCarOwner'));
    await expectRefusal(await accept(renter, booking._id), 403, said('booking.notCarOwner'));
    await expectRefusal(await decline(stranger, booking._id), 403, said('booking.notCarOwner'));
    expect((await changeDates(undefined, booking._id, day(70), day(74))).status).toBe(401);
    expect((await changeDates(stranger, booking._id, day(70), day(74))).status).toBe(404);
    // The change's own row is no booking anybody can answer or change.
    const change = await changeRowOf(booking._id);
    await expectRefusal(await accept(owner, change!.id), 404, said('booking.bookingNotFound'));
    await expectRefusal(
      await changeDates(renter, change!.id, day(70), day(74)),
      404,
      said('booking.bookingNotFound'),
    );
    const [mine] = (await myBookings(renter)).filter((item) => item._id === booking._id);
    expect(mine!.proposedChange).toMatchObject({ startDate: day(70), endDate: day(73) });
  });

  it('has one winner when the owner accepts as the renter cancels', async () => {
    const { carId, booking } = await confirmedOnRequestCar(day(80), day(82));
    await askedChange(booking._id, day(80), day(84));
    const [accepted, canceled] = await Promise.all([
      accept(owner, booking._id),
      call('PATCH', `/api/bookings/${booking._id}`, renter, { bookingStatus: 'Canceled' }),
    ]);
    // The cancel always stands; the accept either came first (and the canceled booking had the
    // new dates) or found nothing waiting.
    expect(canceled.status).toBe(200);
    expect([200, 409]).toContain(accepted.status);
    const [mine] = (await myBookings(renter)).filter((item) => item._id === booking._id);
    expect(mine).toMatchObject({ bookingStatus: 'Canceled', proposedChange: null });
    expect(mine!.endDate).toBe(accepted.status === 200 ? day(84) : day(82));
    expect(await bookedRanges(carId)).toEqual([]);
  });
});
