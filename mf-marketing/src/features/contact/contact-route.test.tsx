import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '@carzone/web-testing';
import { Component as ContactPage } from './contact-route.tsx';

const THANKS = 'Thank you for reaching out! We will get back to you soon.';

function renderContact() {
  const user = userEvent.setup();
  renderPage(<ContactPage />, { path: '/contact' });
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

const RAHIM = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'Do you rent cars with a driver in Sylhet?',
};

describe('Contact page', () => {
  it('is titled and shows how to reach support', async () => {
    renderContact();
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
    const fetchMock = stubApi({ message: THANKS }, 201);
    const { user, form } = renderContact();
    await user.type(form.name, '   ');

    await user.click(form.send);

    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter a message.')).toBeTruthy();
    expect(form.name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and an over-long name or message', async () => {
    const fetchMock = stubApi({ message: THANKS }, 201);
    const { user, form } = renderContact();
    fireEvent.change(form.name, { target: { value: 'n'.repeat(101) } });
    await user.type(form.email, 'rahim@example');
    fireEvent.change(form.message, { target: { value: 'm'.repeat(2001) } });

    await user.click(form.send);

    expect(screen.getByText('Your name can be at most 100 characters long.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Your message can be at most 2000 characters long.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears an error as soon as the field is fixed', async () => {
    stubApi({ message: THANKS }, 201);
    const { user, form } = renderContact();
    await user.click(form.send);
    expect(screen.getByText('Please enter your name.')).toBeTruthy();

    await user.type(form.name, 'Rahim');

    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByText('Please enter a message.')).toBeTruthy();
  });

  it("sends the trimmed message, toasts the server's thanks and clears the form", async () => {
    const fetchMock = stubApi({ message: THANKS }, 201);
    const { user, form, fillIn } = renderContact();
    await fillIn({ ...RAHIM, name: `  ${RAHIM.name} ` });

    await user.click(form.send);

    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(RAHIM);
    expect(form.name.value).toBe('');
    expect(form.email.value).toBe('');
    expect(form.message.value).toBe('');
    expect(screen.queryByText(/Please/)).toBeNull();
  });

  it('shows a loading button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user, form, fillIn } = renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    await waitFor(() =>
      expect(
        form.send.hasAttribute('disabled') || form.send.getAttribute('data-loading') !== null,
      ).toBe(true),
    );
    expect(screen.getByText('Sending...')).toBeTruthy();
    answer(new Response(JSON.stringify({ message: THANKS }), { status: 201 }));
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(screen.queryByText('Sending...')).toBeNull();
  });

  it("toasts the server's error text and keeps what was typed", async () => {
    stubApi(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid e-mail address.',
      },
      400,
    );
    const { user, form, fillIn } = renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Please enter a valid e-mail address.');
    expect(form.message.value).toBe(RAHIM.message);
  });

  it('toasts the network message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user, form, fillIn } = renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    expect(await screen.findByText('Server error, please try again later.')).toBeTruthy();
    expect(form.name.value).toBe(RAHIM.name);
  });

  it("says 'Failed to send message' when the answer carries no words of the server's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    const { user, form, fillIn } = renderContact();
    await fillIn(RAHIM);

    await user.click(form.send);

    expect(await screen.findByText('Failed to send message')).toBeTruthy();
  });
});
