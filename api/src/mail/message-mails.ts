// The mail telling a thread's reader of messages they have not read (api/src/messages/), in their
// language: who wrote, about which car, the newest message as both sides read it (contact details
// hidden where they were), and the link to the thread.
import type { Language } from '@carzone/domain';
import { type ApiText, formatApiText } from '../common/api-texts.js';
import type { WordValues } from '../common/words-in-languages.js';
import type { ComposedMail } from './booking-mails.js';
import { detailRowsHtml, mailHtml, mailText } from './mail-layout.js';

/** What the mail tells: the thread, its car, who wrote and what they wrote last. */
export interface UnreadMessagesFacts {
  threadId: string;
  carModel: string;
  /** The writer's name as the thread keeps it ('' when unknown), and their side. */
  sender: { name: string; side: 'renter' | 'owner' };
  /** How many of their messages wait unread. */
  count: number;
  /** The newest one's words as shown in the thread. */
  newestText: string;
}

/** The mail to `to` of messages waiting for them in a thread. */
export function unreadMessagesMail(
  to: { email: string; name: string; language: Language },
  facts: UnreadMessagesFacts,
  publicUrl: string,
): ComposedMail {
  const t = (text: ApiText, values?: WordValues) => formatApiText(to.language, text, values);
  const sender =
    facts.sender.name.trim() || t(facts.sender.side === 'renter' ? 'A renter' : "The car's owner");
  const parts = {
    greeting: t('Hello {name},', { name: to.name.trim() || to.email }),
    lead: t(
      '{name} sent you {count, plural, one {a message} other {# messages}} about {car} that you have not read yet.',
      { name: sender, count: facts.count, car: facts.carModel },
    ),
    link: { label: t('Read and reply'), url: `${publicUrl}/messages/${facts.threadId}` },
  };
  const details: [string, string][] = [[t('Message'), facts.newestText]];
  return {
    to: to.email,
    subject: `${t('New message from {name}', { name: sender })}: ${facts.carModel}`,
    text: mailText(parts, [...details.map(([label, value]) => `${label}: ${value}`), '']),
    html: mailHtml(
      to.language,
      parts,
      `<table role="presentation">\n${detailRowsHtml(details)}\n</table>\n`,
    ),
  };
}
