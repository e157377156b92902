// `GET /api/car/:id/quote`: a trip priced line by line before anyone books it, with the
// car's driver or self-driven, in its district or to another; its refusals; and, for generated
// listings, dates and choices, a total that equals an independent calculation to the cent.
import { totalPrice } from '@carzone/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anErrorCode, said } from '../testing/error-body.js';
import { dhakaDay as day } from '../testing/session-calls.js';
import { CAR_WITH_DRIVER as WITH_DRIVER, testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

/** Fewer in the quick loop (`npm run test:unit` sets FUZZ_CASES_PER_ENDPOINT), more in `npm test`. */
const RUNS = Number(process.env.FUZZ_CASES_PER_ENDPOINT) < 1000 ? 15 : 50;
const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';

let api: TestApp;
let carsOf: TestCars;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Quote Test Car');
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const quote = (carId: string, query: string, language?: string) =>
  api.fetch(`/api/car/${carId}/quote?${query}`, {
    headers: language ? { 'accept-language': language } : {},
  });

async function expectRefusal(response: Response, message: string) {
  expect(await json(response)).toMatchObject({ statusCode: 400, code: anErrorCode, message });
  expect(response.status).toBe(400);
}

describe('GET /api/car/:id/quote', () => {
  it("prices the issue's example line by line: 2 days with a driver to Cox's Bazar is $198.00", async () => {
    const carId = await carsOf.insert('quote-owner@carzone.test', WITH_DRIVER);
    const response = await quote(
      carId,
      `from=${day(5)}&to=${day(7)}&withDriver=true&destination=coxs-bazar`,
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      lines: [
        { kind: 'car', label: 'Car: 2 days × $50.00', amount: 100 },
        { kind: 'driver', label: 'Driver: 2 days × $20.00', amount: 40 },
        {
          kind: 'outOfTown',
          label: 'Out of town: 2 days × $15.00 + 1 night away × $10.00',
          amount: 40,
        },
        { kind: 'serviceCharge', label: 'Service charge (10%)', amount: 18 },
        { kind: 'fuel', label: 'Fuel: paid by the renter' },
        {
          kind: 'overtime',
          label: 'Overtime: $3.50 per hour after 10 hours a day, paid to the driver',
        },
      ],
      totalPrice: 198,
    });
    const bangla = await json<{ lines: { label: string }[] }>(
      await quote(
        carId,
        `from=${day(5)}&to=${day(7)}&withDriver=true&destination=coxs-bazar`,
        'bn',
      ),
    );
    expect(bangla.lines.map((line) => line.label)).toEqual([
      'গাড়ি: ২ দিন × $৫০.০০',
      'ড্রাইভার: ২ দিন × $২০.০০',
      'শহরের বাইরে: ২ দিন × $১৫.০০ + বাইরে ১ রাত × $১০.০০',
      'সার্ভিস চার্জ (১০%)',
      'জ্বালানি: ভাড়াটিয়া দেবেন',
      'ওভারটাইম: দিনে ১০ ঘণ্টার পরে প্রতি ঘণ্টা $৩.৫০, ড্রাইভারকে দেবেন',
    ]);
  });

  it("prices a self-drive trip as the spec does, and one that stays in the car's district without the way out", async () => {
    const carId = await carsOf.insert('quote-owner@carzone.test', WITH_DRIVER);
    const selfDrive = await json<{ lines: { kind: string }[]; totalPrice: number }>(
      await quote(carId, `from=${day(1)}&to=${day(4)}&destination=sylhet`),
    );
    expect(selfDrive.lines.map((line) => line.kind)).toEqual(['car', 'serviceCharge']);
    expect(selfDrive.totalPrice).toBe(totalPrice(3, 50));
    const inTown = await json<{ lines: { kind: string }[]; totalPrice: number }>(
      await quote(carId, `from=${day(1)}&to=${day(4)}&withDriver=true&destination=dhaka`),
    );
    expect(inTown.lines.map((line) => line.kind)).toEqual([
      'car',
      'driver',
      'serviceCharge',
      'fuel',
      'overtime',
    ]);
    expect(inTown.totalPrice).toBe(231);
  });

  it('refuses a choice the car does not offer, bad dates or district, and a missing car', async () => {
    const selfDriveOnly = await carsOf.insert('quote-owner@carzone.test');
    const driverOnly = await carsOf.insert('quote-owner@carzone.test', {
      ...WITH_DRIVER,
      driverOption: 'with-driver',
    });
    const dates = `from=${day(2)}&to=${day(4)}`;
    await expectRefusal(
      await quote(selfDriveOnly, `${dates}&withDriver=true`),
      said('booking.driverNotOffered'),
    );
    await expectRefusal(await quote(driverOnly, dates), said('booking.selfDriveNotOffered'));
    await expectRefusal(
      await quote(driverOnly, `${dates}&withDriver=true&destination=atlantis`),
      said('booking.destinationUnknown'),
    );
    await expectRefusal(
      await quote(driverOnly, `${dates}&withDriver=maybe`),
      said('booking.withDriverInvalid'),
    );
    await expectRefusal(
      await quote(driverOnly, `from=tomorrow&to=${day(4)}`),
      said('booking.notADate'),
    );
    await expectRefusal(
      await quote(driverOnly, `from=${day(-2)}&to=${day(1)}&withDriver=true`),
      said('booking.startInPast'),
    );
    await expectRefusal(
      await quote(driverOnly, `from=${day(4)}&to=${day(4)}&withDriver=true`),
      said('booking.endNotAfterStart'),
    );
    expect((await quote(MISSING_ID, `${dates}`)).status).toBe(404);
    expect((await quote('not-an-id', `${dates}`)).status).toBe(400);
  });

  it('totals every generated trip to the cent as an independent calculation does', async () => {
    const cents = fc.integer({ min: 0, max: 50_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          dailyCents: fc.integer({ min: 1, max: 50_000 }),
          driverCents: cents,
          nightCents: cents,
          surchargeCents: cents,
          days: fc.integer({ min: 1, max: 20 }),
          withDriver: fc.boolean(),
          away: fc.boolean(),
        }),
        async (trip) => {
          const carId = await carsOf.insert('quote-owner@carzone.test', {
            ...WITH_DRIVER,
            dailyRentalPrice: trip.dailyCents / 100,
            driverDailyRate: trip.driverCents / 100,
            nightHaltRate: trip.nightCents / 100,
            intercityDailySurcharge: trip.surchargeCents / 100,
          });
          const answer = await json<{ lines: { amount?: number }[]; totalPrice: number }>(
            await quote(
              carId,
              `from=${day(1)}&to=${day(1 + trip.days)}&withDriver=${trip.withDriver}&destination=${trip.away ? 'bogura' : 'dhaka'}`,
            ),
          );
          let subtotal = trip.days * trip.dailyCents;
          if (trip.withDriver) {
            subtotal += trip.days * trip.driverCents;
            if (trip.away)
              subtotal += trip.days * trip.surchargeCents + (trip.days - 1) * trip.nightCents;
          }
          const expectedCents = subtotal + Math.round(subtotal / 10);
          expect(Math.round(answer.totalPrice * 100)).toBe(expectedCents);
          const linesCents = answer.lines.reduce(
            (sum, line) => sum + Math.round((line.amount ?? 0) * 100),
            0,
          );
          expect(linesCents).toBe(expectedCents);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
