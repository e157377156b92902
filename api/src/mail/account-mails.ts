// The mails a suspension and a reinstatement send the person, in their language, with staff's
// reason as staff wrote it; and the words a request of theirs is declined with, which the renter
// reads (never the suspension's reason).
import type { Language } from '@carzone/domain';
import { type ApiText, formatApiText } from '../common/api-texts.js';
import type { WordValues } from '../common/words-in-languages.js';
import type { ComposedMail } from './booking-mails.js';
import { escapeHtml, type MailFrame, mailHtml, mailText } from './mail-layout.js';

/** The person a mail about their account goes to. */
export interface AccountMailReader {
  email: string;
  name: string;
  language: Language;
}

/**
 * Why a request waiting for a suspended owner was declined, in the renter's language: it says the
 * owner can take no bookings, never why.
 */
export const suspendedOwnerDeclineIn = (language: Language): string =>
  formatApiText(language, 'The owner of this car cannot take bookings on CarZone for now.');

/** The mail telling a person that staff suspended their account, and why. */
export const accountSuspendedMail = (
  to: AccountMailReader,
  reason: string,
  publicUrl: string,
): ComposedMail =>
  staffDecisionMail(to, reason, {
    subject: 'Your CarZone account is suspended',
    lead: 'CarZone staff have suspended your account. While it is suspended you cannot sign in, your cars are not shown to anyone, and your booking requests waiting for an answer have been withdrawn or declined.',
    link: ['Write to CarZone support', `${publicUrl}/contact`],
  });

/** The mail telling a person that staff reinstated their account. */
export const accountReinstatedMail = (
  to: AccountMailReader,
  reason: string,
  publicUrl: string,
): ComposedMail =>
  staffDecisionMail(to, reason, {
    subject: 'Your CarZone account is active again',
    lead: 'CarZone staff have reinstated your account: you can sign in again, and your cars are shown again. Requests that were withdrawn or declined stay so.',
    link: ['Sign in to CarZone', `${publicUrl}/signin`],
  });

/**
 * A mail about staff's decision on the person's account, in their language: the greeting, what
 * staff did, staff's reason as written and one link.
 */
function staffDecisionMail(
  to: AccountMailReader,
  reason: string,
  words: { subject: ApiText; lead: ApiText; link: [ApiText, string] },
): ComposedMail {
  const t = (text: ApiText, values?: WordValues) => formatApiText(to.language, text, values);
  return accountMail(to, {
    subject: t(words.subject),
    greeting: t('Hello {name},', { name: to.name.trim() || to.email }),
    lead: t(words.lead),
    reason: [t('Reason'), reason],
    link: { label: t(words.link[0]), url: words.link[1] },
  });
}

function accountMail(
  to: AccountMailReader,
  parts: MailFrame & { subject: string; reason: [string, string] },
): ComposedMail {
  const [label, reason] = parts.reason;
  const text = mailText(parts, [`${label}: ${reason}`, '']);
  const html = mailHtml(
    to.language,
    parts,
    `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(reason)}</p>\n`,
  );
  return { to: to.email, subject: parts.subject, text, html };
}
