import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, showBangla } from '@carzone/web-testing';
import HomeSections from './home-sections.tsx';
import { RENTAL_TIPS } from './rental-tips.ts';

const SECTION_TITLES = ['Why Choose Us?', 'Car Rental Tips', 'How It Works', 'Special Offers'];

function renderHome() {
  return renderPage(
    <HomeSections
      recentListings={<section data-testid="recent-listings">Recent Listings</section>}
    />,
  );
}

/** True when `a` comes before `b` in document order. */
function isBefore(a: Node, b: Node): boolean {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('HomeSections', () => {
  it('opens with the banner heading and a link to the available cars', () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Drive Your Dreams Today!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Available Cars' }).getAttribute('href')).toBe(
      '/available',
    );
    expect(screen.getByRole('img', { name: /car/i }).getAttribute('src')).toBeTruthy();
  });

  it('renders every section title as an h2', () => {
    renderHome();
    for (const title of SECTION_TITLES) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
  });

  it('shows the four reasons, the three steps in order and both offers', () => {
    renderHome();
    for (const reason of [
      'Wide Variety of Cars',
      'Affordable Prices',
      'Easy Booking',
      '24/7 Support',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: reason })).toBeTruthy();
    }
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Browse Cars',
      'Book Online',
      'Drive & Enjoy',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Weekend Saver' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Luxury Holiday Deal' })).toBeTruthy();
    expect(screen.getByText(/15% off rentals from Friday to Sunday/)).toBeTruthy();
    expect(screen.getByText(/luxury cars at just \$99\/day/)).toBeTruthy();
    for (const cta of ['Book a Weekend Car', 'Browse Luxury Cars']) {
      expect(screen.getByRole('link', { name: cta }).getAttribute('href')).toBe('/available');
    }
  });

  it("places the catalog's Recent Listings between 'Why Choose Us?' and 'Car Rental Tips'", () => {
    renderHome();
    const listings = screen.getByTestId('recent-listings');
    expect(isBefore(screen.getByRole('heading', { name: 'Why Choose Us?' }), listings)).toBe(true);
    expect(isBefore(listings, screen.getByRole('heading', { name: 'Car Rental Tips' }))).toBe(true);
  });

  it("expands a tip's full text with 'Read More' and folds it again", async () => {
    const user = userEvent.setup();
    renderHome();
    const tip = RENTAL_TIPS[0]!;
    const article = screen.getByRole('heading', { level: 3, name: tip.title }).closest('article')!;
    const details = within(article).getByText(tip.details);
    expect(details.hidden).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Read More' })).toHaveLength(3);

    await user.click(within(article).getByRole('button', { name: 'Read More' }));
    expect(details.hidden).toBe(false);
    const toggle = within(article).getByRole('button', { name: 'Show Less' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.click(toggle);
    expect(details.hidden).toBe(true);
  });
});

describe('HomeSections in Bangla', () => {
  it('turns into Bangla when the page switches language, Bengali digits and all', async () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Drive Your Dreams Today!' }),
    ).toBeTruthy();

    await showBangla();

    expect(
      screen.getByRole('heading', { level: 1, name: 'আজই চালান আপনার স্বপ্নের গাড়ি!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'উপলব্ধ গাড়িগুলো দেখুন' }).getAttribute('href')).toBe(
      '/available',
    );
    expect(screen.getByRole('img', { name: /সবুজ ভাড়ার গাড়ি/ })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'আপনার তারিখে গাড়ি খুঁজুন' })).toBeTruthy();
    for (const title of [
      'কেন আমাদের বেছে নেবেন?',
      'গাড়ি ভাড়ার পরামর্শ',
      'যেভাবে কাজ করে',
      'বিশেষ অফার',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: '২৪/৭ সহায়তা' })).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'যেভাবে কাজ করে' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent?.slice(0, 1))).toEqual(['১', '২', '৩']);
    expect(screen.getByText('$৯৯/দিন')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'আরও পড়ুন' })).toHaveLength(3);
    expect(screen.queryByText('Read More')).toBeNull();
  });
});
