import { dhakaDate } from '../support/booking-steps.ts';
import { expect, test, uniqueUser } from '../support/fixtures.ts';
import {
  PRODUCTION_BASE_URL,
  PRODUCTION_METRICS_TARGETS,
  sessionThroughNginx,
} from '../support/production-env.ts';
import {
  apiTargets,
  builtApiServesMetrics,
  expectBothInstancesUp,
  instanceCounter,
  queryByInstance,
} from '../support/production-prometheus.ts';

// The booking area's race with the load spread over both API instances: renters booking one car
// for overlapping nights at the same moment, through nginx. Whichever instance serves each one,
// the database lets exactly one booking through. Each instance counts the bookings it answered
// (its own /metrics), and the layout's Prometheus scrapes both.

const RENTERS = 20;

/** POST /api/bookings answers an instance has counted, any status. */
const bookingAnswersOn = (target: string) =>
  instanceCounter(target, 'carzone_http_requests_total', {
    route: '/api/bookings',
    method: 'POST',
  });

test('20 renters booking one car at once through nginx: one 201, the rest 409, no 5xx, both instances serving and scraped', async () => {
  const withMetrics = builtApiServesMetrics();
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
  const before = withMetrics
    ? await Promise.all(PRODUCTION_METRICS_TARGETS.map(bookingAnswersOn))
    : [];
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
        requestId: response.headers.get('x-request-id'),
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
  // nginx's id for the request (its `$request_id`: 32 hex digits) reached the API, which logged
  // it and names it in the refusal a person would screenshot.
  expect(refusal.requestId).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.parse(refusal.body)).toMatchObject({
    statusCode: 409,
    error: 'Conflict',
    requestId: refusal.requestId,
  });

  const car = (await (await fetch(`${PRODUCTION_BASE_URL}/api/car/${carId}`)).json()) as {
    bookingCount: number;
  };
  expect(car.bookingCount).toBe(1);

  // Prometheus runs beside the layout with both instances' metrics ports as its targets (it
  // lists them a few seconds after it starts).
  await expect
    .poll(async () => Object.keys(await apiTargets()).sort(), { timeout: 30_000 })
    .toEqual(PRODUCTION_METRICS_TARGETS);
  if (!withMetrics) {
    test.info().annotations.push({
      type: 'metrics',
      description:
        'The API as built (api/dist) serves no metrics yet: which instances served, and the scrapes, were not checked.',
    });
    return;
  }
  // Both instances answered some of the race (other tests may book meanwhile: at least 20).
  const after = await Promise.all(PRODUCTION_METRICS_TARGETS.map(bookingAnswersOn));
  const served = after.map((count, index) => count - before[index]!);
  expect(served.reduce((sum, count) => sum + count)).toBeGreaterThanOrEqual(RENTERS);
  for (const count of served) expect(count, JSON.stringify(served)).toBeGreaterThan(0);

  // Prometheus scrapes both (`up`), reads their process metrics, and has seen each instance's
  // bookings since the race.
  await expectBothInstancesUp();
  expect(Object.keys(await queryByInstance('process_cpu_seconds_total')).sort()).toEqual(
    PRODUCTION_METRICS_TARGETS,
  );
  await expect
    .poll(
      async () => {
        const scraped = await queryByInstance(
          'sum by (instance) (carzone_http_requests_total{route="/api/bookings",method="POST"})',
        );
        return PRODUCTION_METRICS_TARGETS.map((target, index) => scraped[target]! >= after[index]!);
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual([true, true]);
  expect((await queryByInstance('sum(carzone_http_requests_total)'))['']).toBeGreaterThan(0);

  // nginx's own count of the race's answers, from its log (the web metrics, job carzone-web):
  // at least the race's one 201 and nineteen 409s (other tests book through it too).
  const nginxAnswered = async (status: number) =>
    (await queryByInstance(`sum(carzone_nginx_requests_total{to="api",status="${status}"})`))[''] ??
    0;
  await expect
    .poll(
      async () => ({
        booked: (await nginxAnswered(201)) >= 1,
        refused: (await nginxAnswered(409)) >= RENTERS - 1,
      }),
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual({ booked: true, refused: true });
  // What an operator's query answers after the burst, for the run's log.
  console.log(
    `Prometheus after the race: POST /api/bookings by instance ${JSON.stringify(
      await queryByInstance(
        'sum by (instance) (carzone_http_requests_total{route="/api/bookings",method="POST"})',
      ),
    )}; nginx's /api answers 201: ${await nginxAnswered(201)}, 409: ${await nginxAnswered(409)}`,
  );
});
