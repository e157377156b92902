// The District select on a first visit: the list of districts (`@carzone/domain/districts`) is
// fetched only when wanted, so until then the select offers "Any district" and the chosen one.
// A file of its own: the list, once fetched, stays for the rest of a file's tests.
import { DISTRICTS } from '@carzone/domain/districts';
import { makeCar, typist } from '@carzone/web-testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAvailable, shownModels } from '../../testing/available-cars-page.tsx';

const inSylhet = makeCar({
  carModel: 'Noah',
  seats: 7,
  district: 'sylhet',
  districtName: 'Sylhet',
  districtNameBn: 'সিলেট',
});
const inDhaka = makeCar({ carModel: 'Axio' });

const districtSelect = () =>
  screen.getByRole('combobox', { name: "Car's district", hidden: true }) as HTMLSelectElement;
const optionTexts = () => [...districtSelect().options].map((option) => option.textContent);

describe("/available's District select on a first visit", () => {
  it('offers the chosen district, named by its car, until the list is wanted', async () => {
    await renderAvailable('/available?district=sylhet', [inSylhet, inDhaka]);
    expect(shownModels()).toEqual(['Noah']);
    expect(optionTexts()).toEqual(['Any district', 'Sylhet']);
    expect(districtSelect().value).toBe('sylhet');

    // Opening the filters asks for the list.
    await typist().click(screen.getByRole('button', { name: /^Filters/ }));
    await waitFor(() => expect(optionTexts()).toHaveLength(DISTRICTS.length + 1));
    expect(optionTexts().slice(0, 3)).toEqual(['Any district', 'Bagerhat', 'Bandarban']);
    expect(districtSelect().value).toBe('sylhet');
  });
});
