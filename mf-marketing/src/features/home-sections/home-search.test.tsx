import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import { DISTRICTS } from '@carzone/domain/districts';
import { freezeDhakaClock, renderRoute, typeDate, typist } from '@carzone/web-testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeSearch } from './home-search.tsx';

// Dhaka's today is 2026-12-01 in these tests.
freezeDhakaClock();

function renderSearch() {
  return renderRoute({ path: '/', Component: HomeSearch }, '/');
}

const form = () => screen.getByRole('search', { name: 'Find a car for your dates' });
const withDriverBox = () => screen.getByRole('checkbox', { name: 'With driver' });
const districtSelect = () =>
  screen.getByRole('combobox', { name: "Car's district" }) as HTMLSelectElement;
const searched = (router: ReturnType<typeof renderSearch>['router']) =>
  new URLSearchParams(router.state.location.search).toString();

describe("Home's search", () => {
  it('leads to Available Cars with where, From and To in the address', async () => {
    const user = typist();
    const { router } = renderSearch();
    await user.type(screen.getByRole('textbox', { name: 'Where' }), "Cox's Bazar");
    await typeDate(user, form(), 'From', '05/12/2026');
    await typeDate(user, form(), 'To', '08/12/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/available'));
    expect(searched(router)).toBe('q=Cox%27s+Bazar&from=2026-12-05&to=2026-12-08');
  });

  it('leads to the cars with a driver in the chosen district', async () => {
    const user = typist();
    const { router } = renderSearch();
    await user.type(screen.getByRole('textbox', { name: 'Where' }), 'Noah');
    // Pointing at the select fetches the districts.
    await user.click(districtSelect());
    await waitFor(() => expect(districtSelect().options).toHaveLength(DISTRICTS.length + 1));
    await user.selectOptions(districtSelect(), 'Sylhet');
    await user.click(withDriverBox());
    await typeDate(user, form(), 'From', '05/12/2026');
    await typeDate(user, form(), 'To', '08/12/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/available'));
    expect(searched(router)).toBe(
      'q=Noah&from=2026-12-05&to=2026-12-08&driver=with&district=sylhet',
    );
  });

  it('asks for no driver and no district once they are set back, and Enter searches', async () => {
    const user = typist();
    const { router } = renderSearch();
    await user.click(districtSelect());
    await waitFor(() => expect(districtSelect().options).toHaveLength(DISTRICTS.length + 1));
    await user.selectOptions(districtSelect(), 'Bandarban');
    await user.selectOptions(districtSelect(), 'Any district');
    await user.click(withDriverBox());
    await user.click(withDriverBox());
    expect((withDriverBox() as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Where' }), 'Axio{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/available'));
    expect(searched(router)).toBe('q=Axio');
  });

  it('takes With driver alone: every district, no dates', async () => {
    const user = typist();
    const { router } = renderSearch();
    await user.click(screen.getByText('With driver'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/available'));
    expect(searched(router)).toBe('driver=with');
  });

  it('searches every car when nothing is chosen', async () => {
    const user = typist();
    const { router } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/available'));
    expect(router.state.location.search).toBe('');
  });

  it('keeps To disabled until From, and asks for To rather than searching a From alone', async () => {
    const user = typist();
    const { router } = renderSearch();
    expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).disabled).toBe(true);
    await typeDate(user, form(), 'From', '05/12/2026');
    // Enter took the day in, and did not send the search.
    expect(screen.queryByText(CAR_SEARCH_DATE_MESSAGES.datesTogether)).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).disabled).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(CAR_SEARCH_DATE_MESSAGES.datesTogether)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses a From before today in the words of the server', async () => {
    const user = typist();
    renderSearch();
    await typeDate(user, form(), 'From', '30/11/2026');
    expect(await screen.findByText(CAR_SEARCH_DATE_MESSAGES.fromInPast)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).disabled).toBe(true);
  });
});
