// @vitest-environment jsdom
// /profile's mobile number, rendered with the page's loader. Firebase stands aside at
// the phone verification's module boundary (phone-loader.ts): each step answers as Firebase would,
// or fails with Firebase's own error. The API is the stub: it keeps the number the renewed
// session's ID token names, as `POST /api/jwt` does, and answers it in `GET /api/me`.
import '@carzone/web-testing/setup';
import { PHONE_MESSAGES } from '@carzone/domain';
import { networkError, reply, showBangla, type Routes } from '@carzone/web-testing';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhoneVerification } from './phone-loader.ts';
import {
  errorMessageOf,
  findToasts,
  prepareProfilePage,
  PROFILE_SECTIONS,
  renderProfilePage,
  renterMe,
  RENTER,
  sectionHeadings,
} from '../../testing/profile-page.ts';

const phone = vi.hoisted(() => ({
  sendPhoneCode: vi.fn<PhoneVerification['sendPhoneCode']>(),
  confirmPhoneCode: vi.fn<PhoneVerification['confirmPhoneCode']>(),
  removePhoneNumber: vi.fn<PhoneVerification['removePhoneNumber']>(),
  freshIdToken: vi.fn<PhoneVerification['freshIdToken']>(),
}));
vi.mock('./phone-loader.ts', () => ({
  loadPhoneVerification: () => Promise.resolve(phone),
}));

prepareProfilePage();

const NUMBER = '+8801712345678';
/** The ID tokens Firebase answers, by the number their `phone_number` claim names. */
const TOKEN_WITH_NUMBER = 'id-token-naming-+8801712345678';
const TOKEN_WITHOUT_NUMBER = 'id-token-naming-none';
const NUMBER_OF_TOKEN: Record<string, string> = {
  [TOKEN_WITH_NUMBER]: NUMBER,
  [TOKEN_WITHOUT_NUMBER]: '',
};

beforeEach(() => {
  phone.sendPhoneCode.mockReset().mockResolvedValue('verification-1');
  phone.confirmPhoneCode.mockReset().mockResolvedValue(TOKEN_WITH_NUMBER);
  phone.removePhoneNumber.mockReset().mockResolvedValue(TOKEN_WITHOUT_NUMBER);
  phone.freshIdToken.mockReset().mockResolvedValue(TOKEN_WITH_NUMBER);
});

/** Firebase's error for `code`, as its SDK throws it. */
const firebaseError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

/** /profile, the number kept by the stub as the API keeps it: from the renewed session's token. */
function renderProfile(kept = '', routes: Routes = {}) {
  let phoneNumber = kept;
  return renderProfilePage({
    'GET /api/me/licence': { number: null, expiresOn: null, photoUrl: null },
    'GET /api/me': () => renterMe(phoneNumber),
    'POST /api/jwt': ({ body }) => {
      phoneNumber = NUMBER_OF_TOKEN[(body as { idToken: string }).idToken] ?? '';
      return { email: RENTER.email };
    },
    ...routes,
  });
}

type View = ReturnType<typeof renderProfile>;

/**
 * The page's queries kept to what `section` holds (the page's other sections have a Change, a
 * Remove and a Cancel too): each get… finds exactly one there.
 */
function queriesIn(view: View, section: HTMLElement) {
  // Inside it (the section itself is labelled by its heading too).
  const mine = <T extends HTMLElement>(found: T[]) =>
    found.filter((element) => element !== section && section.contains(element));
  const one = <T extends HTMLElement>(found: T[], what: string): T => {
    const [only, ...more] = mine(found);
    if (!only || more.length > 0) throw new Error(`Not one ${what} in the section`);
    return only;
  };
  type RoleOptions = Parameters<View['queryAllByRole']>[1];
  const getByRole = (role: string, options?: RoleOptions) =>
    one(view.queryAllByRole(role, options), `${role} ${JSON.stringify(options)}`);
  const getByLabelText = <T extends HTMLElement = HTMLElement>(label: string) =>
    one(view.queryAllByLabelText(label), `field labelled ${label}`) as T;
  const getByText = (text: string) => one(view.queryAllByText(text), `text ${text}`);
  return {
    getByRole,
    getByLabelText,
    getByText,
    queryByLabelText: (label: string) => mine(view.queryAllByLabelText(label))[0] ?? null,
    queryByText: (text: string) => mine(view.queryAllByText(text))[0] ?? null,
    findByLabelText: (label: string) => vi.waitFor(() => getByLabelText(label)),
    findByText: (text: string) => vi.waitFor(() => getByText(text)),
  };
}

/** The section (a region named by its heading) and its heading, once the page has loaded. */
async function sectionOf(view: View, name = 'Mobile number') {
  const heading = await view.findByRole('heading', { level: 2, name });
  const section = view.getByRole('region', { name });
  return { heading, section, inSection: queriesIn(view, section) };
}

/** The dialog's own button of that name. */
const buttonIn = (dialog: HTMLElement, name: string) =>
  [...dialog.querySelectorAll('button')].find((button) => button.textContent === name)!;

/** The text a control's description names (its hint or error). */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Types `typed` as the number and sends it; answers the section's queries. */
async function sendNumber(view: View, typed: string) {
  const { inSection, ...rest } = await sectionOf(view);
  await view.user.type(inSection.getByLabelText('Mobile number'), typed);
  await view.user.click(inSection.getByRole('button', { name: 'Send code' }));
  return { inSection, ...rest };
}

describe("/profile's mobile number", { timeout: 60_000 }, () => {
  it('sits between the account card and the driving licence, its number read from GET /api/me', async () => {
    const view = renderProfile();
    const { inSection } = await sectionOf(view);
    expect(sectionHeadings(view)).toEqual(PROFILE_SECTIONS);
    expect(
      inSection.getByText(
        'Verified with a code sent by SMS. The owner or renter of a confirmed booking sees it, to arrange pickup; no one else does.',
      ),
    ).toBeTruthy();
    expect(view.api.callsTo('GET /api/me')).toHaveLength(1);

    const field = inSection.getByLabelText<HTMLInputElement>('Mobile number');
    expect(field.type).toBe('tel');
    expect(field.inputMode).toBe('tel');
    expect(field.autocomplete).toBe('tel-national');
    expect(descriptionOf(field)).toContain('11 digits: 01XXXXXXXXX');
  });

  it("refuses a number that is no Bangladeshi mobile number in the domain's words, sending nothing", async () => {
    const view = renderProfile();
    const { inSection } = await sendNumber(view, '0121234567');

    const field = inSection.getByLabelText('Mobile number');
    await vi.waitFor(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(errorMessageOf(field)).toBe(PHONE_MESSAGES.invalid);
    });
    expect(PHONE_MESSAGES.invalid).toBe(
      'Enter a Bangladeshi mobile number: 01XXXXXXXXX, 11 digits.',
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect(phone.sendPhoneCode).not.toHaveBeenCalled();

    // Typing again takes the refusal away.
    await view.user.type(field, '8');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
  });

  it('sends 01… as +8801…, verifies the code, renews the session with the fresh token and shows the number Verified', async () => {
    const view = renderProfile();
    const { api, user } = view;
    const { inSection, heading, section } = await sendNumber(view, '01712-345678');

    expect(phone.sendPhoneCode).toHaveBeenCalledTimes(1);
    const [sentTo, recaptchaHost] = phone.sendPhoneCode.mock.calls[0]!;
    expect(sentTo).toBe(NUMBER);
    // The invisible reCAPTCHA's place is in the section.
    expect(section.contains(recaptchaHost)).toBe(true);

    expect(await inSection.findByText('We sent a code by SMS to 01712-345678.')).toBeTruthy();
    const code = inSection.getByLabelText<HTMLInputElement>('Code');
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
    await vi.waitFor(() => expect(document.activeElement).toBe(code));
    // Nothing is kept before the code is right.
    expect(api.callsTo('POST /api/jwt')).toEqual([]);

    await user.type(code, '123 456');
    await user.click(inSection.getByRole('button', { name: 'Verify' }));

    expect(await findToasts(view)).toEqual(['Mobile number verified']);
    expect(phone.confirmPhoneCode).toHaveBeenCalledWith('verification-1', '123456');
    expect(api.callsTo('POST /api/jwt').map((call) => call.body)).toEqual([
      { idToken: TOKEN_WITH_NUMBER },
    ]);
    expect(inSection.getByText('01712-345678')).toBeTruthy();
    expect(inSection.getByText('Verified')).toBeTruthy();
    expect(inSection.queryByLabelText('Code')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    // The page is read again: the renewed session is a new row among the devices.
    await vi.waitFor(() => expect(api.callsTo('GET /api/me')).toHaveLength(2));
    expect(inSection.getByText('01712-345678')).toBeTruthy();
  });

  it('says a wrong code under the code field, and keeps nothing', async () => {
    phone.confirmPhoneCode.mockRejectedValue(firebaseError('auth/invalid-verification-code'));
    const view = renderProfile();
    const { inSection } = await sendNumber(view, '01712345678');
    const code = await inSection.findByLabelText('Code');
    await view.user.type(code, '000000');
    await view.user.click(inSection.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => {
      expect(code.getAttribute('aria-invalid')).toBe('true');
      expect(errorMessageOf(code)).toBe('That code is not right. Check the SMS and try again.');
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(code));
    expect(view.api.callsTo('POST /api/jwt')).toEqual([]);
    expect(inSection.getByText('We sent a code by SMS to 01712-345678.')).toBeTruthy();
    expect(inSection.queryByText('Verified')).toBeNull();
  });

  it('says an expired code under the field, and a code that is not six digits without asking Firebase', async () => {
    phone.confirmPhoneCode.mockRejectedValue(firebaseError('auth/code-expired'));
    const view = renderProfile();
    const { inSection } = await sendNumber(view, '01712345678');
    const code = await inSection.findByLabelText('Code');

    await view.user.type(code, '12345');
    await view.user.click(inSection.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(errorMessageOf(code)).toBe('Enter the 6 digits from the SMS.'));
    expect(phone.confirmPhoneCode).not.toHaveBeenCalled();

    await view.user.type(code, '6');
    await view.user.click(inSection.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() =>
      expect(errorMessageOf(code)).toBe('This code has expired. Send a new code.'),
    );

    phone.sendPhoneCode.mockResolvedValue('verification-2');
    await view.user.click(inSection.getByRole('button', { name: 'Send a new code' }));
    expect(await findToasts(view)).toEqual(['We sent a code by SMS to 01712-345678.']);
    expect(phone.sendPhoneCode.mock.calls.map(([number]) => number)).toEqual([NUMBER, NUMBER]);
    await vi.waitFor(() => expect(code.getAttribute('aria-invalid')).toBeNull());
    expect(code).toHaveProperty('value', '');
  });

  it('says a number verified on another account in a toast, and changes nothing shown', async () => {
    phone.confirmPhoneCode.mockRejectedValue(
      firebaseError('auth/account-exists-with-different-credential'),
    );
    const view = renderProfile();
    const { inSection } = await sendNumber(view, '01712345678');
    await view.user.type(await inSection.findByLabelText('Code'), '123456');
    await view.user.click(inSection.getByRole('button', { name: 'Verify' }));

    expect(await findToasts(view)).toEqual(['This number is verified on another CarZone account.']);
    expect(view.api.callsTo('POST /api/jwt')).toEqual([]);
    expect(inSection.getByLabelText('Code')).toBeTruthy();
    expect(inSection.getByRole('button', { name: 'Use another number' })).toBeTruthy();
  });

  it('says too many tries and a network failure in words, sending no code', async () => {
    phone.sendPhoneCode.mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
    const view = renderProfile();
    const { inSection } = await sendNumber(view, '01712345678');
    expect(await findToasts(view)).toEqual([
      'Too many attempts. Please wait a moment and try again.',
    ]);
    expect(inSection.queryByLabelText('Code')).toBeNull();

    phone.sendPhoneCode.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    await view.user.click(inSection.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(async () =>
      expect(await findToasts(view)).toContain(
        'Could not reach the sign-in service. Check your connection and try again.',
      ),
    );
    expect(inSection.queryByLabelText('Code')).toBeNull();
  });

  it('cannot send twice while a code is being sent', async () => {
    let answer: (verificationId: string) => void = () => {};
    phone.sendPhoneCode.mockImplementation(
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    const view = renderProfile();
    const { inSection } = await sendNumber(view, '01712345678');
    const button = inSection.getByRole('button', { name: /Send code|Sending code…/ });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    await view.user.click(button);
    await view.user.type(inSection.getByLabelText('Mobile number'), '{Enter}');
    // A sending that gets past the disabled button (two taps before the page has re-rendered, or
    // a script) finds the first one still running.
    inSection.getByLabelText('Mobile number').closest('form')!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(phone.sendPhoneCode).toHaveBeenCalledTimes(1);

    answer('verification-1');
    expect(await inSection.findByLabelText('Code')).toBeTruthy();
  });

  it('sends to sign in when the server refuses the renewed session (401)', async () => {
    const view = renderProfile('', { 'POST /api/jwt': reply(401, { message: 'Sign in again.' }) });
    const { inSection } = await sendNumber(view, '01712345678');
    await view.user.type(await inSection.findByLabelText('Code'), '123456');
    await view.user.click(inSection.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
        `/signin?from=${encodeURIComponent('/profile')}`,
      ),
    );
  });

  it('keeps the code step when the renewal cannot reach the server, and then only renews the session', async () => {
    const view = renderProfile('', { 'POST /api/jwt': networkError() });
    const { api, user } = view;
    const { inSection } = await sendNumber(view, '01712345678');
    await user.type(await inSection.findByLabelText('Code'), '123456');
    await user.click(inSection.getByRole('button', { name: 'Verify' }));

    expect(await findToasts(view)).toEqual(['Server error, please try again later.']);
    expect(inSection.getByLabelText('Code')).toBeTruthy();
    expect(inSection.queryByText('Verified')).toBeNull();

    // The server is back; Firebase already holds the number, and the code cannot be used twice.
    api.on({
      'POST /api/jwt': ({ body }) => {
        expect(body).toEqual({ idToken: TOKEN_WITH_NUMBER });
        return { email: RENTER.email };
      },
    });
    await user.click(inSection.getByRole('button', { name: 'Verify' }));
    expect(await inSection.findByText('Verified')).toBeTruthy();
    expect(phone.confirmPhoneCode).toHaveBeenCalledTimes(1);
    expect(phone.freshIdToken).toHaveBeenCalledTimes(1);
  });

  it('shows a kept number Verified; Change opens the form, and Cancel goes back', async () => {
    const view = renderProfile(NUMBER);
    const { inSection } = await sectionOf(view);
    expect(await inSection.findByText('01712-345678')).toBeTruthy();
    expect(inSection.getByText('Verified')).toBeTruthy();

    await view.user.click(inSection.getByRole('button', { name: 'Change' }));
    const field = inSection.getByLabelText('Mobile number');
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    await view.user.click(inSection.getByRole('button', { name: 'Cancel' }));
    expect(await inSection.findByText('01712-345678')).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(inSection.getByRole('button', { name: 'Change' })),
    );
  });

  it('asks before it removes the number, then removes it and shows the empty form', async () => {
    const view = renderProfile(NUMBER);
    const { api, user } = view;
    const { inSection, heading } = await sectionOf(view);
    await inSection.findByText('01712-345678');

    await user.click(inSection.getByRole('button', { name: 'Remove' }));
    const dialog = await view.findByRole('alertdialog', { name: 'Remove your mobile number?' });
    expect(dialog.textContent).toContain(
      'Bookings and requests for cars whose owners ask for a verified mobile number will be refused until you verify one again.',
    );
    expect(phone.removePhoneNumber).not.toHaveBeenCalled();

    await user.click(buttonIn(dialog, 'Remove'));
    expect(await findToasts(view)).toEqual(['Mobile number removed']);
    expect(phone.removePhoneNumber).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /api/jwt').map((call) => call.body)).toEqual([
      { idToken: TOKEN_WITHOUT_NUMBER },
    ]);
    expect(await inSection.findByLabelText('Mobile number')).toBeTruthy();
    expect(inSection.queryByText('01712-345678')).toBeNull();
    await vi.waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('keeps the number when its removal fails, saying so', async () => {
    phone.removePhoneNumber.mockRejectedValue(firebaseError('auth/internal-error'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderProfile(NUMBER);
    const { inSection } = await sectionOf(view);
    await inSection.findByText('01712-345678');
    await view.user.click(inSection.getByRole('button', { name: 'Remove' }));
    const dialog = await view.findByRole('alertdialog');
    await view.user.click(buttonIn(dialog, 'Remove'));

    expect(await findToasts(view)).toEqual([
      'Could not remove the mobile number. Please try again.',
    ]);
    expect(view.api.callsTo('POST /api/jwt')).toEqual([]);
    await vi.waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
    expect(inSection.getByText('01712-345678')).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(inSection.getByRole('button', { name: 'Remove' })),
    );
  });

  it('is in Bangla on a Bangla page, the number in Bengali digits', async () => {
    const view = renderProfile(NUMBER);
    await showBangla();
    const { inSection } = await sectionOf(view, 'মোবাইল নম্বর');
    expect(await inSection.findByText('০১৭১২-৩৪৫৬৭৮')).toBeTruthy();
    expect(inSection.getByText('যাচাইকৃত')).toBeTruthy();
    expect(inSection.getByRole('button', { name: 'পরিবর্তন করুন' })).toBeTruthy();

    await view.user.click(inSection.getByRole('button', { name: 'পরিবর্তন করুন' }));
    await view.user.type(inSection.getByLabelText('মোবাইল নম্বর'), '০১২');
    await view.user.click(inSection.getByRole('button', { name: 'কোড পাঠান' }));
    await vi.waitFor(() =>
      expect(errorMessageOf(inSection.getByLabelText('মোবাইল নম্বর'))).toBe(
        'একটি বাংলাদেশি মোবাইল নম্বর লিখুন: ০১ দিয়ে শুরু ১১ অঙ্কের নম্বর।',
      ),
    );
    expect(phone.sendPhoneCode).not.toHaveBeenCalled();
  });
});
