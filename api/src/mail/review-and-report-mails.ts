// The mails staff's work on reviews and reports sends, each in its reader's language: to a review's
// author when staff hide it (with the published reason, worded as /faq words it), and to a
// reporter once their report is handled (never what was done, nor to whom).
import type { Language, ReviewHideReason } from '@carzone/domain';
import { type ApiText, formatApiText } from '../common/api-texts.js';
import type { WordValues } from '../common/words-in-languages.js';
import type { ComposedMail } from './booking-mails.js';
import { detailRowsHtml, type MailFrame, mailHtml, mailText } from './mail-layout.js';

/** The published reasons a review may be hidden for, as /faq says them. */
const HIDE_REASON_TEXTS: Record<ReviewHideReason, ApiText> = {
  personalData:
    "It shares someone's personal details, such as a mobile number, an address or a licence.",
  offensive: 'It is offensive: insults, threats, hatred or obscene words.',
  notAboutTheTrip: 'It is not about the trip, the car or the person reviewed.',
  conflictOfInterest: 'It was written with a conflict of interest, by or for someone involved.',
  spam: 'It is spam or advertising.',
};

/** One reason's words in `language`. */
export const hideReasonIn = (reason: ReviewHideReason, language: Language): string =>
  formatApiText(language, HIDE_REASON_TEXTS[reason]);

/** The mail to a review's author that staff hid it. */
export function reviewHiddenMail(
  to: { email: string; name: string; language: Language },
  facts: { carModel: string; reason: ReviewHideReason },
  publicUrl: string,
): ComposedMail {
  const t = (text: ApiText, values?: WordValues) => formatApiText(to.language, text, values);
  return noticeMail(to, {
    subject: `${t('Your review has been removed')}: ${facts.carModel}`,
    greeting: t('Hello {name},', { name: to.name.trim() || to.email }),
    lead: t(
      'CarZone staff have removed your review of your trip in {car}: it is no longer shown to anyone, and no longer counts in a rating.',
      { car: facts.carModel },
    ),
    details: [[t('Reason'), hideReasonIn(facts.reason, to.language)]],
    link: { label: t('Why a review may be removed'), url: `${publicUrl}/faq` },
  });
}

/** The mail to a reporter that staff have handled their report: never what they did. */
export function reportHandledMail(
  to: { email: string; language: Language },
  publicUrl: string,
): ComposedMail {
  const t = (text: ApiText, values?: WordValues) => formatApiText(to.language, text, values);
  return noticeMail(to, {
    subject: t('Your report has been handled'),
    greeting: t('Hello {name},', { name: to.email }),
    lead: t(
      'Thank you for your report. CarZone staff have looked into it and handled it. For the privacy of everyone involved, we do not say what was done.',
    ),
    details: [],
    link: { label: 'CarZone', url: publicUrl },
  });
}

/** A short notice: a greeting, a lead, a few labelled lines and one link, as text and HTML. */
function noticeMail(
  to: { email: string; language: Language },
  parts: MailFrame & { subject: string; details: [string, string][] },
): ComposedMail {
  const { subject, details } = parts;
  const text = mailText(parts, [
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(details.length > 0 ? [''] : []),
  ]);
  const rows = detailRowsHtml(details);
  const table = rows ? `<table role="presentation">\n${rows}\n</table>\n` : '';
  return { to: to.email, subject, text, html: mailHtml(to.language, parts, table) };
}
