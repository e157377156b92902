import {
  ApiError,
  serverUnreachableWords,
  showRefusal,
  type FieldRefusals,
} from '@carzone/web-kit';
import { t } from '../locales/messages.ts';

/** A car form's route action answers one of these (or leaves the page, after an update). */
export type ListingOutcome = ListingSaved | ListingRefusal;

export interface ListingSaved {
  saved: true;
  /** The car's id: a new one for each car added. */
  id: string;
}

export interface ListingRefusal {
  saved: false;
  /**
   * The server's message for each field it refused, by field name (as it came: the domain's words
   * are translated where they are shown).
   */
  fields: FieldRefusals;
}

/**
 * A refused save, as the owner sees it: 'Something went wrong!' with the server's own words, and
 * its per-field messages for the form to show under the fields. A 401 (sign in and back) and
 * anything that is not a refusal are thrown on, for the shell to show as the page they mean.
 */
export function listingRefusal(error: unknown): ListingRefusal {
  if (!(error instanceof ApiError) || error.status === 401) throw error;
  const fields = showRefusal(error, {
    title: t('Something went wrong!'),
    description: t('Please try again later.'),
    serverWords: 'description',
    unreachable: { title: t('Something went wrong!'), description: serverUnreachableWords() },
  });
  return { saved: false, fields };
}
