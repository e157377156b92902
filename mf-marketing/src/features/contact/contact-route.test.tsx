import { REFUSALS } from '@carzone/domain/refusals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  networkError,
  renderRoute,
  refuse,
  reply,
  showBangla,
  stubApi,
  type RouteAnswer,
  type RouteHandler,
  type StubAnswer,
} from '@carzone/web-testing';
import * as contactRoute from './contact-route.tsx';

const THANKS = 'Thank you for reaching out! We will get back to you soon.';

/** The contact page as the shell shows it (its route module at /contact), and its form. */
async function renderContact() {
  const user = userEvent.setup();
  renderRoute({ path: '/contact', ...contactRoute }, '/contact');
  await screen.findByRole('button', { name: 'Send Message' });
  const form = {
    name: screen.getByRole('textbox', { name: /name/i }) as HTMLInputElement,
    email: screen.getByRole('textbox', { name: /email/i }) as HTMLInputElement,
    message: screen.getByRole('textbox', { name: /message/i }) as HTMLTextAreaElement,
    send: screen.getByRole('button', { name: 'Send Message' }),
  };
  const fillIn = async (values: { name: string; email: string; message: string }) => {
    await user.type(form.name, values.name);
    await user.type(form.email, values.email);
    await user.type(form.message, values.message);
  };
  return { user, form, fillIn };
}

/** The API's contact route, answering `answer` (the server's thanks unless told otherwise). */
const stubContact = (answer: RouteAnswer | RouteHandler = reply(201, { message: THANKS })) =>
  stubApi({ 'POST /api/contact': answer });

const RAHIM = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'Do you rent cars with a driver in Sylhet?',
};

describe('Contact page', () => {
  it('is titled and shows how to reach support', async () => {
    await renderContact();
    await waitFor(() => expect(document.title).toBe('Contact | CarZone'));
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@carzone.com.bd' }).getAttribute('href')).toBe(
      'mailto:support@carzone.com.bd',
    );
    expect(screen.getByRole('link', { name: '+880 1700-000000' }).getAttribute('href')).toBe(
      'tel:+8801700000000',
    );
    expect(screen.getByText('House 12, Road 5, Gulshan 1, Dhaka 1212')).toBeTruthy();
  });

  it('shows every missing field under it and does not call the API', async () => {
    const api = stubContact();
    const { user, form } = await renderContact();
    await user.type(form.name, '   ');

    await user.click(form.send);

    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter a message.')).toBeTruthy();
    expect(form.name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.name);
    expect(api.calls).toEqual([]);
  });

  it('rejects a malformed e-mail and an over-long name or message', async () => {
    const api = stubContact();
    const { user, form } = await renderContact();
    fireEvent.change(form.name, { target: { value: 'n'.repeat(101) } });
    await user.type(form.email, 'rahim@example');
    fireEvent.change(form.message, { target: { value: 'm'.repeat(2001) } });

    await user.click(form.send);

    expect(screen.getByText('Your name can be at most 100 characters long.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Your message can be at most 2000 characters long.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('clears an error as soon as the field is fixed', async () => {
    stubContact();
    const { user, form } = await renderContact();
    await user.click(form.send);
    expect(screen.getByText('Please enter your name.')).toBeTruthy();

    await user.type(form.name, 'Rahim');

    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByText('Please enter a message.')).toBeTruthy();
  });

  it("sends the trimmed message, toasts the server's thanks and clears the form", async () => {
    const api = stubContact();
    const { user, form, fillIn } = await renderContact();
    await fillIn({ ...RAHIM, name: `  ${RAHIM.name} ` });

    await user.click(form.send);

    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/contact', RAHIM],
    ]);
    await waitFor(() =>
      expect([form.name.value, form.email.value, form.message.value]).toEqual(['', '', '']),
    );
    expect(screen.queryByText(/Please/)).toBeNull();
  });

  it('shows a loading button while sending', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    stubContact(() => new Promise<StubAnswer>((resolve) => (answer = resolve)));
    const { user, form, fillIn } = await renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    await waitFor(() =>
      expect(
        form.send.hasAttribute('disabled') || form.send.getAttribute('data-loading') !== null,
      ).toBe(true),
    );
    expect(screen.getByText('Sending...')).toBeTruthy();
    answer(reply(201, { message: THANKS }));
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(screen.queryByText('Sending...')).toBeNull();
  });

  it("toasts the server's error text and keeps what was typed", async () => {
    stubContact(refuse(400, { message: 'Please enter a valid e-mail address.' }));
    const { user, form, fillIn } = await renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Please enter a valid e-mail address.');
    expect(form.message.value).toBe(RAHIM.message);
  });

  it('shows what the server refused under its field, as the form shows its own checks', async () => {
    stubContact(
      refuse(400, {
        message: 'The e-mail address is not accepted.',
        fields: {
          email: {
            code: 'contact.emailInvalid',
            message: 'Use an address you can receive mail at.',
          },
        },
      }),
    );
    const { user, form, fillIn } = await renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    expect(await screen.findByText('Use an address you can receive mail at.')).toBeTruthy();
    expect(form.email.getAttribute('aria-invalid')).toBe('true');
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'The e-mail address is not accepted.',
    );
    expect(form.email.value).toBe(RAHIM.email);
  });

  it('toasts the network message when the server cannot be reached', async () => {
    stubContact(networkError());
    const { user, form, fillIn } = await renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    expect(await screen.findByText('Server error, please try again later.')).toBeTruthy();
    expect(form.name.value).toBe(RAHIM.name);
  });

  it("says 'Failed to send message' when the answer carries no words of the server's", async () => {
    stubContact(
      reply(502, '<html>Bad Gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const { user, form, fillIn } = await renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    expect(await screen.findByText('Failed to send message')).toBeTruthy();
  });

  it("says 'Failed to send message' when the connection drops while the answer is read", async () => {
    // Not an ApiError: the answer's body breaks off, which the API client does not translate.
    const brokenBody = new ReadableStream({
      start: (controller) => controller.error(new TypeError('network connection lost')),
    });
    stubContact(
      () =>
        new Response(brokenBody, { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    const { user, form, fillIn } = await renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(form.message.value).toBe(RAHIM.message);
  });
});

describe('Contact page in Bangla', () => {
  /** The page shown in Bangla, and its form by its Bangla labels. */
  async function renderContactInBangla() {
    await showBangla();
    const user = userEvent.setup();
    renderRoute({ path: '/contact', ...contactRoute }, '/contact');
    const send = await screen.findByRole('button', { name: 'বার্তা পাঠান' });
    const form = {
      name: screen.getByRole('textbox', { name: /নাম/ }) as HTMLInputElement,
      email: screen.getByRole('textbox', { name: /ইমেইল/ }) as HTMLInputElement,
      message: screen.getByRole('textbox', { name: /বার্তা/ }) as HTMLTextAreaElement,
      send,
    };
    return { user, form };
  }

  it('says the page, the form and its checks in Bangla, with Bengali digits', async () => {
    const api = stubContact();
    const { user, form } = await renderContactInBangla();
    await waitFor(() => expect(document.title).toBe('যোগাযোগ | CarZone'));
    expect(screen.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeTruthy();
    expect(screen.getByText('ঠিকানা')).toBeTruthy();
    expect(screen.getByText('০ / ২০০০ অক্ষর')).toBeTruthy();
    fireEvent.change(form.name, { target: { value: 'n'.repeat(101) } });

    await user.click(form.send);

    expect(screen.getByText('আপনার নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।')).toBeTruthy();
    expect(screen.getByText('অনুগ্রহ করে আপনার ইমেইল ঠিকানা লিখুন।')).toBeTruthy();
    expect(screen.getByText('অনুগ্রহ করে একটি বার্তা লিখুন।')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("says a check's Bangla as the API says its code, and the server's refusal as it came", async () => {
    const api = stubContact(
      refuse(400, {
        message: 'ঠিকানাটি গ্রহণ করা হয়নি।',
        fields: {
          email: { code: 'contact.emailInvalid', message: 'এমন ঠিকানা দিন যেখানে মেইল পান।' },
        },
      }),
    );
    const { user, form } = await renderContactInBangla();
    await user.type(form.name, RAHIM.name);
    await user.type(form.email, 'rahim@example');
    await user.type(form.message, RAHIM.message);

    await user.click(form.send);

    expect(screen.getByText(REFUSALS['contact.emailInvalid'].bn)).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.clear(form.email);
    await user.type(form.email, RAHIM.email);
    await user.click(form.send);

    expect(await screen.findByText('এমন ঠিকানা দিন যেখানে মেইল পান।')).toBeTruthy();
    expect(screen.queryByText(REFUSALS['contact.emailInvalid'].bn)).toBeNull();
  });

  it("toasts the server's thanks, and a failure, in Bangla", async () => {
    const api = stubContact();
    const { user, form } = await renderContactInBangla();
    await user.type(form.name, RAHIM.name);
    await user.type(form.email, RAHIM.email);
    await user.type(form.message, RAHIM.message);

    await user.click(form.send);

    expect(
      await screen.findByText('যোগাযোগ করার জন্য ধন্যবাদ! আমরা শিগগিরই আপনার সঙ্গে যোগাযোগ করব।'),
    ).toBeTruthy();

    api.on({
      'POST /api/contact': reply(502, '<html>Bad Gateway</html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    });
    await user.type(form.name, RAHIM.name);
    await user.type(form.email, RAHIM.email);
    await user.type(form.message, RAHIM.message);
    await user.click(form.send);

    expect(await screen.findByText('বার্তা পাঠানো যায়নি')).toBeTruthy();
  });
});
