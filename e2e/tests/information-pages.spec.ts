import { expect, test } from '../support/fixtures.ts';

const FAQ_QUESTIONS = [
  'What documents do I need to rent a car?',
  'Can I rent a car without a credit card?',
  'What is the minimum age to rent a car?',
  'Are there any hidden fees?',
  'Can someone else drive the car too?',
  'Can I drive outside the city or the country?',
  'What if I cancel a booking with an advance?',
];

test.describe('About and FAQ', () => {
  test('About tells what CarZone stands for and leads on to the cars', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About | CarZone');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About CarZone');
    await expect(page.getByText('CarZone is Bangladesh’s car rental marketplace.')).toBeVisible();
    for (const topic of [
      'Wide Vehicle Selection',
      'Nationwide Coverage',
      'Customer-First Approach',
      'Safety and Maintenance',
    ]) {
      await expect(page.getByRole('heading', { name: topic, level: 2 })).toBeVisible();
    }

    await page.getByRole('main').getByRole('link', { name: 'View Available Cars' }).click();
    await expect(page).toHaveURL('/available');
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
  });

  test('the FAQ has exactly seven questions, all closed at first, then why a review may be removed', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('FAQ | CarZone');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(sections).toHaveText([...FAQ_QUESTIONS, 'Why a review may be removed']);
    for (const question of FAQ_QUESTIONS) {
      await expect(page.getByRole('button', { name: question })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(page.getByText('You usually need to be at least 21 years old')).toBeHidden();
  });

  test('opening a question shows its answer, and opening another closes it', async ({ page }) => {
    await page.goto('/faq');
    const ageQuestion = page.getByRole('button', {
      name: 'What is the minimum age to rent a car?',
    });
    const ageAnswer = page.getByText(
      'You usually need to be at least 21 years old and to have held your driving licence',
    );
    await ageQuestion.click();
    await expect(ageQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(ageAnswer).toBeVisible();
    await expect(ageAnswer).toContainText('Drivers under 25 may pay a young-driver fee');

    const feesQuestion = page.getByRole('button', { name: 'Are there any hidden fees?' });
    await feesQuestion.click();
    await expect(
      page.getByText('No. The price you see when you book is the price you pay'),
    ).toBeVisible();
    await expect(ageAnswer).toBeHidden();
    await expect(ageQuestion).toHaveAttribute('aria-expanded', 'false');

    // Collapsible: a second click closes the open one.
    await feesQuestion.click();
    await expect(feesQuestion).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByText('No. The price you see when you book is the price you pay'),
    ).toBeHidden();
  });
});
