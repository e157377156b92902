import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, showBangla } from '@carzone/web-testing';
import { FAQ_ENTRIES } from './faq-entries.ts';
import * as faqRoute from './faq-route.tsx';

/** The FAQ page as the shell shows it: its route module (loader and view) at /faq. */
async function renderFaq() {
  renderRoute({ path: '/faq', ...faqRoute }, '/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
}

describe('FAQ page', () => {
  it('is titled and lists exactly six questions', async () => {
    await renderFaq();
    await waitFor(() => expect(document.title).toBe('FAQ | CarZone'));
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(6);
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
