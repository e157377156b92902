// The database itself refuses double bookings: this drives the exclusion constraint directly,
// below any service, so it holds whatever code path inserts a booking. It books two cars of its
// own, so no other test's bookings (or the demo cars') can overlap with its dates.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { testCarRow } from '../testing/test-cars.js';
import { bookings, cars, type NewBookingRow, type NewCarRow } from './schema.js';

let api: TestApp;
let carId: string;
let otherCarId: string;

function testCar(carModel: string): NewCarRow {
  return testCarRow({
    carModel: `${carModel} ${randomUUID()}`,
    ownerEmail: 'booking-overlap-tests@carzone.test',
    ownerName: 'Booking Overlap Tests',
  });
}

beforeAll(async () => {
  api = await startTestApp();
  const [first, second] = await api.db
    .insert(cars)
    .values([testCar('Overlap Test Car'), testCar('Other Overlap Test Car')])
    .returning({ id: cars.id });
  carId = first!.id;
  otherCarId = second!.id;
});
afterAll(async () => {
  // Bookings outlive their car (ON DELETE SET NULL), so they go first.
  if (carId) {
    await api.db.delete(bookings).where(inArray(bookings.carId, [carId, otherCarId]));
    await api.db.delete(cars).where(inArray(cars.id, [carId, otherCarId]));
  }
  await api?.close();
});

function booking(
  car: string,
  startDate: string,
  endDate: string,
  bookingStatus: NewBookingRow['bookingStatus'] = 'Confirmed',
): NewBookingRow {
  return {
    carId: car,
    carModel: 'Overlap Test Car',
    imageUrl: '',
    location: 'Gulshan, Dhaka',
    dailyRentalPrice: 35,
    startDate,
    endDate,
    bookingDate: new Date(),
    totalPrice: 115.5,
    bookingStatus,
    bookerEmail: 'renter@carzone.test',
  };
}

async function insert(row: NewBookingRow): Promise<void> {
  await api.db.insert(bookings).values(row);
}

/** The PostgreSQL error code behind a failed insert (Drizzle wraps the driver's error). */
async function failureCode(row: NewBookingRow): Promise<string | undefined> {
  try {
    await insert(row);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

describe('bookings_no_overlap (exclusion constraint)', () => {
  it('refuses a second non-canceled booking of the same car for overlapping dates', async () => {
    await insert(booking(carId, '2031-03-10', '2031-03-13'));
    expect(await failureCode(booking(carId, '2031-03-12', '2031-03-15'))).toBe('23P01');
    expect(await failureCode(booking(carId, '2031-03-01', '2031-03-20', 'Pending'))).toBe('23P01');
    const stored = await api.db.select().from(bookings).where(eq(bookings.carId, carId));
    expect(stored.filter((row) => row.startDate.startsWith('2031-03'))).toHaveLength(1);
  });

  it('lets a booking start on the day the previous one ends (dates are half-open)', async () => {
    expect(await failureCode(booking(carId, '2031-03-13', '2031-03-16'))).toBeUndefined();
  });

  it('is not blocked by canceled bookings, and a canceled booking may overlap anything', async () => {
    await insert(booking(carId, '2031-05-01', '2031-05-05', 'Canceled'));
    expect(await failureCode(booking(carId, '2031-05-02', '2031-05-04'))).toBeUndefined();
    expect(
      await failureCode(booking(carId, '2031-05-01', '2031-05-05', 'Canceled')),
    ).toBeUndefined();
  });

  it('only compares bookings of the same car', async () => {
    expect(await failureCode(booking(otherCarId, '2031-03-10', '2031-03-13'))).toBeUndefined();
  });

  it("lets a change of dates waiting for the owner share its own booking's nights, and no one else's", async () => {
    const [own] = await api.db
      .insert(bookings)
      .values(booking(carId, '2031-09-10', '2031-09-13'))
      .returning({ id: bookings.id });
    const change = (startDate: string, endDate: string, changeOf = own!.id): NewBookingRow => ({
      ...booking(carId, startDate, endDate, 'Pending'),
      changeOf,
    });
    expect(await failureCode(change('2031-09-11', '2031-09-15'))).toBeUndefined();
    // Its new nights are held from every other booking, and from another booking's change.
    expect(await failureCode(booking(carId, '2031-09-14', '2031-09-16'))).toBe('23P01');
    const [other] = await api.db
      .insert(bookings)
      .values(booking(carId, '2031-09-20', '2031-09-22'))
      .returning({ id: bookings.id });
    expect(await failureCode(change('2031-09-12', '2031-09-21', other!.id))).toBe('23P01');
  });

  it('refuses an end date that is not after the start date', async () => {
    expect(await failureCode(booking(carId, '2031-07-10', '2031-07-10'))).toBe('23514');
    expect(await failureCode(booking(carId, '2031-07-10', '2031-07-09'))).toBe('23514');
  });
});
