import type { ReviewHideReason } from '@carzone/domain';
import type { MarketingText } from '../../locales/messages.ts';

/**
 * The published reasons staff may remove a review for (REVIEW_HIDE_REASONS), one sentence each:
 * the same words the mail to the review's author gives (api/src/mail/review-and-report-mails.ts).
 */
export const REVIEW_REMOVAL_REASONS: Readonly<Record<ReviewHideReason, MarketingText>> = {
  personalData:
    "It shares someone's personal details, such as a mobile number, an address or a licence.",
  offensive: 'It is offensive: insults, threats, hatred or obscene words.',
  notAboutTheTrip: 'It is not about the trip, the car or the person reviewed.',
  conflictOfInterest: 'It was written with a conflict of interest, by or for someone involved.',
  spam: 'It is spam or advertising.',
};
