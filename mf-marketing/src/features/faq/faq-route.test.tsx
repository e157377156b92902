import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, showBangla } from '@carzone/web-testing';
import { REVIEW_HIDE_REASONS } from '@carzone/domain';
import { FAQ_ENTRIES } from './faq-entries.ts';
import * as faqRoute from './faq-route.tsx';
import { REVIEW_REMOVAL_REASONS } from './review-removal-reasons.ts';

/** The FAQ page as the shell shows it: its route module (loader and view) at /faq. */
async function renderFaq() {
  renderRoute({ path: '/faq', ...faqRoute }, '/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
}

describe('FAQ page', () => {
  it('is titled and lists exactly seven questions', async () => {
    await renderFaq();
    await waitFor(() => expect(document.title).toBe('FAQ | CarZone'));
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(7);
    expect(questions.map((question) => question.textContent)).toEqual(
      FAQ_ENTRIES.map((entry) => entry.question),
    );
  });

  it('opens an answer when its question is clicked', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const entry = FAQ_ENTRIES.find((faq) => faq.question.includes('credit card'))!;
    const question = screen.getByRole('button', { name: entry.question });
    expect(question.getAttribute('aria-expanded')).toBe('false');

    await user.click(question);

    expect(question.getAttribute('aria-expanded')).toBe('true');
    // The answer's region mounts as the accordion opens, a moment after the click on a busy machine.
    const answer = await screen.findByRole('region', { name: entry.question });
    expect(answer.textContent).toContain('bKash or Nagad');
    expect(answer.hidden).toBe(false);
  });
});

describe('why a review may be removed', () => {
  it('lists the five published reasons, one sentence each, under its own heading', async () => {
    await renderFaq();
    const section = screen.getByRole('region', { name: 'Why a review may be removed' });
    const reasons = within(section).getAllByRole('listitem');
    expect(reasons.map((reason) => reason.textContent)).toEqual(
      REVIEW_HIDE_REASONS.map((reason) => REVIEW_REMOVAL_REASONS[reason]),
    );
    expect(within(section).getByText(/only for one of these reasons/)).toBeTruthy();
  });

  it('says them in Bangla', async () => {
    await showBangla();
    renderRoute({ path: '/faq', ...faqRoute }, '/faq');
    const section = await screen.findByRole('region', { name: 'কেন একটি রিভিউ সরানো হতে পারে' });
    const reasons = within(section).getAllByRole('listitem');
    expect(reasons).toHaveLength(5);
    expect(reasons[4]!.textContent).toBe('এটি স্প্যাম বা বিজ্ঞাপন।');
  });
});

describe('FAQ page in Bangla', () => {
  it('asks and answers in Bangla', async () => {
    await showBangla();
    const user = userEvent.setup();
    renderRoute({ path: '/faq', ...faqRoute }, '/faq');
    await screen.findByRole('heading', { level: 1, name: 'সচরাচর জিজ্ঞাসিত প্রশ্ন' });
    await waitFor(() => expect(document.title).toBe('সাধারণ জিজ্ঞাসা | CarZone'));
    const question = screen.getByRole('button', {
      name: 'ক্রেডিট কার্ড ছাড়া কি গাড়ি ভাড়া নেওয়া যায়?',
    });

    await user.click(question);

    const answer = await screen.findByRole('region', { name: question.textContent! });
    expect(answer.textContent).toContain('বিকাশ বা নগদ');
    expect(screen.getByRole('link', { name: 'আমাদের সঙ্গে যোগাযোগ করুন' })).toBeTruthy();
  });
});

describe('FAQ: cancelling a booking with an advance', () => {
  const QUESTION = 'What if I cancel a booking with an advance?';

  it('answers with the whole cancellation policy', async () => {
    const user = userEvent.setup();
    await renderFaq();

    await user.click(screen.getByRole('button', { name: QUESTION }));

    const answer = await screen.findByRole('region', { name: QUESTION });
    for (const part of [
      '10% to 50% of the trip price',
      'Cancel 24 hours or more before the first day of your trip (Bangladesh time) and the whole advance is refunded.',
      'Cancel later and the owner keeps one day’s car price from the advance, and the rest is refunded.',
      'If the owner cancels, declines your request after you paid, or CarZone suspends the owner, the whole advance is refunded.',
    ])
      expect(answer.textContent).toContain(part);
  });

  it('asks and answers it in Bangla', async () => {
    await showBangla();
    const user = userEvent.setup();
    renderRoute({ path: '/faq', ...faqRoute }, '/faq');
    const question = await screen.findByRole('button', {
      name: 'অগ্রিম পেমেন্ট করা বুকিং বাতিল করলে কী হবে?',
    });

    await user.click(question);

    const answer = await screen.findByRole('region', { name: question.textContent! });
    expect(answer.textContent).toContain(
      '২৪ ঘণ্টা বা তার বেশি আগে বাতিল করলে পুরো অগ্রিম রিফান্ড করা হয়',
    );
    expect(answer.textContent).toContain('মালিক অগ্রিম থেকে গাড়ির এক দিনের ভাড়া রাখেন');
  });
});
