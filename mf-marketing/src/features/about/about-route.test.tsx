import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@carzone/web-testing';
import { Component as AboutPage } from './about-route.tsx';

describe('About page', () => {
  it('is titled and covers selection, coverage, customers and safety', async () => {
    renderPage(<AboutPage />, { path: '/about' });
    await waitFor(() => expect(document.title).toBe('About | CarZone'));
    expect(screen.getByRole('heading', { level: 1, name: 'About CarZone' })).toBeTruthy();
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
