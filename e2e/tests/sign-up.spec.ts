import { expect, test, uniqueUser } from '../support/fixtures.ts';

const PHOTO = 'http://localhost:4000/images/default-avatar.svg';

test.describe('Sign up', () => {
  test('a new visitor signs up, lands on Home signed in, and sees their name on the avatar', async ({
    page,
  }) => {
    const user = uniqueUser('signup');
    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign Up | CarZone');
    await expect(page.getByRole('heading', { name: 'Signup to your account' })).toBeVisible();
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Photo URL').fill(PHOTO);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByText('SignUp successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Cars' })).toHaveAttribute(
      'href',
      `/cars/${encodeURIComponent(user.email)}`,
    );
    await expect(nav.getByRole('link', { name: 'About' })).toHaveCount(0);
    // The avatar re-renders once the profile update lands; hover until its tooltip shows.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await nav.getByLabel(user.name).hover();
      await expect(page.getByRole('tooltip')).toHaveText(user.name, { timeout: 1500 });
    }).toPass({ timeout: 15_000 });

    // The server knows the name too: a car they list names them as its owner.
    const added = await page.request.post('/api/addCars', {
      data: {
        carModel: 'Sign-up check',
        dailyRentalPrice: 20,
        bookingStatus: 'unavailable',
        registrationNumber: 'DHA-SIGNUP-1',
        location: 'Dhaka',
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { insertedId } = (await added.json()) as { insertedId: string };
    const car = (await (await page.request.get(`/api/car/${insertedId}`)).json()) as {
      name: string;
      email: string;
    };
    expect(car).toMatchObject({ name: user.name, email: user.email });
    expect((await page.request.delete(`/api/cars/${insertedId}`)).status()).toBe(200);
  });

  for (const [password, message] of [
    ['Ab1', 'Password must be at least 6 characters long.'],
    ['ABCDEF1', 'Password must include at least one lowercase letter..'],
    ['abcdef1', 'Password must include at least one Uppercase letter..'],
  ] as const) {
    test(`the password "${password}" is refused with "${message}"`, async ({ page }) => {
      const user = uniqueUser('weak');
      await page.goto('/signup');
      await page.getByLabel('Name').fill(user.name);
      await page.getByLabel('Photo URL').fill(PHOTO);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveURL('/signup');
    });
  }

  test('an e-mail already in use gets a clear error and no success', async ({ page }) => {
    const user = uniqueUser('twice');
    await page.goto('/signup');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (attempt === 1) {
        await page.getByRole('button', { name: 'Sign out' }).click();
        await expect(page.getByText('Sign out successful')).toBeVisible();
        await page.goto('/signup');
      }
      await page.getByLabel('Name').fill(user.name);
      await page.getByLabel('Photo URL').fill(PHOTO);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign up' }).click();
      if (attempt === 0) await expect(page).toHaveURL('/');
    }
    await expect(
      page.getByText('An account with this e-mail address already exists.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/signup');
  });

  test('a missing name or photo link is pointed out under its field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueUser().email);
    await page.getByLabel('Password').fill('Secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter a link to your photo.')).toBeVisible();
    await expect(page).toHaveURL('/signup');

    await page.getByLabel('Photo URL').fill('my-face.png');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      page.getByText('Please enter a full link to your photo, starting with https://'),
    ).toBeVisible();
    await expect(page).toHaveURL('/signup');
  });
});
