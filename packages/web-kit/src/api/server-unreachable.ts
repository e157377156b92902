import { t } from '../locales/messages';

/** What a call that got no answer at all (the network, a server down) says, in English. */
export const SERVER_UNREACHABLE = 'Server error, please try again later.';

/** What a call that got no answer at all says, in the page's language. */
export const serverUnreachableWords = (): string => t(SERVER_UNREACHABLE);

/** "Reference: {reference}.", the short id of a failed request, in the page's language. */
export const referenceWords = (reference: string): string =>
  t('Reference: {reference}.', { reference });
