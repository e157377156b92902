import { REFUSALS } from '@carzone/domain/refusals';
import { renderRoute, reply, showBangla, stubApi } from '@carzone/web-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  errorMessageOf,
  findToasts,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as addCarRoute from './add-car-route.tsx';

prepareOwnerArea();

const ADVANCE_LABEL = 'Advance to book (% of the trip price)';

const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`)) as HTMLInputElement;

async function fillInCar(user: ReturnType<typeof typist>) {
  await screen.findByRole('button', { name: 'Add Car' });
  await user.type(control('Car Model'), 'Toyota Hiace');
  await user.type(control('Daily Rental Price'), '75');
  await user.selectOptions(control('Availability'), 'available');
  await user.type(control('Registration Number'), 'DHAKA-CHA-52-9034');
  await user.type(control('Location'), 'Mirpur, Dhaka');
}

function renderAddCar() {
  const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
  renderRoute({ path: '/addCars', ...addCarRoute }, '/addCars', { signedInAs: OWNER });
  return api;
}

describe('Add car: the advance to book', { timeout: 30_000 }, () => {
  it('starts at 0 (none), explained by its hint, and sends the percentage typed', async () => {
    const api = renderAddCar();
    const user = typist();
    await fillInCar(user);
    const advance = control(ADVANCE_LABEL);
    expect(advance.value).toBe('0');
    expect(
      screen.getByText(
        '0 for none, or 10 to 50. Renters pay it through bKash, Nagad or a card to confirm the booking; the rest at pickup.',
      ),
    ).toBeTruthy();

    await user.clear(advance);
    await user.type(advance, '25');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));

    expect(await findToasts()).toEqual(['Data added successfully']);
    expect(api.callsTo('POST /api/addCars')[0]?.body).toMatchObject({ advancePercent: 25 });
  });

  it('sends 0 when the owner asks none', async () => {
    const api = renderAddCar();
    const user = typist();
    await fillInCar(user);
    await user.click(screen.getByRole('button', { name: 'Add Car' }));

    expect(await findToasts()).toEqual(['Data added successfully']);
    expect(api.callsTo('POST /api/addCars')[0]?.body).toMatchObject({ advancePercent: 0 });
  });

  it.each(['5', '60', '12.5', ''])(
    "refuses %j before sending, in the refusal table's words",
    async (typed) => {
      const api = renderAddCar();
      const user = typist();
      await fillInCar(user);
      const advance = control(ADVANCE_LABEL);
      await user.clear(advance);
      if (typed) await user.type(advance, typed);

      await user.click(screen.getByRole('button', { name: 'Add Car' }));

      expect(errorMessageOf(advance)).toBe(REFUSALS['carListing.advancePercentInvalid'].en);
      expect(document.activeElement).toBe(advance);
      expect(api.callsTo('POST /api/addCars')).toEqual([]);
    },
  );

  it('says the field, its hint and its refusal in Bangla', async () => {
    renderAddCar();
    const user = typist();
    await fillInCar(user);
    const advance = control(ADVANCE_LABEL);
    await user.clear(advance);
    await user.type(advance, '60');

    await showBangla();

    expect(screen.getByText(/^অগ্রিম না চাইলে ০, নয়তো ১০ থেকে ৫০।/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'গাড়ি যোগ করুন' }));
    const bangla = control('বুক করতে অগ্রিম (ট্রিপের দামের %)');
    expect(errorMessageOf(bangla)).toBe(REFUSALS['carListing.advancePercentInvalid'].bn);
  });
});
