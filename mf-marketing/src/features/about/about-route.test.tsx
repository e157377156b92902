import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, showBangla } from '@carzone/web-testing';
import * as aboutRoute from './about-route.tsx';

describe('About page', () => {
  it('is titled and covers selection, coverage, customers and safety', async () => {
    renderRoute({ path: '/about', ...aboutRoute }, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About CarZone' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('About | CarZone'));
    for (const topic of [
      'Wide Vehicle Selection',
      'Nationwide Coverage',
      'Customer-First Approach',
      'Safety and Maintenance',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeTruthy();
    }
    expect(screen.getByText(/Chattogram, Sylhet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Available Cars' }).getAttribute('href')).toBe(
      '/available',
    );
  });
});

describe('About page in Bangla', () => {
  it('tells about CarZone in Bangla', async () => {
    await showBangla();
    renderRoute({ path: '/about', ...aboutRoute }, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'CarZone সম্পর্কে' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('আমাদের সম্পর্কে | CarZone'));
    expect(screen.getByRole('heading', { level: 2, name: 'সারা দেশে সেবা' })).toBeTruthy();
    expect(screen.getByText(/চট্টগ্রাম, সিলেট/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'যোগাযোগ করুন' }).getAttribute('href')).toBe('/contact');
  });
});
