import { renderRoute, showBangla } from '@carzone/web-testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoute from './admin-route.tsx';

describe("the admin remote's page", () => {
  it('is titled with the area', async () => {
    renderRoute({ path: '/', ...adminRoute }, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Console' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Console | CarZone'));
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderRoute({ path: '/', ...adminRoute }, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'কনসোল' })).toBeTruthy();
  });
});
