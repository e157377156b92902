import { expect, signUp, submitSignUp, test, uniqueUser } from '../support/fixtures.ts';

/** A photo link on another site; the tests answer for that site (there is no internet here). */
const PHOTO = 'https://photos.carzone.test/me.svg';
const PHOTO_BODY =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>';

test.describe('Sign up', () => {
  test('a new visitor signs up without a photo, lands on Home signed in, and sees the default avatar with their name', async ({
    page,
  }) => {
    const user = uniqueUser('signup');
    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign Up | CarZone');
    await expect(page.getByRole('heading', { name: 'Signup to your account' })).toBeVisible();
    const nav = await signUp(page, user);
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
    await expect(nav.getByLabel(user.name).locator('img')).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );

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
      await submitSignUp(page, { ...user, password });
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
      await submitSignUp(page, user);
      if (attempt === 0) await expect(page).toHaveURL('/');
    }
    await expect(
      page.getByText('An account with this e-mail address already exists.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/signup');
  });

  test('a missing name, and a photo link that is not https, are pointed out under their fields', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByText('Optional. Without one, a default picture shows.')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueUser().email);
    await page.getByLabel('Password').fill('Secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText(/photo URL must/)).toHaveCount(0);
    await expect(page).toHaveURL('/signup');

    for (const photo of [
      'my-face.png',
      'http://photos.carzone.test/me.svg',
      'javascript:alert(1)',
    ]) {
      await page.getByLabel('Photo URL').fill(photo);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(
        page.getByText('The photo URL must be a public web address starting with https://'),
      ).toBeVisible();
      await expect(page).toHaveURL('/signup');
    }
  });

  test('an https photo link becomes the avatar', async ({ page, context }) => {
    await context.route(`${PHOTO}*`, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: PHOTO_BODY }),
    );
    const user = uniqueUser('photo');
    await page.goto('/signup');
    await submitSignUp(page, user, PHOTO);
    await expect(page).toHaveURL('/');
    const avatar = page.getByRole('navigation', { name: 'Main' }).getByLabel(user.name);
    await expect(avatar.locator('img')).toHaveAttribute('src', PHOTO);
  });
});
