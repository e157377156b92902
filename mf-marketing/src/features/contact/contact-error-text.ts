import { CONTACT_LIMITS, CONTACT_MESSAGES, formatNumberIn, type Language } from '@carzone/domain';
import type { Translate } from '@carzone/web-kit';
import type { MarketingText } from '../../locales/messages.ts';

/**
 * A contact field's error in the language the page shows. The form's own checks and the server's
 * refusals say a broken rule in the domain's words (CONTACT_MESSAGES); other words show as they
 * came. A limit is a value, so Bangla writes it in Bengali digits.
 */
export function contactErrorText(
  error: string | null | undefined,
  t: Translate<MarketingText>,
  language: Language,
): string | undefined {
  const limit = (max: number) => ({ max: formatNumberIn(max, language) });
  switch (error) {
    case null:
    case undefined:
    case '':
      return undefined;
    case CONTACT_MESSAGES.nameMissing:
    case CONTACT_MESSAGES.emailMissing:
    case CONTACT_MESSAGES.emailInvalid:
    case CONTACT_MESSAGES.messageMissing:
      return t(error);
    case CONTACT_MESSAGES.nameTooLong:
      return t('Your name can be at most {max} characters long.', limit(CONTACT_LIMITS.name));
    case CONTACT_MESSAGES.emailTooLong:
      return t(
        'Your e-mail address can be at most {max} characters long.',
        limit(CONTACT_LIMITS.email),
      );
    case CONTACT_MESSAGES.messageTooLong:
      return t('Your message can be at most {max} characters long.', limit(CONTACT_LIMITS.message));
    default:
      return error;
  }
}
