import type { AccountSummary } from '@carzone/domain';
import { renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT } from '../../testing/console-test-kit.ts';
import * as peopleRoute from './people-route.tsx';

const RAHIM: AccountSummary = {
  email: 'rahim+cars@example.com',
  name: 'Rahim Uddin',
  status: 'suspended',
  role: null,
  createdAt: '2026-12-02T06:30:00.000Z',
  lastSignInAt: '2026-12-03T06:30:00.000Z',
  verifiedPhone: '+8801712345678',
};
const KARIM: AccountSummary = {
  ...RAHIM,
  email: 'karim@example.com',
  name: '',
  status: 'active',
  role: 'support',
  verifiedPhone: null,
};

function renderPeople(url = '/admin/people', users = [RAHIM, KARIM], total = users.length) {
  const api = stubApi({ 'GET /api/admin/users': { users, total } });
  const view = renderRoute({ path: '/admin/people', ...peopleRoute }, url, { signedInAs: SUPPORT });
  return { api, ...view };
}

const peopleShown = async () =>
  within(await screen.findByRole('list', { name: 'People' })).getAllByRole('listitem');

describe("The console's people", { timeout: 30_000 }, () => {
  it('lists people newest first, each linking to their account page', async () => {
    const { api } = renderPeople();
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('People | CarZone'));
    const [rahim, karim] = await peopleShown();
    const link = within(rahim!).getByRole('link', { name: 'rahim+cars@example.com' });
    expect(link.getAttribute('href')).toBe('/admin/people/rahim%2Bcars%40example.com');
    expect(rahim!.textContent).toContain('Rahim Uddin');
    expect(rahim!.textContent).toContain('Suspended account');
    expect(rahim!.textContent).toContain('+8801712345678');
    expect(rahim!.textContent).toContain('First signed in 02/12/2026, 12:30');
    expect(karim!.textContent).toContain('Active account');
    expect(karim!.textContent).toContain('Support');
    expect(karim!.textContent).toContain('No verified number');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    const query = api.callsTo('GET /api/admin/users')[0]!.query;
    expect(query.get('q')).toBeNull();
    expect(query.get('limit')).toBe('24');
    expect(query.get('offset')).toBe('0');
    expect(screen.queryByRole('link', { name: 'Older people' })).toBeNull();
  });

  it('searches through the address, which keeps the search', async () => {
    const user = typist();
    const { api, router } = renderPeople();
    await peopleShown();

    await user.type(screen.getByLabelText('E-mail, name or verified number'), ' 01712345678 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.callsTo('GET /api/admin/users')).toHaveLength(2));
    expect(api.callsTo('GET /api/admin/users')[1]!.query.get('q')).toBe('01712345678');
    expect(router.state.location.search).toBe('?q=01712345678');
  });

  it('reads a search and a page from the address, with links to the pages around it', async () => {
    const { api } = renderPeople('/admin/people?q=rahim&offset=24', [RAHIM], 60);
    await peopleShown();
    const query = api.callsTo('GET /api/admin/users')[0]!.query;
    expect(query.get('q')).toBe('rahim');
    expect(query.get('offset')).toBe('24');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail, name or verified number').value).toBe(
      'rahim',
    );
    expect(screen.getByText('25–25 of 60')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of people' });
    expect(within(pages).getByRole('link', { name: 'Newer people' }).getAttribute('href')).toBe(
      '/admin/people?q=rahim',
    );
    expect(within(pages).getByRole('link', { name: 'Older people' }).getAttribute('href')).toBe(
      '/admin/people?q=rahim&offset=48',
    );
  });

  it('says when no one matches', async () => {
    renderPeople('/admin/people?q=nobody', []);
    expect(await screen.findByText('No one matches.')).toBeTruthy();
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderPeople();
    expect(await screen.findByRole('heading', { level: 1, name: 'মানুষ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeTruthy();
  });
});
