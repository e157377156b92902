import { REFUSALS } from '@carzone/domain/refusals';
import { makeCar, renderRoute, reply, stubApi } from '@carzone/web-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  errorMessageOf,
  findToasts,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as updateCarRoute from './update-car-route.tsx';

prepareOwnerArea();

const HIACE = makeCar({
  carModel: 'Toyota Hiace',
  email: OWNER.email,
  imageUrl: 'https://example.com/hiace.jpg',
  advancePercent: 25,
});

function renderUpdate() {
  const api = stubApi({
    'GET /api/update/:id': HIACE,
    'PUT /api/update/:id': reply(200, { modifiedCount: 1 }),
  });
  renderRoute({ path: '/update/:id', ...updateCarRoute }, `/update/${HIACE._id}`, {
    signedInAs: OWNER,
  });
  return api;
}

const advanceField = async () => {
  await screen.findByRole('button', { name: 'Update Car' });
  return screen.getByLabelText(/^Advance to book \(% of the trip price\)/) as HTMLInputElement;
};

describe('Update car: the advance to book', { timeout: 30_000 }, () => {
  it("starts at the car's advance and sends it as the owner changes it", async () => {
    const api = renderUpdate();
    const user = typist();
    const advance = await advanceField();
    expect(advance.value).toBe('25');

    await user.clear(advance);
    await user.type(advance, '0');
    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(await findToasts()).toEqual(['Data updated Successfully']);
    expect(api.callsTo('PUT /api/update/:id')[0]?.body).toMatchObject({ advancePercent: 0 });
  });

  it('refuses 12.5 before sending', async () => {
    const api = renderUpdate();
    const user = typist();
    const advance = await advanceField();
    await user.clear(advance);
    await user.type(advance, '12.5');

    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    expect(errorMessageOf(advance)).toBe(REFUSALS['carListing.advancePercentInvalid'].en);
    expect(api.callsTo('PUT /api/update/:id')).toEqual([]);
  });
});
