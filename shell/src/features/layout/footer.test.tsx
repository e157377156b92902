// @vitest-environment jsdom
// The shell's tests run in Node; this one renders, so it takes the component tests' jsdom setup.
import '@carzone/web-testing/setup';
import { renderPage, showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  const year = new Date().getFullYear();

  it('has its links, hours and places in English by default', () => {
    const view = renderPage(<Footer />);
    expect(view.getByRole('link', { name: 'List Your Car' })).toBeTruthy();
    expect(view.getByRole('region', { name: 'Operating Hours' })).toBeTruthy();
    expect(view.getByText('Mon-Fri 8:00 AM-8:00 PM')).toBeTruthy();
    expect(view.getByText(`© ${year} CarZone. All rights reserved.`)).toBeTruthy();
  });

  it('has them in Bangla once the page is in Bangla, the year in Bengali digits', async () => {
    const view = renderPage(<Footer />);
    await showBangla();
    expect(await view.findByRole('link', { name: 'আপনার গাড়ি তালিকাভুক্ত করুন' })).toBeTruthy();
    expect(view.getByRole('region', { name: 'কার্যসময়' })).toBeTruthy();
    expect(view.getByText('সোম-শুক্রবার সকাল ৮:০০-রাত ৮:০০')).toBeTruthy();
    const banglaYear = new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(year);
    expect(view.getByText(`© ${banglaYear} CarZone। সর্বস্বত্ব সংরক্ষিত।`)).toBeTruthy();
    // Brand names stay as they are.
    expect(view.getByRole('link', { name: 'Facebook' })).toBeTruthy();
  });
});
