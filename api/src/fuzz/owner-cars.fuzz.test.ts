// POST /api/addCars, PUT /api/update/:id and DELETE /api/cars/:id under generated bad input, from
// a signed-in owner (and the wrong users): every case refused in the one error shape, and every
// car, photo and booking exactly as before.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAR_LISTING_LIMITS, CAR_STATUSES } from '@carzone/domain';
import { bookings, cars, photos } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, dhakaDay, type SignedInUser } from '../testing/session-calls.js';
import { startTestApp, usingPostgresServer, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { type TestCars, testCars } from '../testing/test-cars.js';
import { type TestPhotos, testPhotos } from '../testing/test-photos.js';
import {
  type BadRequest,
  type Entries,
  type Mutation,
  anyText,
  asBrokenFieldsBody,
  asJson,
  asUnknownFieldBody,
  badJsonEnvelope,
  badPrice,
  entriesText,
  fieldMutation,
  notAnHttpUrl,
  notAnIdSegment,
  notASession,
  notAUuid,
  notText,
  notTextNorNull,
  optionalText,
  requiredText,
  textOfLength,
  withBrokenFields,
  withUnknownKeys,
} from './arbitraries.js';
import { itRefusesEveryCase, rowsWhereIn } from './refusals.js';

let api: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let ownedCars: TestCars;
let uploaded: TestPhotos;
let ownCarId: string;
let strangersCarId: string;
let bookedCarId: string;
let ownersPhotoId: string;
let strangersPhotoId: string;

beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  [owner, stranger] = await Promise.all([
    signedInUser(api, 'Fuzz Owner'),
    signedInUser(api, 'Fuzz Stranger'),
  ]);
  ownedCars = testCars(api.db, 'Fuzz Car');
  uploaded = testPhotos(api.db);
  ownCarId = await ownedCars.insert(owner.email);
  strangersCarId = await ownedCars.insert(stranger.email);
  bookedCarId = await ownedCars.insert(owner.email);
  await insertBookingRow(api.db, {
    carId: bookedCarId,
    bookerEmail: stranger.email,
    startDate: dhakaDay(3),
    endDate: dhakaDay(6),
    bookingDate: new Date(),
  });
  ownersPhotoId = await uploaded.insert(owner.uid);
  strangersPhotoId = await uploaded.insert(stranger.uid);
});
afterAll(async () => {
  await ownedCars?.deleteAll();
  await uploaded?.deleteAll();
  await api?.close();
});

/** Every row of these tests' users, field by field. */
async function snapshot() {
  const emails = [owner.email, stranger.email];
  return {
    cars: await rowsWhereIn(api, cars, cars.ownerEmail, emails),
    bookings: await rowsWhereIn(api, bookings, bookings.bookerEmail, emails),
    photos: await rowsWhereIn(api, photos, photos.uploaderUid, [owner.uid, stranger.uid]),
    totalCars: usingPostgresServer() ? null : await api.countRows(cars),
  };
}

const LISTING: Entries = [
  ['carModel', 'Toyota Axio 2018'],
  ['brand', 'Toyota'],
  ['dailyRentalPrice', 45.5],
  ['bookingStatus', 'available'],
  ['registrationNumber', 'Dhaka Metro-GA 11-2233'],
  ['features', 'Air Conditioning, GPS'],
  ['description', 'Clean, quiet and serviced every month.'],
  ['imageUrl', 'https://images.example.com/axio.jpg'],
  ['location', 'Banani, Dhaka'],
];
const LISTING_FIELDS = [...LISTING.map(([key]) => key), 'photoId'];

const { remove, setTo } = fieldMutation;

/** Each listing field's ways to be wrong (the base listing has an image URL, so any photo is). */
function listingMutations(): Record<string, fc.Arbitrary<Mutation>> {
  const limits = CAR_LISTING_LIMITS;
  return {
    carModel: requiredText(limits.carModel, true),
    brand: optionalText(limits.brand, true),
    dailyRentalPrice: fc.oneof(remove, setTo(badPrice)),
    bookingStatus: fc.oneof(
      remove,
      setTo(notText),
      setTo(
        fc
          .oneof(anyText(20), fc.constantFrom('Available', 'AVAILABLE', 'available ', 'booked', ''))
          .filter((status) => !(CAR_STATUSES as readonly string[]).includes(status)),
      ),
    ),
    registrationNumber: requiredText(limits.registrationNumber, true),
    features: optionalText(limits.features, true),
    description: optionalText(limits.description, true),
    location: requiredText(limits.location, true),
    imageUrl: fc.oneof(
      setTo(notTextNorNull),
      setTo(notAnHttpUrl),
      setTo(
        textOfLength(limits.imageUrl, limits.imageUrl + 200).map(
          (path) => `https://images.example.com/${path}`,
        ),
      ),
      optionalText(limits.imageUrl, true),
    ),
    photoId: fc.oneof(
      setTo(notTextNorNull),
      setTo(notAUuid),
      // Not uploaded by anyone, uploaded by someone else, or beside the image URL.
      setTo(fc.uuid().filter((id) => id !== ownersPhotoId && id !== strangersPhotoId)),
      setTo(fc.constant(strangersPhotoId)),
      setTo(fc.constant(ownersPhotoId)),
    ),
  };
}

/** Bad listings sent by the owner, for adding (`extraFields`: the old client's owner fields). */
function badListingBodies(
  extraFields: string[],
): fc.Arbitrary<Pick<BadRequest, 'kind' | 'headers' | 'body'>> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: withBrokenFields(LISTING, {
        ...listingMutations(),
        ...Object.fromEntries(extraFields.map((field) => [field, setTo(notTextNorNull)])),
      }).map(asBrokenFieldsBody),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          withUnknownKeys(LISTING, [...LISTING_FIELDS, ...extraFields]),
          fc
            .constantFrom<[string, unknown]>(
              ['ownerEmail', stranger.email],
              ['ownerName', 'Someone Else'],
              ['bookingCount', 99],
              ['_id', strangersCarId],
              ['thumbnailUrl', 'https://evil.example/t.jpg'],
            )
            .map((extra) => [...LISTING, extra]),
        )
        .map(asUnknownFieldBody),
    },
    { weight: 3, arbitrary: badJsonEnvelope(LISTING) },
  );
}

const noValidSession = fc.oneof(
  fc.constant('none' as const),
  notASession.map((cookie) => ({ cookie })),
);

/** `requests` sent as the owner where signed in; no row of this file's users may change. */
const ownersCases = (requests: fc.Arbitrary<BadRequest>) => ({
  api,
  requests,
  userCookie: owner.cookie,
  readState: snapshot,
});

function badNewCars(): fc.Arbitrary<BadRequest> {
  const validBody = asJson('valid body', entriesText(LISTING));
  return fc
    .oneof(
      {
        weight: 9,
        arbitrary: badListingBodies(['email', 'name']).map((request) => ({
          ...request,
          session: 'user' as const,
        })),
      },
      {
        weight: 1,
        arbitrary: noValidSession.map((session) => ({
          ...validBody,
          kind: 'no session',
          session,
        })),
      },
    )
    .map((request): BadRequest => ({ ...request, method: 'POST', path: '/api/addCars' }));
}

itRefusesEveryCase('bad new cars and lists none', () => ownersCases(badNewCars()));

function badCarUpdates(): fc.Arbitrary<BadRequest> {
  const validBody = asJson('valid body', entriesText(LISTING));
  const someoneElsesOrNoCar = fc.oneof(
    fc.constant({ path: `/api/update/${strangersCarId}`, kind: "someone else's car" }),
    fc
      .uuid()
      .filter((id) => ![ownCarId, strangersCarId, bookedCarId].includes(id))
      .map((id) => ({ path: `/api/update/${id}`, kind: 'no such car' })),
    notAnIdSegment.map((segment) => ({ path: `/api/update/${segment}`, kind: 'not an id' })),
  );
  return fc
    .oneof(
      {
        weight: 7,
        arbitrary: badListingBodies(['email']).map((request) => ({
          ...request,
          path: `/api/update/${ownCarId}`,
          session: 'user' as const,
        })),
      },
      {
        weight: 2,
        arbitrary: someoneElsesOrNoCar.map((target) => ({
          ...validBody,
          ...target,
          session: 'user' as const,
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .oneof(noValidSession, fc.constant({ cookie: stranger.cookie }))
          .map((session) => ({
            ...validBody,
            kind: 'not the owner',
            path: `/api/update/${ownCarId}`,
            session,
          })),
      },
    )
    .map((request): BadRequest => ({ ...request, method: 'PUT' }));
}

itRefusesEveryCase('bad car updates and changes no car', () => ownersCases(badCarUpdates()));

function badCarDeletions(): fc.Arbitrary<BadRequest> {
  const noBody = { headers: {}, body: undefined };
  return fc
    .oneof(
      // The owner's own car with bookings to come, someone else's, none, or not an id.
      {
        weight: 4,
        arbitrary: fc
          .oneof(
            fc.constantFrom(
              { path: `/api/cars/${bookedCarId}`, kind: 'car with bookings to come' },
              { path: `/api/cars/${strangersCarId}`, kind: "someone else's car" },
            ),
            fc
              .uuid()
              .filter((id) => ![ownCarId, strangersCarId, bookedCarId].includes(id))
              .map((id) => ({ path: `/api/cars/${id}`, kind: 'no such car' })),
            notAnIdSegment.map((segment) => ({
              path: `/api/cars/${segment}`,
              kind: 'not an id',
            })),
          )
          .map((target) => ({ ...noBody, ...target, session: 'user' as const })),
      },
      // The owner's deletable car, with a body no route reads (DELETE reads none, so JSON
      // that is not an object would be no reason to refuse).
      {
        weight: 4,
        arbitrary: badJsonEnvelope([['confirm', 'yes']], { includeNotAnObject: false }).map(
          (request) => ({ ...request, path: `/api/cars/${ownCarId}`, session: 'user' as const }),
        ),
      },
      {
        weight: 2,
        arbitrary: fc
          .oneof(noValidSession, fc.constant({ cookie: stranger.cookie }))
          .map((session) => ({
            ...noBody,
            kind: 'not the owner',
            path: `/api/cars/${ownCarId}`,
            session,
          })),
      },
    )
    .map((request): BadRequest => ({ ...request, method: 'DELETE' }));
}

itRefusesEveryCase('bad car deletions and deletes no car', () => ownersCases(badCarDeletions()));

it('accepts the valid listing the bad cases were made from, and deletes the deletable car', async () => {
  const added = await callApi(api, 'POST', '/api/addCars', {
    as: owner,
    body: Object.fromEntries(LISTING),
  });
  expect(added.status).toBe(201);
  ownedCars.adopt(((await added.json()) as { insertedId: string }).insertedId);
  const updated = await callApi(api, 'PUT', `/api/update/${ownCarId}`, {
    as: owner,
    body: Object.fromEntries(LISTING),
  });
  expect(updated.status).toBe(200);
  const deleted = await callApi(api, 'DELETE', `/api/cars/${ownCarId}`, { as: owner });
  expect(deleted.status).toBe(200);
});
