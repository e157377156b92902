// /profile as its tests (the licence, the mobile number) render and read it: Rahim Uddin signed in
// on this device, the API stubbed.
import type { DeviceSession } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { makeSessionUser, renderRoute, stubApi, typist, type Routes } from '@carzone/web-testing';
import { beforeAll } from 'vitest';
import { ProfilePage, profileLoader } from '../features/profile/profile-page.tsx';

export const RENTER = makeSessionUser({ email: 'rahim@example.com', displayName: 'Rahim Uddin' });

export const THIS_DEVICE: DeviceSession = {
  id: 'session-1',
  device: 'Android phone',
  browser: 'Chrome 131',
  createdAt: '2026-11-20T04:00:00Z',
  lastSeenAt: '2026-12-01T05:59:00Z',
  current: true,
};

/** Loads the Remove dialog's chunk before the first test, so it renders at once. */
export function prepareProfilePage(): void {
  beforeAll(async () => {
    await loadInteractive();
  }, 60_000);
}

/** What `GET /api/me` answers for RENTER, with this verified mobile number ('' for none). */
export const renterMe = (phoneNumber: string) => ({
  uid: 'uid-rahim',
  email: RENTER.email,
  name: 'Rahim Uddin',
  photoURL: null,
  phoneNumber,
});

/** /profile signed in as RENTER, on this device only, the API answering `routes`. */
export function renderProfilePage(routes: Routes) {
  const api = stubApi({ 'GET /api/sessions': [THIS_DEVICE], ...routes });
  const view = renderRoute(
    { path: '/profile', loader: profileLoader, Component: ProfilePage },
    '/profile',
    { signedInAs: RENTER },
  );
  return { api, user: typist(), ...view };
}

type View = ReturnType<typeof renderProfilePage>;

/** The page's sections in order, by their headings: the account's card (its name), then the rest. */
export const PROFILE_SECTIONS = [
  'Rahim Uddin',
  'Mobile number',
  'Driving licence',
  'Signed-in devices',
];

/** The headings of the page's sections (level 2), in order. */
export const sectionHeadings = (view: View) =>
  view.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The error message a control names (Field.ErrorText, by aria-errormessage), as its text. */
export const errorMessageOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-errormessage') ?? '')?.textContent ?? '';

/** The toasts on the page once there is one, each as its title and text together. */
export async function findToasts(view: View): Promise<string[]> {
  const toasts = await view.findAllByTestId('toast', {}, { timeout: 15_000 });
  return toasts.map((toast) => toast.textContent ?? '');
}
