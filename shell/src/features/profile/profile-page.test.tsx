// @vitest-environment jsdom
// The shell's tests run in Node; this one renders, so it takes the component tests' jsdom setup.
import '@carzone/web-testing/setup';
import type { DrivingLicenceInput } from '@carzone/domain';
import { REFUSALS } from '@carzone/domain/refusals';
import {
  freezeDhakaClock,
  refuse,
  reply,
  showBangla,
  typeDate,
  type Routes,
} from '@carzone/web-testing';
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import type { OwnLicence } from './licence-api.ts';
import {
  errorMessageOf,
  findToasts,
  prepareProfilePage,
  PROFILE_SECTIONS,
  renderProfilePage,
  renterMe,
  sectionHeadings,
} from '../../testing/profile-page.ts';

// Dhaka's today is 1 December 2026; the date field's calendar is loaded before the first test.
freezeDhakaClock();
prepareProfilePage();

const NO_LICENCE: OwnLicence = { number: null, expiresOn: null, photoUrl: null };
const KEPT: OwnLicence = { number: 'DK0123456C00001', expiresOn: '2031-06-30', photoUrl: null };
const PHOTO_URL = '/api/licence-photos/0b7e9c3a-2f4d-4a51-9a7e-3c1d2b4e5f60';

/** /profile, its licence kept by the stub as the API keeps it. */
function renderProfile(licence: OwnLicence = NO_LICENCE, routes: Routes = {}) {
  let kept = licence;
  return renderProfilePage({
    // No verified mobile number here (phone-number-section.test.tsx has those).
    'GET /api/me': renterMe(''),
    'GET /api/me/licence': () => kept,
    'PUT /api/me/licence': ({ body }) => {
      kept = { ...kept, ...(body as DrivingLicenceInput) };
      return kept;
    },
    'DELETE /api/me/licence': () => {
      kept = NO_LICENCE;
      return reply(204);
    },
    'POST /api/me/licence/photo': () => {
      kept = { ...kept, photoUrl: PHOTO_URL };
      return kept;
    },
    ...routes,
  });
}

type View = ReturnType<typeof renderProfile>;

/**
 * A picked file, as Node makes it: the API stub reads a body through Response, which cannot read
 * jsdom's File (it has no stream()).
 */
const pictureFile = (content: string, name: string, type: string) =>
  new NodeFile([content], name, { type }) as unknown as File;

/** The field's whole box (its label, control and the message under it), by its label. */
const fieldOf = (view: View, label: string) => {
  const control = view.getByLabelText(new RegExp(`^${label}`));
  return { control, root: control.closest('[data-scope="field"][data-part="root"]')! };
};

describe("/profile's driving licence", { timeout: 60_000 }, () => {
  it('loads the licence beside the devices; a renter without one saves it and sees it', async () => {
    const view = renderProfile();
    const { api, user } = view;

    const heading = await view.findByRole('heading', { level: 2, name: 'Driving licence' });
    // Between the account's card (and the mobile number) and the devices.
    expect(sectionHeadings(view)).toEqual(PROFILE_SECTIONS);
    expect(
      view.getByText(
        'Owners of self-drive cars may ask for it. Only you, and the owner of a car you book to drive yourself, can see it.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/me/licence')).toHaveLength(1);
    expect(api.callsTo('GET /api/sessions')).toHaveLength(1);
    expect(api.callsTo('GET /api/me')).toHaveLength(1);

    const number = fieldOf(view, 'Licence number').control as HTMLInputElement;
    expect(number.autocomplete).toBe('off');
    await user.type(number, 'dk 0123456  c00001');
    expect(number.value).toBe('DK 0123456  C00001');
    await typeDate(user, view.container, 'Expiry date', '30/06/2031');
    await user.click(view.getByRole('button', { name: 'Save licence' }));

    expect(await findToasts(view)).toEqual(['Licence saved']);
    expect(api.callsTo('PUT /api/me/licence').map((call) => call.body)).toEqual([
      { number: 'DK 0123456 C00001', expiresOn: '2031-06-30' },
    ]);
    expect(await view.findByText('DK 0123456 C00001')).toBeTruthy();
    expect(view.getByText('Valid until 30/06/2031')).toBeTruthy();
    expect(view.getByText('No photo yet')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Save licence' })).toBeNull();
    expect(document.activeElement).toBe(heading);
  });

  it("shows a too-short number refused in the domain's words, under the field, without asking the API", async () => {
    const view = renderProfile();
    const { api, user } = view;
    await view.findByRole('heading', { name: 'Driving licence' });

    await user.type(fieldOf(view, 'Licence number').control, 'DK1');
    await typeDate(user, view.container, 'Expiry date', '30/06/2031');
    await user.click(view.getByRole('button', { name: 'Save licence' }));

    const { control, root } = fieldOf(view, 'Licence number');
    const words = REFUSALS['licence.numberInvalid'].en;
    await vi.waitFor(() => expect(root.textContent).toContain(words));
    expect(words).toBe('Enter the licence number as printed on it: 5 to 20 letters and digits.');
    // The field links its error once the error has rendered (Chakra's field notices it after).
    await vi.waitFor(() => {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(errorMessageOf(control)).toBe(words);
    });
    expect(document.activeElement).toBe(control);
    expect(api.callsTo('PUT /api/me/licence')).toEqual([]);
  });

  it("shows the server's refusal of a field under that field, in its words", async () => {
    const refusal = 'This licence has expired (checked by the server).';
    const view = renderProfile(NO_LICENCE, {
      'PUT /api/me/licence': refuse(400, {
        code: 'licence.expired',
        message: refusal,
        fields: { expiresOn: { code: 'licence.expired', message: refusal } },
      }),
    });
    const { api, user } = view;
    await view.findByRole('heading', { name: 'Driving licence' });

    await user.type(fieldOf(view, 'Licence number').control, 'DK0123456C00001');
    await typeDate(user, view.container, 'Expiry date', '30/06/2031');
    await user.click(view.getByRole('button', { name: 'Save licence' }));

    await vi.waitFor(() =>
      expect(fieldOf(view, 'Expiry date').root.textContent).toContain(refusal),
    );
    expect(fieldOf(view, 'Licence number').root.textContent).not.toContain(refusal);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(fieldOf(view, 'Expiry date').control),
    );
    expect(api.callsTo('PUT /api/me/licence')).toHaveLength(1);
    // Still the form: nothing was saved.
    expect(view.getByRole('button', { name: 'Save licence' })).toBeTruthy();
  });

  it('asks before it removes the licence, keeps it when cancelled, then removes it', async () => {
    const view = renderProfile(KEPT);
    const { api, user } = view;
    const heading = await view.findByRole('heading', { name: 'Driving licence' });
    expect(view.getByText('DK0123456C00001')).toBeTruthy();
    expect(view.getByText('Valid until 30/06/2031')).toBeTruthy();

    // Cancelled: nothing sent, the focus back on the Remove button that asked.
    const remove = view.getByRole('button', { name: 'Remove' });
    await user.click(remove);
    const asked = await view.findByRole('alertdialog', { name: 'Remove your driving licence?' });
    const cancel = [...asked.querySelectorAll('button')].find((b) => b.textContent === 'Cancel');
    await user.click(cancel!);
    await vi.waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(remove));
    expect(view.getByText('DK0123456C00001')).toBeTruthy();
    expect(api.callsTo('DELETE /api/me/licence')).toEqual([]);

    await user.click(remove);
    const dialog = await view.findByRole('alertdialog', { name: 'Remove your driving licence?' });
    expect(dialog.textContent).toContain(
      'Self-drive bookings of cars whose owners ask for a licence will be refused until you add one again.',
    );
    expect(api.callsTo('DELETE /api/me/licence')).toEqual([]);

    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Remove');
    await user.click(confirm!);

    expect(await findToasts(view)).toEqual(['Licence removed']);
    expect(api.callsTo('DELETE /api/me/licence')).toHaveLength(1);
    expect(await view.findByRole('button', { name: 'Save licence' })).toBeTruthy();
    expect(view.queryByText('DK0123456C00001')).toBeNull();
    await vi.waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('sends a picked photo as the raw body, with its type, and shows it once kept', async () => {
    const view = renderProfile();
    const { api, user } = view;
    await view.findByRole('heading', { name: 'Driving licence' });

    const input = fieldOf(view, 'Photo of the licence').control as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    const photo = pictureFile('a picture of the licence', 'licence.png', 'image/png');
    await user.upload(input, photo);

    const preview = await view.findByRole('img', { name: 'Photo of your driving licence' });
    expect(preview.getAttribute('src')).toBe(PHOTO_URL);
    const [call] = api.callsTo('POST /api/me/licence/photo');
    expect(call?.headers.get('Content-Type')).toBe('image/png');
    expect(call?.body).toBe('a picture of the licence');
    // The file itself went as the body, not JSON nor a form.
    const sent = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([address]) => String(address).endsWith('/api/me/licence/photo'));
    expect(sent?.[1]?.body).toBe(photo);
    expect(view.getByRole('status').textContent).toBe('Licence photo kept');
  });

  it("says a refused photo in the server's words under the photo field", async () => {
    const refusal = 'This file is not a JPEG, PNG or WebP picture.';
    const view = renderProfile(NO_LICENCE, {
      'POST /api/me/licence/photo': refuse(415, { code: 'photo.notAPicture', message: refusal }),
    });
    const { user } = view;
    await view.findByRole('heading', { name: 'Driving licence' });

    const { control } = fieldOf(view, 'Photo of the licence');
    await user.upload(control, pictureFile('not really', 'licence.webp', 'image/webp'));

    await vi.waitFor(() =>
      expect(fieldOf(view, 'Photo of the licence').root.textContent).toContain(refusal),
    );
    expect(view.queryByRole('img', { name: 'Photo of your driving licence' })).toBeNull();
  });

  it('opens the form filled to change the licence, and goes back without saving', async () => {
    const view = renderProfile({ ...KEPT, photoUrl: PHOTO_URL });
    const { user } = view;
    expect(
      (await view.findByRole('img', { name: 'Photo of your driving licence' })).getAttribute('src'),
    ).toBe(PHOTO_URL);

    await user.click(view.getByRole('button', { name: 'Change' }));
    const number = fieldOf(view, 'Licence number').control as HTMLInputElement;
    expect(number.value).toBe('DK0123456C00001');
    await vi.waitFor(() => expect(document.activeElement).toBe(number));

    await user.click(view.getByRole('button', { name: 'Cancel' }));
    expect(await view.findByText('Valid until 30/06/2031')).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(view.getByRole('button', { name: 'Change' })),
    );
  });

  it('says a licence that has expired since it was saved in a warning', async () => {
    const view = renderProfile({ ...KEPT, expiresOn: '2026-11-30' });
    expect(await view.findByText('Expired on 30/11/2026')).toBeTruthy();
    expect(view.queryByText(/Valid until/)).toBeNull();
  });

  it('is in Bangla on a Bangla page, its dates in Bengali digits', async () => {
    const view = renderProfile(KEPT);
    await showBangla();
    expect(await view.findByRole('heading', { level: 2, name: 'ড্রাইভিং লাইসেন্স' })).toBeTruthy();
    expect(view.getByText('মেয়াদ ৩০/০৬/২০৩১ পর্যন্ত')).toBeTruthy();
    expect(view.getByRole('button', { name: 'পরিবর্তন করুন' })).toBeTruthy();
  });
});
