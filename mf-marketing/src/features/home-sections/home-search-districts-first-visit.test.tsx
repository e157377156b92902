// The district select of Home's search on a first visit: the list of districts
// (`@carzone/domain/districts`, about 6 KB) is not imported until the select is wanted, so a
// first visit of Home does not download it. A file of its own, which imports no list itself:
// once imported, the list stays for the rest of a file's tests.
import { renderRoute, showBangla } from '@carzone/web-testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeSearch } from './home-search.tsx';

/** Bangladesh's 64 districts, and "Any district". */
const ALL_OPTIONS = 65;

// Counts the imports of the list (the module is evaluated once, when first imported).
const districtsList = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@carzone/domain/districts', async (importOriginal) => {
  districtsList.imports += 1;
  return importOriginal();
});

const districtSelect = () =>
  screen.getByRole('combobox', { name: "Car's district" }) as HTMLSelectElement;
const optionTexts = () => [...districtSelect().options].map((option) => option.textContent);

describe("Home's district select on a first visit", () => {
  it('imports the list of districts only once the select is pointed at', async () => {
    renderRoute({ path: '/', Component: HomeSearch }, '/');
    expect(optionTexts()).toEqual(['Any district']);
    expect(districtsList.imports).toBe(0);

    fireEvent.pointerEnter(districtSelect());
    await waitFor(() => expect(optionTexts()).toHaveLength(ALL_OPTIONS));
    expect(districtsList.imports).toBe(1);
    expect(optionTexts().slice(0, 3)).toEqual(['Any district', 'Bagerhat', 'Bandarban']);
    expect(districtSelect().value).toBe('');
  });

  it('names the districts in Bangla on a page in Bangla', async () => {
    await showBangla();
    renderRoute({ path: '/', Component: HomeSearch }, '/');
    const select = screen.getByRole('combobox', { name: 'গাড়ির জেলা' }) as HTMLSelectElement;
    // The list is in since the test above.
    expect(select.options).toHaveLength(ALL_OPTIONS);
    expect(select.options[0]?.textContent).toBe('যেকোনো জেলা');
    expect([...select.options].map((option) => option.textContent)).toContain('সিলেট');
    expect(screen.getByRole('checkbox', { name: 'ড্রাইভারসহ' })).toBeTruthy();
  });
});
