import {
  createAccount,
  expect,
  latestResetCode,
  signIn,
  test,
  uniqueUser,
} from '../support/fixtures.ts';

test('forgot password → reset link from the emulator → sign in with the new password', async ({
  page,
  context,
}) => {
  const user = uniqueUser('reset');
  await createAccount(user);

  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgetPassword');
  await expect(page).toHaveTitle('Forgot Password | CarZone');
  // Outside the main layout: no navigation bar, no footer.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByLabel('Email address')).toHaveValue(user.email);

  // The web-mail site is outside this machine: answer for it, and check the browser went there.
  await context.route('https://mail.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Web mail</h1>' }),
  );
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('https://mail.google.com/');

  const code = await latestResetCode(user.email);
  await page.goto(`/reset-password?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByText(`For ${user.email}`)).toBeVisible();
  await page.getByLabel('New password').fill('weak');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await page.getByLabel('New password').fill('Brandnew9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('Your password has been changed. Please sign in with the new one.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/signin');

  await signIn(page, { email: user.email, password: 'Brandnew9' });
});

test('a used or bogus reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?mode=resetPassword&oobCode=bogus-code');
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link is invalid or has already been used.',
  );
  await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
    'href',
    '/forgetPassword',
  );
});

test('a malformed e-mail on forgot password gets a clear error and stays', async ({ page }) => {
  await page.goto('/forgetPassword');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page).toHaveURL('/forgetPassword');
});

test('an e-mail no account uses goes on to web mail exactly as one with an account', async ({
  page,
  context,
}) => {
  await context.route('https://mail.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Web mail</h1>' }),
  );
  const nobody = uniqueUser('nobody');
  await page.goto('/forgetPassword');
  await page.getByLabel('Email address').fill(nobody.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // Nothing on the way tells the visitor that no account uses the address.
  await expect(page).toHaveURL('https://mail.google.com/');
});
