// The words of the mail an owner gets when staff act on their car, in the reader's language. The
// English is written here and is the key of each other language's words in the API's catalogs
// (src/locales/*.po); the car's model and staff's reason are as typed.
import type { Language, ModerationAction, ModerationState } from '@carzone/domain';
import { type ApiText, formatApiText } from '../common/api-texts.js';
import type { WordValues } from '../common/words-in-languages.js';

export interface ListingMailWords {
  subject: Record<ModerationAction, string>;
  lead: Record<ModerationAction, (car: string) => string>;
  states: Record<ModerationState, string>;
}

/** What a listing's mail says in `language`. */
export function listingMailWords(language: Language): ListingMailWords {
  const t = (text: ApiText, values?: WordValues) => formatApiText(language, text, values);
  return {
    subject: {
      approve: t('Your car is listed'),
      reject: t('Your car was not approved'),
      hide: t('Your car was taken down'),
      restore: t('Your car is listed again'),
    },
    lead: {
      approve: (car) =>
        t('CarZone staff approved {car}: renters can find and book it now.', { car }),
      reject: (car) =>
        t(
          'CarZone staff did not approve {car}, so renters cannot see it. Change what the reason below says, and it is reviewed again.',
          { car },
        ),
      hide: (car) =>
        t(
          'CarZone staff took {car} down: renters cannot find or book it. Its bookings still to come stay as they are.',
          { car },
        ),
      restore: (car) =>
        t('CarZone staff restored {car}: renters can find and book it again.', { car }),
    },
    states: {
      published: t('Published'),
      pendingReview: t('Waiting for review'),
      rejected: t('Rejected'),
      hidden: t('Hidden'),
    },
  };
}
