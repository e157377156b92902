import type * as WebKit from '@carzone/web-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@carzone/web-testing';
import { ContactForm } from './contact-form.tsx';

// Every failure of the API client is an ApiError; this stands in for anything else going wrong.
vi.mock('@carzone/web-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof WebKit>()),
  sendContactMessage: vi.fn(async () => {
    throw new Error('Unexpected');
  }),
}));

describe('ContactForm, when sending fails for a reason other than the API', () => {
  it("toasts 'Failed to send message'", async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /name/i }), 'Rahim Uddin');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'rahim@example.com');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Hello');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeTruthy();
  });
});
