import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

const THANKS = 'Thank you for reaching out! We will get back to you soon.';

/** Every POST to /api/contact the page makes from now on. */
function recordContactPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByRole('textbox', { name: 'Message' }).fill(values.message);
}

/** The API's answer when it refuses a message, in its one error shape. */
const TOO_LONG_REFUSAL = {
  status: 400,
  contentType: 'application/json',
  body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Message is too long.' }),
};

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

const A_MESSAGE = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'Do you rent cars with a driver in Sylhet?',
};

test.describe('Contact', () => {
  test('shows the support e-mail, phone and address, and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact | CarZone');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();

    const details = page.getByRole('region', { name: 'Get in touch' });
    await expect(details.getByRole('link', { name: 'support@carzone.com.bd' })).toHaveAttribute(
      'href',
      'mailto:support@carzone.com.bd',
    );
    await expect(details.getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    await expect(details.getByText('House 12, Road 5, Gulshan 1, Dhaka 1212')).toBeVisible();

    const form = page.getByRole('region', { name: 'Write to us' });
    await expect(form.getByLabel('Name')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(sendButton(page)).toBeEnabled();
  });

  test('sending an empty form shows what is missing and sends nothing', async ({ page }) => {
    const posts = recordContactPosts(page);
    await page.goto('/contact');
    await sendButton(page).click();

    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Please enter a message.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toBeFocused();

    // Blanks count as empty too.
    await fillForm(page, { name: '   ', email: ' ', message: '  ' });
    await sendButton(page).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter a message.')).toBeVisible();

    // Typing a name clears only its own error.
    await page.getByLabel('Name').fill('Rahim Uddin');
    await expect(page.getByText('Please enter your name.')).toHaveCount(0);
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();

    // Give any stray request time to show up before counting.
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    await expect(page.getByRole('status', { name: THANKS })).toHaveCount(0);
  });

  test('an invalid e-mail address is pointed out and nothing is sent', async ({ page }) => {
    const posts = recordContactPosts(page);
    await page.goto('/contact');
    await fillForm(page, { ...A_MESSAGE, email: 'rahim@example' });
    await sendButton(page).click();

    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByText('Please enter your name.')).toHaveCount(0);
    await expect(page.getByText('Please enter a message.')).toHaveCount(0);

    await page.getByLabel('Email').fill('rahim@example.com');
    await expect(page.getByText('Please enter a valid e-mail address.')).toHaveCount(0);

    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
  });

  test('a valid message is sent, the server thanks the sender and the form is cleared', async ({
    page,
  }) => {
    const posts = recordContactPosts(page);
    await page.goto('/contact');
    await fillForm(page, { ...A_MESSAGE, email: '  rahim@example.com ' });
    await expect(page.getByText('41 / 2000 characters')).toBeVisible();
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/contact',
    );
    await sendButton(page).click();

    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ message: THANKS });
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(page.getByText('0 / 2000 characters')).toBeVisible();
    // After a success the empty form shows no errors until the next attempt.
    await expect(page.getByText('Please enter your name.')).toHaveCount(0);

    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toEqual(A_MESSAGE);
  });

  test('a refused or failed send keeps what was typed, so it can be sent again', async ({
    page,
  }) => {
    let answers = 0;
    await page.route('**/api/contact', (route) => {
      answers += 1;
      return answers === 1 ? route.fulfill(TOO_LONG_REFUSAL) : route.abort('connectionrefused');
    });
    await page.goto('/contact');
    await fillForm(page, A_MESSAGE);
    for (const attempt of [1, 2]) {
      await sendButton(page).click();
      await expect.poll(() => answers).toBe(attempt);
      await expect(sendButton(page)).toBeEnabled();
      await expect(page.getByLabel('Name')).toHaveValue(A_MESSAGE.name);
      await expect(page.getByLabel('Email')).toHaveValue(A_MESSAGE.email);
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(A_MESSAGE.message);
    }
  });

  test("a sent message shows the server's thanks as a toast", async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, A_MESSAGE);
    await sendButton(page).click();
    await expect(page.getByRole('status', { name: THANKS })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('when the server refuses the message, its own words are shown and the form kept', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) => route.fulfill(TOO_LONG_REFUSAL));
    await page.goto('/contact');
    await fillForm(page, A_MESSAGE);
    await sendButton(page).click();

    await expect(page.getByRole('status', { name: 'Message is too long.' })).toBeVisible();
    await expect(page.getByRole('status', { name: THANKS })).toHaveCount(0);
    await expect(page.getByLabel('Name')).toHaveValue(A_MESSAGE.name);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(A_MESSAGE.message);
    await expect(sendButton(page)).toBeEnabled();
  });

  test('when the network fails, a server error is shown and the form kept', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await fillForm(page, A_MESSAGE);
    await sendButton(page).click();

    await expect(
      page.getByRole('status', { name: 'Server error, please try again later.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(A_MESSAGE.email);
    await expect(sendButton(page)).toBeEnabled();
  });
});
