// Booking a trip the way Bangladesh rents: with the car's driver or self-driven, a
// pickup time and place, to another district; priced by the same rule as the quote and stored
// line by line, so the booking, My Bookings and a change of dates agree.
import type { Booking, OwnerBooking, OwnerRequest } from '@carzone/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cars, mailOutbox } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { said } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { CAR_WITH_DRIVER as WITH_DRIVER, testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let carsOf: TestCars;
let renter: User;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Trip Booking Car');
  renter = await signedInUser(api, 'Trip Renter');
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const TO_COXS_BAZAR = {
  withDriver: true,
  pickupTime: '08:30',
  pickupPlace: 'House 12, Road 5, Dhanmondi',
  destinationDistrict: 'coxs-bazar',
};

const book = (body: Record<string, unknown>, language?: string) =>
  api.fetch('/api/bookings', {
    method: 'POST',
    headers: {
      cookie: renter.cookie,
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
    },
    body: JSON.stringify(body),
  });

describe('POST /api/bookings with trip choices', () => {
  it("books a two-day trip with the driver to Cox's Bazar at the quote's price, lines kept", async () => {
    const carId = await carsOf.insert('trip-owner@carzone.test', WITH_DRIVER);
    const dates = { startDate: day(5), endDate: day(7) };
    const quote = await json<{ lines: unknown[]; totalPrice: number }>(
      await api.fetch(
        `/api/car/${carId}/quote?from=${dates.startDate}&to=${dates.endDate}&withDriver=true&destination=coxs-bazar`,
      ),
    );
    const response = await book({ carId, ...dates, ...TO_COXS_BAZAR });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    const booking = await json<Booking>(response);
    expect(booking).toMatchObject({ ...TO_COXS_BAZAR, totalPrice: 198, lines: quote.lines });
    expect(quote.totalPrice).toBe(198);
    // My Bookings says the same, in the reader's language.
    const mine = await json<Booking[]>(await callApi(api, 'GET', '/api/bookings', { as: renter }));
    expect(mine.find((each) => each._id === booking._id)).toMatchObject({
      ...TO_COXS_BAZAR,
      totalPrice: 198,
      lines: quote.lines,
    });
    const bangla = await json<Booking[]>(
      await api.fetch('/api/bookings', {
        headers: { cookie: renter.cookie, 'accept-language': 'bn' },
      }),
    );
    expect(bangla.find((each) => each._id === booking._id)!.lines[1]).toEqual({
      kind: 'driver',
      label: 'ড্রাইভার: ২ দিন × $২০.০০',
      amount: 40,
    });
    // Both mails list the choices and the lines.
    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [renter.email, 'trip-owner@carzone.test']));
    const about = mails.filter((mail) => mail.textBody.includes('House 12, Road 5'));
    expect(about).toHaveLength(2);
    for (const mail of about) {
      expect(mail.textBody).toContain('Driver: With a driver');
      expect(mail.textBody).toContain('Pickup: 08:30, House 12, Road 5, Dhanmondi');
      expect(mail.textBody).toContain("Destination: Cox's Bazar");
      expect(mail.textBody).toContain(
        'Out of town: 2 days × $15.00 + 1 night away × $10.00: $40.00',
      );
      expect(mail.textBody).toContain('Fuel: paid by the renter');
    }
  });

  it("shows the owner the trip's choices and lines on My Cars and on a request", async () => {
    const owner = await signedInUser(api, 'Trip Owner');
    const instant = await carsOf.insert(owner.email, WITH_DRIVER);
    const asked = await carsOf.insert(owner.email, { ...WITH_DRIVER, instantBooking: false });
    const trip = { startDate: day(20), endDate: day(22), ...TO_COXS_BAZAR };
    expect((await book({ carId: instant, ...trip })).status).toBe(201);
    expect((await book({ carId: asked, ...trip })).status).toBe(201);
    const upcoming = await json<OwnerBooking[]>(
      await callApi(api, 'GET', `/api/cars/${encodeURIComponent(owner.email)}/bookings`, {
        as: owner,
      }),
    );
    const waiting = await json<OwnerRequest[]>(
      await callApi(api, 'GET', '/api/requests', { as: owner }),
    );
    for (const seen of [upcoming.find((each) => each.carId === instant), waiting[0]]) {
      expect(seen).toMatchObject({ ...TO_COXS_BAZAR, totalPrice: 198 });
      expect(seen!.lines.map((line) => line.amount)).toEqual([
        100,
        40,
        40,
        18,
        undefined,
        undefined,
      ]);
    }
  });

  it('reprices a change of dates with the same choices, at the prices it was booked at', async () => {
    const carId = await carsOf.insert('trip-owner@carzone.test', WITH_DRIVER);
    const booking = await json<Booking>(
      await book({ carId, startDate: day(10), endDate: day(12), ...TO_COXS_BAZAR }),
    );
    // The owner raises the driver's rate afterwards: the renter keeps the price they agreed to.
    await api.db.update(cars).set({ driverDailyRate: 99 }).where(eq(cars.id, carId));
    const changed = await callApi(api, 'PATCH', `/api/bookings/${booking._id}`, {
      as: renter,
      body: { startDate: day(10), endDate: day(13) },
    });
    expect(changed.status).toBe(200);
    // 3 × 50 + 3 × 20 + 3 × 15 + 2 × 10 = 275, + 10 % = 302.50
    expect(await json(changed)).toMatchObject({ totalPrice: 302.5, ...TO_COXS_BAZAR });
  });

  it('refuses a choice the car does not offer, a bad time, place or district, and books nothing', async () => {
    const selfDriveOnly = await carsOf.insert('trip-owner@carzone.test');
    const driverOnly = await carsOf.insert('trip-owner@carzone.test', {
      ...WITH_DRIVER,
      driverOption: 'with-driver',
    });
    const dates = { startDate: day(3), endDate: day(5) };
    const refused = async (body: Record<string, unknown>, message: string) => {
      const response = await book(body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await json(response))).toContain(message);
    };
    await refused(
      { carId: selfDriveOnly, ...dates, withDriver: true },
      said('booking.driverNotOffered'),
    );
    await refused({ carId: driverOnly, ...dates }, said('booking.selfDriveNotOffered'));
    await refused(
      { carId: driverOnly, ...dates, withDriver: true, pickupTime: '25:00' },
      said('booking.pickupTimeInvalid'),
    );
    await refused(
      { carId: driverOnly, ...dates, withDriver: true, pickupPlace: 'x'.repeat(201) },
      said('booking.pickupPlaceTooLong'),
    );
    await refused(
      { carId: driverOnly, ...dates, withDriver: true, destinationDistrict: 'atlantis' },
      said('booking.destinationUnknown'),
    );
    await refused(
      { carId: driverOnly, ...dates, withDriver: 'yes' },
      said('booking.withDriverInvalid'),
    );
    const stored = await api.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookerEmail, renter.email));
    expect(stored.filter((row) => [selfDriveOnly, driverOnly].includes(row.carId!))).toEqual([]);
  });
});
