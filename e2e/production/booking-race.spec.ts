import { dhakaDate } from '../support/booking-steps.ts';
import { expect, test, uniqueUser } from '../support/fixtures.ts';
import { PRODUCTION_BASE_URL, sessionThroughNginx } from '../support/production-env.ts';

// The booking area's race with the load spread over both API instances: renters booking one car
// for overlapping nights at the same moment, through nginx. Whichever instance serves each one,
// the database lets exactly one booking through.

const RENTERS = 20;

test('20 renters booking one car at once through nginx: one 201, the rest 409, no 5xx, both instances serving', async () => {
  const ownerCookie = await sessionThroughNginx(uniqueUser('race-owner'));
  const added = await fetch(`${PRODUCTION_BASE_URL}/api/addCars`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: ownerCookie },
    body: JSON.stringify({
      carModel: `Race ${Date.now().toString(36)}`,
      dailyRentalPrice: 55,
      bookingStatus: 'available',
      registrationNumber: 'DHA-RACE-1',
      location: 'Gulshan, Dhaka',
    }),
  });
  expect(added.status, await added.clone().text()).toBe(201);
  const { insertedId: carId } = (await added.json()) as { insertedId: string };

  const cookies = await Promise.all(
    Array.from({ length: RENTERS }, () => sessionThroughNginx(uniqueUser('racer'))),
  );
  // Different ranges, every one holding the night of day 31: at most one can be booked.
  const answers = await Promise.all(
    cookies.map(async (cookie, index) => {
      const response = await fetch(`${PRODUCTION_BASE_URL}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({
          carId,
          startDate: dhakaDate(31 - (index % 5)),
          endDate: dhakaDate(32 + (index % 7)),
        }),
      });
      return {
        status: response.status,
        body: await response.text(),
        // Staging only: nginx names the API instance that answered.
        servedBy: response.headers.get('x-carzone-upstream'),
      };
    }),
  );

  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status === 201),
    JSON.stringify(answers),
  ).toHaveLength(1);
  expect(
    statuses.filter((status) => status === 409),
    JSON.stringify(answers),
  ).toHaveLength(RENTERS - 1);
  const refusal = answers.find((answer) => answer.status === 409)!;
  expect(JSON.parse(refusal.body)).toMatchObject({ statusCode: 409, error: 'Conflict' });
  expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(
    new Set(['127.0.0.1:4301', '127.0.0.1:4302']),
  );

  const car = (await (await fetch(`${PRODUCTION_BASE_URL}/api/car/${carId}`)).json()) as {
    bookingCount: number;
  };
  expect(car.bookingCount).toBe(1);
});
