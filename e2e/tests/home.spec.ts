import { expect, test } from '../support/fixtures.ts';

// The six newest cars of api/src/seed/demo-cars.ts (the smallest listedHoursAgo first), with the
// age label each gets while the run lasts: 2 h and 6 h are 'Today', 26 h and 30 h one day, and so on.
const NEWEST_SEEDED_CARS = [
  { model: 'Toyota Axio 2018', price: '$35 / day', age: 'Today' },
  { model: 'BMW 5 Series 530e', price: '$99 / day', age: 'Today' },
  { model: 'Toyota Noah 2017', price: '$55 / day', age: 'Added 1 day(s) ago' },
  { model: 'Honda Civic 2020', price: '$60 / day', age: 'Added 1 day(s) ago' },
  { model: 'Toyota Land Cruiser Prado', price: '$120 / day', age: 'Added 2 day(s) ago' },
  { model: 'Toyota Premio 2019', price: '$45 / day', age: 'Added 3 day(s) ago' },
] as const;

test.describe('Home', () => {
  test('shows the banner, and its button leads to the available cars', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home | CarZone');
    const banner = page.getByRole('region', { name: 'Drive Your Dreams Today!' });
    await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Drive Your Dreams Today!');

    await banner.getByRole('link', { name: 'View Available Cars' }).click();
    await expect(page).toHaveURL('/available');
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Available Cars | CarZone');
  });

  test('the sections come in order, with the recent listings between them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Why Choose Us?',
      'Recent Listings',
      'Car Rental Tips',
      'How It Works',
      'Special Offers',
    ]);

    const whyChooseUs = page.getByRole('region', { name: 'Why Choose Us?' });
    await expect(whyChooseUs.getByRole('heading', { level: 3 })).toHaveText([
      'Wide Variety of Cars',
      'Affordable Prices',
      'Easy Booking',
      '24/7 Support',
    ]);
    await expect(
      page.getByRole('region', { name: 'How It Works' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Browse Cars', 'Book Online', 'Drive & Enjoy']);
    await expect(
      page.getByRole('region', { name: 'Special Offers' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Weekend Saver', 'Luxury Holiday Deal']);
  });

  test('Recent Listings shows the six newest cars, newest first, with price, age and status', async ({
    page,
  }) => {
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent Listings' });
    const cards = recent.getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText(
      NEWEST_SEEDED_CARS.map((car) => car.model),
    );

    for (const [index, car] of NEWEST_SEEDED_CARS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(car.price, { exact: true })).toBeVisible();
      await expect(card.getByText(car.age, { exact: true })).toBeVisible();
      // Every one of the six newest seeded cars is available.
      await expect(card.getByText('Available', { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: car.model })).toBeVisible();
    }
    await expect(
      cards.first().getByText('A spotless white Axio, the easiest car to drive', { exact: false }),
    ).toBeVisible();
    // The seventh newest (Mitsubishi Pajero Sport, 98 h old) is not among them.
    await expect(recent.getByText('Mitsubishi Pajero Sport')).toHaveCount(0);
  });

  test("'See More' opens that car's details", async ({ page }) => {
    const cars = (await (await page.request.get('/api/cars')).json()) as Array<{
      _id: string;
      carModel: string;
    }>;
    const noah = cars.find((car) => car.carModel === 'Toyota Noah 2017');
    expect(noah, 'the seeded Toyota Noah 2017').toBeDefined();

    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent Listings' });
    const noahCard = recent
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Toyota Noah 2017' }) });
    await noahCard.getByRole('link', { name: 'See More' }).click();
    await expect(page).toHaveURL(`/car/${noah!._id}`);
    await expect(page.getByRole('heading', { name: 'Toyota Noah 2017', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Toyota Noah 2017 | CarZone');
  });
});
