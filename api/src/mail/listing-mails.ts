// The mail an owner gets when staff approve, reject, hide or restore their car: its state now and
// staff's reason, in the owner's language, with a link to My Cars.
import type { Language, ModerationAction, ModerationState } from '@carzone/domain';
import { bookingMailWords } from './booking-mail-words.js';
import { type ComposedMail, mailBody } from './booking-mails.js';
import { listingMailWords } from './listing-mail-words.js';

/** What the mail tells: which action, on which car, of whom, and why. */
export interface ListingMailFacts {
  action: ModerationAction;
  state: ModerationState;
  /** Staff's reason, as typed; null when none was asked. */
  reason: string | null;
  carModel: string;
  owner: { name: string; email: string };
}

export function composeListingMail(
  facts: ListingMailFacts,
  publicUrl: string,
  language: Language,
): ComposedMail {
  const words = listingMailWords(language);
  const { greeting, labels, seeCars } = bookingMailWords(language);
  const details: [string, string][] = [
    [labels.car, facts.carModel],
    [labels.status, words.states[facts.state]],
    ...(facts.reason ? ([[labels.reason, facts.reason]] as [string, string][]) : []),
  ];
  return {
    to: facts.owner.email,
    subject: `${words.subject[facts.action]}: ${facts.carModel}`,
    ...mailBody(language, {
      greeting: greeting(facts.owner.name.trim() || facts.owner.email),
      lead: words.lead[facts.action](facts.carModel),
      details,
      link: {
        label: seeCars,
        url: `${publicUrl}/cars/${encodeURIComponent(facts.owner.email)}`,
      },
    }),
  };
}
