// A trip's price lines (`@carzone/ui/price-lines`), shown as they are (Confirm Booking) and behind
// a disclosure (My Bookings, the owner's Requests); the units' pages test them in place too.
import type { PriceLine } from '@carzone/domain';
import { renderPage, showBangla, typist } from '@carzone/web-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLines } from './price-lines';

const LINES: PriceLine[] = [
  { kind: 'car', label: 'Car: 3 days × $40', amount: 120 },
  { kind: 'serviceCharge', label: 'Service charge (10%)', amount: 24.5 },
  { kind: 'fuel', label: 'Fuel: paid by the renter, on the road' },
];

const itemTexts = (name: string) =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.closest('ul')?.getAttribute('aria-label') === name)
    .map((item) => item.textContent);

describe('the price lines', () => {
  it('lists each line with its amount, a line without one as a note, busy while stale', () => {
    renderPage(<PriceLines lines={LINES} label="Price details" />);
    const list = screen.getByRole('list', { name: 'Price details' });
    expect(itemTexts('Price details')).toEqual([
      'Car: 3 days × $40$120.00',
      'Service charge (10%)$24.50',
      'Fuel: paid by the renter, on the road',
    ]);
    expect(list.getAttribute('aria-busy')).toBeNull();
    expect(list.closest('details')).toBeNull();
  });

  it('dims lines for earlier choices and says they are busy', () => {
    renderPage(<PriceLines lines={LINES} label="Price details" stale />);
    expect(screen.getByRole('list', { name: 'Price details' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('collapsed: behind a closed disclosure whose summary is the label', async () => {
    renderPage(<PriceLines lines={LINES} label="Price breakdown" collapsed />);
    const summary = screen.getByText('Price breakdown');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await typist().click(summary);
    expect(details.open).toBe(true);
    expect(itemTexts('Price breakdown')).toHaveLength(3);
  });

  it('shows nothing without lines, collapsed or not', () => {
    const { container } = renderPage(
      <>
        <PriceLines lines={[]} label="Price breakdown" collapsed />
        <PriceLines lines={[]} label="Price details" />
      </>,
    );
    expect(container.querySelector('details, ul')).toBeNull();
  });

  it('writes the amounts in Bengali digits on a Bangla page', async () => {
    await showBangla();
    renderPage(
      <PriceLines
        lines={[{ kind: 'car', label: 'গাড়ি: ৩ দিন × $৪০', amount: 120 }]}
        label="দামের বিস্তারিত"
      />,
    );
    expect(itemTexts('দামের বিস্তারিত')).toEqual(['গাড়ি: ৩ দিন × $৪০$১২০.০০']);
  });
});
