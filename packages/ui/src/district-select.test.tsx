// The district select of a car search (`@carzone/ui/district-select`) before and after its list
// is fetched. A file of its own, which imports no list itself: once fetched, the list stays for the
// rest of a file's tests.
import { renderPage } from '@carzone/web-testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DistrictSelect, isKnownDistrict } from './district-select';

/** Bangladesh's 64 districts, and "Any district". */
const ALL_OPTIONS = 65;

// Counts the imports of the list (the module is evaluated once, when first imported).
const districtsList = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@carzone/domain/districts', async (importOriginal) => {
  districtsList.imports += 1;
  return importOriginal();
});

/** The select in a form, which shows the id it holds. */
function Search({ district: initial = '' }: { district?: string }) {
  const [district, setDistrict] = useState(initial);
  return (
    <form aria-label="Search">
      <DistrictSelect
        district={district}
        names={{ en: 'Sylhet', bn: 'সিলেট' }}
        onChange={setDistrict}
      />
      <output aria-label="Chosen">{district}</output>
    </form>
  );
}

const districtSelect = () =>
  screen.getByRole('combobox', { name: "Car's district" }) as HTMLSelectElement;
const optionTexts = () => [...districtSelect().options].map((option) => option.textContent);

describe('the district select', () => {
  it('names the chosen district as its car does, fetches the list only when tapped, then opens it', async () => {
    const { unmount } = renderPage(<Search district="sylhet" />);
    expect(optionTexts()).toEqual(['Any district', 'Sylhet']);
    expect(districtSelect().value).toBe('sylhet');
    // Nothing fetches it by itself: no first visit downloads the list.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(districtsList.imports).toBe(0);

    const opened = vi.fn();
    districtSelect().showPicker = opened;
    const tap = new PointerEvent('pointerdown', { bubbles: true, cancelable: true });
    act(() => void districtSelect().dispatchEvent(tap));
    // The tap does not open an empty list: the select opens once the list is in.
    expect(tap.defaultPrevented).toBe(true);
    await waitFor(() => expect(optionTexts()).toHaveLength(ALL_OPTIONS));
    expect(districtsList.imports).toBe(1);
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(districtSelect());
    expect(districtSelect().value).toBe('sylhet');
    unmount();
  });

  it('shows a district the list does not have as any, and tells the form a choice', async () => {
    // The list is in since the test above.
    renderPage(<Search district="atlantis" />);
    expect(districtSelect().value).toBe('');
    expect(await isKnownDistrict('atlantis')).toBe(false);
    expect(await isKnownDistrict('coxs-bazar')).toBe(true);

    act(() => {
      districtSelect().value = 'bandarban';
      districtSelect().dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('bandarban');
  });
});
