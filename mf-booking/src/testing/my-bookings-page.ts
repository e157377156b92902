// My Bookings as its tests (the list, the reviews) render and read it.
import { makeSessionUser, renderRoute, stubApi, type Routes } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import * as myBookingsRoute from '../features/my-bookings/my-bookings-route.tsx';

/** My Bookings, signed in, on the API stubbed with `routes`; `search` as the address has it. */
export function renderMyBookings(routes: Routes, search = '') {
  const api = stubApi(routes);
  const view = renderRoute({ path: '/bookings', ...myBookingsRoute }, `/bookings${search}`, {
    signedInAs: makeSessionUser(),
  });
  return { api, ...view };
}

/** The table's row for `model` (the table is the md-and-up view; the cards repeat it for phones). */
export async function rowOf(model: string) {
  const table = await screen.findByRole('table');
  return within(table).getByText(model).closest('tr')!;
}
