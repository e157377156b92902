import { within } from '@testing-library/react';

/** A table's (or a calendar grid's) column headers, as read. */
export const columnHeaders = (table: HTMLElement): (string | null)[] =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
