import { renderRoute, showBangla } from '@carzone/web-testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as messagesRoute from './messages-route.tsx';

describe("the messages remote's page", () => {
  it('is titled with the area', async () => {
    renderRoute({ path: '/', ...messagesRoute }, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Messages | CarZone'));
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderRoute({ path: '/', ...messagesRoute }, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'বার্তা' })).toBeTruthy();
  });
});
