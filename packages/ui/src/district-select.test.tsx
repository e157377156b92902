// The district select of a car search (`@carzone/ui/district-select`) before and after its list
// is fetched. A file of its own, which imports no list itself: once fetched, the list stays for the
// rest of a file's tests.
import { renderPage } from '@carzone/web-testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DistrictSelect, isKnownDistrict } from './district-select';

/** Bangladesh's 64 districts, and "Any district". */
const ALL_OPTIONS = 65;

// Counts the imports of the list (the module is evaluated once, when first imported).
const districtsList = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@carzone/domain/districts', async (importOriginal) => {
  districtsList.imports += 1;
  return importOriginal();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The select in a form, which shows the id it holds. */
function Search({ district: initial = '' }: { district?: string }) {
  const [district, setDistrict] = useState(initial);
  return (
    <form aria-label="Search">
      <DistrictSelect
        district={district}
        names={{ name: 'Sylhet', nameBn: 'সিলেট' }}
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
  it('names the chosen district as its car does, and asks for the list once the page is idle', async () => {
    let whenIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      whenIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { unmount } = renderPage(<Search district="sylhet" />);
    expect(optionTexts()).toEqual(['Any district', 'Sylhet']);
    expect(districtSelect().value).toBe('sylhet');
    expect(districtsList.imports).toBe(0);

    act(() => whenIdle?.());
    await waitFor(() => expect(optionTexts()).toHaveLength(ALL_OPTIONS));
    expect(districtsList.imports).toBe(1);
    expect(districtSelect().value).toBe('sylhet');
    // While the stand-ins are there, which its effect's clean-up calls.
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
