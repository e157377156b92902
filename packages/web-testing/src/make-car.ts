import type { Car } from '@carzone/domain';
import { TEST_CAR } from '@carzone/domain/testing';

let nextId = 1;

/** A complete car for tests, each with an id of its own; pass only what the test is about. */
export function makeCar(overrides: Partial<Car> = {}): Car {
  const id = String(nextId++).padStart(24, '0');
  return {
    ...TEST_CAR,
    _id: id,
    carModel: `Test Car ${id.slice(-3)}`,
    // A test that names the district by its English and Bangla fields gets the same names here.
    districtNames: {
      en: overrides.districtName ?? TEST_CAR.districtName,
      bn: overrides.districtNameBn ?? TEST_CAR.districtNameBn,
    },
    ...overrides,
  };
}
