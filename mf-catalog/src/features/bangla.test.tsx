// The catalog's pages in Bangla: the words from its catalog, numbers, prices and dates in Bengali
// digits, and back to English when the language changes back.
import type { PublishedReview } from '@carzone/domain';
import type { BookingSlotProps } from '@carzone/federation/contracts';
import { showLanguage } from '@carzone/web-kit';
import { makeCar, renderRoute, refuse, reply, showBangla, stubApi } from '@carzone/web-testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  renderAvailable,
  renderAvailableAt,
  searchBox,
  shownModels,
} from '../testing/available-cars-page.tsx';
import * as carDetailsRoute from './car-details/car-details-route.tsx';
import * as recentListingsRoute from './recent-listings/recent-listings-route.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

const civicReview: PublishedReview = {
  _id: 'review-1',
  rating: 4,
  text: 'Clean car.',
  reviewerName: '',
  // 20:30 UTC on the 1st is 02:30 on the 2nd in Dhaka.
  publishedAt: '2026-03-01T20:30:00.000Z',
};

const corolla = makeCar({
  carModel: 'Corolla Altis',
  brand: 'Toyota',
  location: 'Dhaka',
  dailyRentalPrice: 62.5,
  createdAt: '2026-01-10T08:00:00.000Z',
  bookingCount: 12,
  features: 'GPS, AC',
  rating: { average: 4.6, count: 12 },
});
const civic = makeCar({
  carModel: 'Civic',
  dailyRentalPrice: 80,
  bookingStatus: 'unavailable',
  rating: { average: 5, count: 1 },
});
const withDriver = makeCar({
  carModel: 'Hiace',
  driverOption: 'both',
  driverDailyRate: 20,
  overtimeHourlyRate: 2.5,
  nightHaltRate: 8,
  intercityDailySurcharge: 12,
  fuelPolicy: 'included',
  seats: 12,
  district: 'sylhet',
  districtName: 'Sylhet',
  districtNameBn: 'সিলেট',
  licenceRequired: true,
  requireVerifiedPhone: true,
  ownerPhoneVerified: true,
});

describe('the catalog in Bangla', () => {
  it('shows Available Cars in Bangla, with Bengali digits, and in English again after', async () => {
    await renderAvailable('/available', [corolla, civic]);
    // Found by its English name, before the shared UI's label turns Bangla too.
    const search = searchBox();
    await showBangla();

    expect(screen.getByRole('heading', { level: 1, name: 'উপলব্ধ গাড়ি' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('উপলব্ধ গাড়ি | CarZone'));
    expect(screen.getByText('২টি গাড়ি তালিকাভুক্ত আছে।')).toBeTruthy();
    expect(search.getAttribute('placeholder')).toBe('মডেল, ব্র্যান্ড বা অবস্থান দিয়ে খুঁজুন...');
    expect(
      within(screen.getByRole('combobox', { name: 'সাজানোর ক্রম' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'যোগ করার তারিখ: নতুনগুলো আগে',
      'পুরোনোগুলো আগে',
      'দাম: কম থেকে বেশি',
      'দাম: বেশি থেকে কম',
      'সেরা রেটিং',
    ]);
    expect(screen.getByRole('list', { name: 'গাড়ি, গ্রিড ভিউ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'তালিকা ভিউ' })).toBeTruthy();

    const card = cardOf('Corolla Altis');
    expect(card.getByText('দাম: $৬২.৫০/দিন')).toBeTruthy();
    // 08:00 UTC is 14:00 in Dhaka.
    expect(card.getByText('যোগ করা হয়েছে: ১০/০১/২০২৬, ১৪:০০')).toBeTruthy();
    expect(card.getByText('বুকিং: ১২')).toBeTruthy();
    expect(card.getByText(/Dhaka/).textContent).toBe('অবস্থান: Dhaka');
    // What it offers, the district by its Bangla name (sent with the car) and the seats in Bengali digits.
    expect(card.getByText('সেলফ-ড্রাইভ')).toBeTruthy();
    expect(card.getByText('৫টি আসন')).toBeTruthy();
    expect(card.getByText('ঢাকা জেলা')).toBeTruthy();
    expect(card.getByRole('list', { name: 'Corolla Altis-এর বৈশিষ্ট্য' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'এখনই বুক করুন: Corolla Altis' })).toBeTruthy();
    // Its renters' stars in Bengali digits, named in Bangla.
    expect(card.getByRole('img', { name: '১২জন ভাড়াটিয়ার রেটিং: ৫-এর মধ্যে ৪.৬' }).textContent).toBe(
      '★ ৪.৬ (১২)',
    );
    expect(cardOf('Civic').getByText('দাম: $৮০/দিন')).toBeTruthy();
    expect(
      cardOf('Civic').getByRole('img', { name: '১জন ভাড়াটিয়ার রেটিং: ৫-এর মধ্যে ৫.০' }).textContent,
    ).toBe('★ ৫.০ (১)');

    await act(() => showLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Available Cars' })).toBeTruthy();
    expect(screen.getByText('2 cars listed.')).toBeTruthy();
    expect(cardOf('Corolla Altis').getByText('Price: $62.50/day')).toBeTruthy();
    expect(
      cardOf('Corolla Altis').getByRole('img', { name: 'Rated 4.6 out of 5 by 12 renters' })
        .textContent,
    ).toBe('★ 4.6 (12)');
  });

  it('says an estimated total as "about" in Bangla, in Bengali digits', async () => {
    const cars = Array.from({ length: 24 }, (_, index) => makeCar({ carModel: `Car ${index}` }));
    stubApi({
      'GET /api/cars': reply(200, cars, {
        headers: { 'X-Total-Count': '83712', 'X-Total-Count-Estimated': 'true' },
      }),
    });
    renderAvailableAt('/available');
    await screen.findByRole('status');
    await showBangla();
    expect(screen.getByText('প্রায় ৮৪,০০০টি গাড়ি তালিকাভুক্ত আছে।')).toBeTruthy();
    expect(screen.getByText('প্রায় ৮৪,০০০টি গাড়ির মধ্যে ২৪টি দেখানো হচ্ছে।')).toBeTruthy();
  });

  it("says in Bangla why an old link's dates were left out, and how many cars match", async () => {
    await renderAvailable('/available?q=civic&from=2020-01-01&to=2020-01-03', [corolla, civic]);
    await showBangla();
    expect(
      screen.getByText(
        'এই লিংকের তারিখগুলো খোঁজে ধরা হয়নি: শুরুর তারিখ আজকের (বাংলাদেশ সময়) আগের হতে পারে না।',
      ),
    ).toBeTruthy();
    expect(shownModels()).toEqual(['Civic']);
    expect(screen.getByText('আপনার খোঁজের সঙ্গে ১টি গাড়ি মিলেছে।')).toBeTruthy();
  });

  it("shows Home's Recent Listings in Bangla", async () => {
    await showBangla();
    const now = Date.now();
    stubApi({
      'GET /api/allCars': [
        makeCar({
          carModel: 'Fresh',
          dailyRentalPrice: 45,
          createdAt: new Date(now).toISOString(),
          rating: { average: 3.5, count: 2 },
        }),
        makeCar({
          carModel: 'Older',
          dailyRentalPrice: 62.5,
          description: '',
          createdAt: new Date(now - 3 * DAY_MS - 60_000).toISOString(),
        }),
      ],
    });
    renderRoute({ path: '/', ...recentListingsRoute }, '/');

    const section = await screen.findByRole('region', { name: 'সাম্প্রতিক তালিকাভুক্ত গাড়ি' });
    const fresh = within(within(section).getAllByRole('article')[0]!);
    expect(fresh.getByText('$৪৫ / দিন')).toBeTruthy();
    expect(fresh.getByText('আজ')).toBeTruthy();
    expect(fresh.getByRole('link', { name: 'আরও দেখুন: Fresh' })).toBeTruthy();
    expect(fresh.getByRole('img', { name: '২জন ভাড়াটিয়ার রেটিং: ৫-এর মধ্যে ৩.৫' }).textContent).toBe(
      '★ ৩.৫ (২)',
    );
    const older = within(within(section).getAllByRole('article')[1]!);
    expect(older.getByText('$৬২.৫০ / দিন')).toBeTruthy();
    expect(older.getByText('৩ দিন আগে যোগ করা হয়েছে')).toBeTruthy();
    expect(older.getByText('কোনো বিবরণ দেওয়া নেই।')).toBeTruthy();
    expect(older.getByText('সেলফ-ড্রাইভ')).toBeTruthy();
    expect(older.getByText('৫টি আসন')).toBeTruthy();
    expect(older.getByText('ঢাকা জেলা')).toBeTruthy();
  });

  it('shows a car that cannot be booked, a car with a driver, and a missing car, in Bangla', async () => {
    await showBangla();
    stubApi({
      'GET /api/car/:id': ({ params }) =>
        params.id === civic._id
          ? civic
          : params.id === withDriver._id
            ? withDriver
            : refuse(404, { message: 'Car not found' }),
      'GET /api/car/:id/owner-record': { bookings: 5, canceledByOwner: 1 },
      'GET /api/car/:id/reviews': ({ params }) =>
        params.id === civic._id
          ? reply(200, [civicReview], { headers: { 'X-Total-Count': '11' } })
          : reply(200, [], { headers: { 'X-Total-Count': '0' } }),
    });
    const route = {
      path: '/car/:id',
      loader: carDetailsRoute.loader,
      Component: () => (
        <carDetailsRoute.Component BookingSlot={({ car }: BookingSlotProps) => <p>{car._id}</p>} />
      ),
    };
    const { unmount } = renderRoute(route, `/car/${civic._id}`);

    expect(await screen.findByRole('button', { name: 'এখনই বুক করুন' })).toBeTruthy();
    expect(screen.getByText('গাড়িটি এই মুহূর্তে বুকিংয়ের জন্য উপলব্ধ নয়।')).toBeTruthy();
    expect(screen.getByText('$৮০')).toBeTruthy();
    expect(screen.getByText('/ দিন')).toBeTruthy();
    expect(screen.getByText('অবস্থান')).toBeTruthy();
    expect(screen.getByText('মালিক তাঁর শেষ ৫টি বুকিংয়ের মধ্যে ১টি বাতিল করেছেন।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'উপলব্ধ গাড়ির তালিকায় ফিরে যান' })).toBeTruthy();
    // Its stars by the title, and its reviews: the stars, a renter without a name, the day in Dhaka.
    expect(
      screen.getByRole('img', { name: '১জন ভাড়াটিয়ার রেটিং: ৫-এর মধ্যে ৫.০' }).textContent,
    ).toBe('★ ৫.০ · ১টি রিভিউ');
    const reviews = within(await screen.findByRole('list', { name: 'রিভিউ' }));
    expect(reviews.getByRole('img', { name: '৫-এর মধ্যে ৪টি তারকা' })).toBeTruthy();
    expect(reviews.getByText('একজন ভাড়াটিয়া')).toBeTruthy();
    expect(reviews.getByText('০২/০৩/২০২৬')).toBeTruthy();
    expect(screen.getByText('১১টি রিভিউয়ের মধ্যে ১টি দেখানো হচ্ছে।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আরও রিভিউ দেখান' })).toBeTruthy();
    unmount();

    const details = renderRoute(route, `/car/${withDriver._id}`);
    const terms = await screen.findByRole('list', { name: 'ড্রাইভার ও জ্বালানি' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ড্রাইভার: দিনে $২০ (১০ ঘণ্টা)',
      'ওভারটাইম: ঘণ্টায় $২.৫০',
      'নাইট হল্ট: বাইরে প্রতি রাতে $৮',
      'শহরের বাইরে: দিনে $১২ বেশি',
      'জ্বালানি ভাড়ার মধ্যে ধরা',
    ]);
    expect(screen.getByText('ড্রাইভারসহ বা সেলফ-ড্রাইভ')).toBeTruthy();
    expect(screen.getByText('১২টি আসন')).toBeTruthy();
    expect(screen.getByText('সিলেট জেলা')).toBeTruthy();
    expect(await screen.findByText('এখনো কোনো রিভিউ নেই।')).toBeTruthy();
    expect(
      screen.getByText('সেলফ-ড্রাইভের জন্য আপনার প্রোফাইলে ড্রাইভিং লাইসেন্স থাকতে হবে'),
    ).toBeTruthy();
    // The owner asks for a verified mobile number, and has one (the badge's words are the shared ones).
    expect(screen.getByText('ভাড়াটিয়াদের যাচাই করা মোবাইল নম্বর থাকতে হবে')).toBeTruthy();
    const owner = screen.getByText('মালিক', { selector: 'dt' }).parentElement!;
    expect(owner.querySelector('dd')?.textContent).toBe('ফোন যাচাইকৃত');
    details.unmount();

    renderRoute(route, '/car/missing');
    expect(
      await screen.findByText('404: গাড়িটি খুঁজে পাওয়া যায়নি। সম্ভবত এটি সরিয়ে ফেলা হয়েছে।'),
    ).toBeTruthy();
  });
});
