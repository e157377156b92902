// @vitest-environment jsdom
// The shell's tests run in Node; this one renders, so it takes the component tests' jsdom setup.
import '@carzone/web-testing/setup';
import { renderPage, showBangla } from '@carzone/web-testing';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says the page is not found, in English by default', async () => {
    const view = renderPage(<NotFoundPage />);
    expect(view.getByRole('heading', { name: '404 - page not found' })).toBeTruthy();
    expect(view.getByText("Oop! The page you are looking for doesn't exist")).toBeTruthy();
    expect(view.getByRole('link', { name: 'Go Back Home' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Page Not Found | CarZone'));
  });

  it('says it in Bangla, its tab title too, once the page is in Bangla', async () => {
    const view = renderPage(<NotFoundPage />);
    await showBangla();
    expect(await view.findByRole('heading', { name: '৪০৪ - পেজ পাওয়া যায়নি' })).toBeTruthy();
    expect(view.getByRole('img', { name: 'শেষ হয়ে যাওয়া একটি রাস্তা' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'হোমে ফিরে যান' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('পেজ পাওয়া যায়নি | CarZone'));
  });
});
