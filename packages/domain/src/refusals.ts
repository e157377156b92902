// Every refusal the API can give, declared once: its stable code and its English, here, and its
// words in each other language in locales/<language>.po (bn.po), the files translators edit
// (msgctxt the code, msgid this English), from which locales/<language>.ts and their index,
// locales/catalogs.ts, are generated (`npm run translations`). The API answers `code` from here and `message` in the request's language; a front end shows
// that message and tells refusals apart by code, never by words. A code never changes once
// published; its words may. Where a rule of this package says the refusal (BOOKING_MESSAGES…),
// its English is that rule's text, so the front ends' own checks say the same. `{name}`
// placeholders and ICU plurals (`{count, plural, …}`) are filled in by whoever shows a text.
import { BOOKING_MESSAGES } from './booking.js';
import { BOOKING_REQUEST_MESSAGES } from './booking-requests.js';
import { CAR_BLOCK_MESSAGES } from './car-blocks.js';
import { CAR_LIST_MESSAGES } from './car-list.js';
import { CAR_LISTING_MESSAGES, PHOTO_MESSAGES } from './car-listing.js';
import { CAR_SEARCH_DATE_MESSAGES } from './car-search-dates.js';
import { CONTACT_MESSAGES } from './contact-message.js';
import { DRIVING_LICENCE_MESSAGES } from './driving-licence.js';
import { PAYMENT_MESSAGES } from './payments.js';
import { PHONE_MESSAGES } from './phone-numbers.js';
import { LANGUAGE_MESSAGES, type Language, type TranslatedLanguage } from './language.js';
import catalogs from './locales/catalogs.js';
import { PROFILE_PHOTO_MESSAGES } from './profile-photo.js';
import { TRIP_CHOICE_MESSAGES, TRIP_OFFER_MESSAGES } from './trip-offer.js';
import { REVIEW_MESSAGES } from './reviews.js';
import { TRIP_RULE_MESSAGES } from './trip-rules.js';

/** One refusal's words in each language the site speaks. */
export type RefusalWords = Readonly<Record<Language, string>>;

export const REFUSAL_ENGLISH = {
  'request.timeout': 'The request took too long to arrive.',
  'request.headersTooLarge': 'The request headers (or the address) are too large.',
  'request.malformed': 'The request is not valid HTTP.',
  'request.crossSite':
    'Requests from other sites that change data are refused: use CarZone itself.',
  'request.notAnObject': 'The request body must be a JSON object.',
  'jsonBody.tooDeep':
    'The request body is nested too deeply: at most 32 levels of objects and lists.',
  'jsonBody.nulCharacter':
    'The request body contains a NUL character (\\u0000), which no field accepts.',
  'service.unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'health.databaseDown': 'The database is not answering.',
  'health.shuttingDown': 'The API is shutting down and takes no new requests.',
  'auth.tokenMissing':
    'Sign in first: send the Firebase ID token of the signed-in user as idToken.',
  'auth.tokenInvalid': 'Your sign-in could not be verified or has expired. Please sign in again.',
  'auth.noEmail': 'Your account has no e-mail address, which CarZone needs.',
  'auth.sessionMissing': 'Please sign in to continue.',
  'auth.sessionInvalid': 'Your session has expired. Please sign in again.',
  'auth.sessionEnded': 'This device was signed out from another device. Please sign in again.',
  'admin.staffOnly': 'Only CarZone staff with the role this needs may do this.',
  'admin.lastAdmin': 'CarZone must keep at least one admin: make someone else an admin first.',
  'admin.emailInvalid': "The staff member's e-mail address is not valid.",
  'admin.roleUnknown': 'The role must be admin, support, finance or null (no role).',
  'account.suspended':
    'Your CarZone account is suspended. The reason: {reason} To ask about it, write to CarZone support through the contact page.',
  'account.notFound': 'No one has signed in to CarZone with this e-mail address.',
  'account.emailInvalid': "The person's e-mail address is not valid.",
  'account.searchInvalid': 'The search (q) must be given once, as text of at most 320 characters.',
  'account.reasonInvalid': 'Give the reason as text of 1 to 1,000 characters: the person reads it.',
  'account.alreadySuspended': 'This account is suspended already.',
  'account.notSuspended': 'This account is not suspended.',
  'account.staffMember':
    'A member of CarZone staff cannot be suspended: an admin removes their role first.',
  'admin.auditFilterInvalid':
    'An audit filter (targetType, targetId, actor) must be given once, as text of at most 320 characters.',
  'listing.reasonInvalid':
    "Give the reason as text of 1 to 1,000 characters: the car's owner reads it.",
  'listing.wrongState':
    'The car is not in a state this allows: only a car waiting for review is approved or rejected, only a published one hidden, and only a hidden or rejected one restored.',
  'listing.queueStateInvalid': 'Choose a queue: waiting for review, hidden or rejected.',
  'carList.searchNotText': CAR_LIST_MESSAGES.searchNotText,
  'carList.searchTooLong': CAR_LIST_MESSAGES.searchTooLong,
  'carList.sortUnknown': CAR_LIST_MESSAGES.sortUnknown,
  'carList.limitOutOfRange': CAR_LIST_MESSAGES.limitOutOfRange,
  'carList.offsetOutOfRange': CAR_LIST_MESSAGES.offsetOutOfRange,
  'carList.minPriceInvalid': CAR_LIST_MESSAGES.minPriceInvalid,
  'carList.maxPriceInvalid': CAR_LIST_MESSAGES.maxPriceInvalid,
  'carList.minAboveMax': CAR_LIST_MESSAGES.minAboveMax,
  'carList.driverFilterUnknown': CAR_LIST_MESSAGES.driverFilterUnknown,
  'carList.districtUnknown': CAR_LIST_MESSAGES.districtUnknown,
  'carList.minSeatsOutOfRange': CAR_LIST_MESSAGES.minSeatsOutOfRange,
  'carSearchDates.datesTogether': CAR_SEARCH_DATE_MESSAGES.datesTogether,
  'carSearchDates.fromNotADate': CAR_SEARCH_DATE_MESSAGES.fromNotADate,
  'carSearchDates.toNotADate': CAR_SEARCH_DATE_MESSAGES.toNotADate,
  'carSearchDates.toNotAfterFrom': CAR_SEARCH_DATE_MESSAGES.toNotAfterFrom,
  'carSearchDates.fromInPast': CAR_SEARCH_DATE_MESSAGES.fromInPast,
  'carSearchDates.rangeTooLong': CAR_SEARCH_DATE_MESSAGES.rangeTooLong,
  'carListing.carModelMissing': CAR_LISTING_MESSAGES.carModelMissing,
  'carListing.carModelTooLong': CAR_LISTING_MESSAGES.carModelTooLong,
  'carListing.brandTooLong': CAR_LISTING_MESSAGES.brandTooLong,
  'carListing.priceMissing': CAR_LISTING_MESSAGES.priceMissing,
  'carListing.priceInvalid': CAR_LISTING_MESSAGES.priceInvalid,
  'carListing.priceTooHigh': CAR_LISTING_MESSAGES.priceTooHigh,
  'carListing.statusMissing': CAR_LISTING_MESSAGES.statusMissing,
  'carListing.registrationNumberMissing': CAR_LISTING_MESSAGES.registrationNumberMissing,
  'carListing.registrationNumberTooLong': CAR_LISTING_MESSAGES.registrationNumberTooLong,
  'carListing.locationMissing': CAR_LISTING_MESSAGES.locationMissing,
  'carListing.locationTooLong': CAR_LISTING_MESSAGES.locationTooLong,
  'carListing.featuresTooLong': CAR_LISTING_MESSAGES.featuresTooLong,
  'carListing.descriptionTooLong': CAR_LISTING_MESSAGES.descriptionTooLong,
  'carListing.imageUrlInvalid': CAR_LISTING_MESSAGES.imageUrlInvalid,
  'carListing.imageUrlTooLong': CAR_LISTING_MESSAGES.imageUrlTooLong,
  'carListing.photoIdInvalid': CAR_LISTING_MESSAGES.photoIdInvalid,
  'carListing.photoNotFound': CAR_LISTING_MESSAGES.photoNotFound,
  'carListing.imageUrlAndPhoto': CAR_LISTING_MESSAGES.imageUrlAndPhoto,
  'carListing.controlCharacters': CAR_LISTING_MESSAGES.controlCharacters,
  'carListing.carNotFound': CAR_LISTING_MESSAGES.carNotFound,
  'carListing.notYourCar': CAR_LISTING_MESSAGES.notYourCar,
  'carListing.otherOwnersCars': CAR_LISTING_MESSAGES.otherOwnersCars,
  'carListing.otherOwnersBookings': CAR_LISTING_MESSAGES.otherOwnersBookings,
  'carListing.minDaysInvalid': TRIP_RULE_MESSAGES.minDaysInvalid,
  'carListing.maxDaysInvalid': TRIP_RULE_MESSAGES.maxDaysInvalid,
  'carListing.advanceNoticeInvalid': TRIP_RULE_MESSAGES.advanceNoticeInvalid,
  'carListing.instantBookingInvalid': BOOKING_REQUEST_MESSAGES.instantBookingInvalid,
  'carListing.driverOptionInvalid': TRIP_OFFER_MESSAGES.driverOptionInvalid,
  'carListing.driverRateMissing': TRIP_OFFER_MESSAGES.driverRateMissing,
  'carListing.driverRateInvalid': TRIP_OFFER_MESSAGES.driverRateInvalid,
  'carListing.driverRateTooHigh': TRIP_OFFER_MESSAGES.driverRateTooHigh,
  'carListing.fuelPolicyInvalid': TRIP_OFFER_MESSAGES.fuelPolicyInvalid,
  'carListing.seatsInvalid': TRIP_OFFER_MESSAGES.seatsInvalid,
  'carListing.districtInvalid': TRIP_OFFER_MESSAGES.districtInvalid,
  'carListing.licenceRequiredInvalid': TRIP_OFFER_MESSAGES.licenceRequiredInvalid,
  'carListing.requireVerifiedPhoneInvalid': TRIP_OFFER_MESSAGES.requireVerifiedPhoneInvalid,
  'carListing.advancePercentInvalid': PAYMENT_MESSAGES.advancePercentInvalid,
  'carListingNotText.brand': 'The brand must be text.',
  'carListingNotText.features': 'The features must be text.',
  'carListingNotText.description': 'The description must be text.',
  'carListingNotText.email':
    'The e-mail, if sent, must be text: the owner is always the signed-in user.',
  'carListingNotText.name':
    'The name, if sent, must be text: the owner is always the signed-in user.',
  'photo.tooLarge': PHOTO_MESSAGES.tooLarge,
  'photo.empty': PHOTO_MESSAGES.empty,
  'photo.notAPicture': PHOTO_MESSAGES.notAPicture,
  'photo.damaged': PHOTO_MESSAGES.damaged,
  'photo.tooManyPixels': PHOTO_MESSAGES.tooManyPixels,
  'photo.tooManyUploads': PHOTO_MESSAGES.tooManyUploads,
  'photo.photoNotFound': PHOTO_MESSAGES.photoNotFound,
  'profilePhoto.notHttps': PROFILE_PHOTO_MESSAGES.notHttps,
  'profilePhoto.tooLong': PROFILE_PHOTO_MESSAGES.tooLong,
  'licence.numberInvalid': DRIVING_LICENCE_MESSAGES.numberInvalid,
  'licence.expiresOnInvalid': DRIVING_LICENCE_MESSAGES.expiresOnInvalid,
  'licence.expired': DRIVING_LICENCE_MESSAGES.expired,
  'licence.expiresTooFar': DRIVING_LICENCE_MESSAGES.expiresTooFar,
  'licence.licenceNotFound': DRIVING_LICENCE_MESSAGES.licenceNotFound,
  'licence.photoNotFound': 'There is no such licence photo, or it is not yours to see.',
  'licence.photoNotYours':
    'Sign in as the licence holder, or as the owner of a car they are to drive, to see this photo.',
  'licence.photoNotConfirmed':
    "A renter's licence photo is shown to the car's owner only while their self-drive booking is confirmed, until its end date.",
  'booking.invalidDates': BOOKING_MESSAGES.invalidDates,
  'booking.bothDatesRequired': BOOKING_MESSAGES.bothDatesRequired,
  'booking.notADate': BOOKING_MESSAGES.notADate,
  'booking.endNotAfterStart': BOOKING_MESSAGES.endNotAfterStart,
  'booking.startInPast': BOOKING_MESSAGES.startInPast,
  'booking.carIdMissing': BOOKING_MESSAGES.carIdMissing,
  'booking.carUnavailable': BOOKING_MESSAGES.carUnavailable,
  'booking.ownCar': BOOKING_MESSAGES.ownCar,
  'booking.overlap': BOOKING_MESSAGES.overlap,
  'booking.bookingNotFound': BOOKING_MESSAGES.bookingNotFound,
  'booking.notYours': BOOKING_MESSAGES.notYours,
  'booking.alreadyCanceled': BOOKING_MESSAGES.alreadyCanceled,
  'booking.alreadyFinished': BOOKING_MESSAGES.alreadyFinished,
  'booking.tripUnderway': BOOKING_MESSAGES.tripUnderway,
  'review.ratingInvalid': REVIEW_MESSAGES.ratingInvalid,
  'review.textInvalid': REVIEW_MESSAGES.textInvalid,
  'review.textTooLong': REVIEW_MESSAGES.textTooLong,
  'review.notYourTrip': REVIEW_MESSAGES.notYourTrip,
  'review.tripNotCompleted': REVIEW_MESSAGES.tripNotCompleted,
  'review.windowClosed': REVIEW_MESSAGES.windowClosed,
  'review.alreadyWritten': REVIEW_MESSAGES.alreadyWritten,
  'review.carRemoved': REVIEW_MESSAGES.carRemoved,
  'booking.carRemoved': BOOKING_MESSAGES.carRemoved,
  'booking.changeOneThing': BOOKING_MESSAGES.changeOneThing,
  'booking.otherUsersBookings': BOOKING_MESSAGES.otherUsersBookings,
  'booking.tooShort': TRIP_RULE_MESSAGES.tooShort,
  'booking.tooLong': TRIP_RULE_MESSAGES.tooLong,
  'booking.tooLittleNotice': TRIP_RULE_MESSAGES.tooLittleNotice,
  'booking.requestStartsToday': BOOKING_REQUEST_MESSAGES.requestStartsToday,
  'booking.changeStartsToday': BOOKING_REQUEST_MESSAGES.changeStartsToday,
  'booking.driverNotOffered': TRIP_CHOICE_MESSAGES.driverNotOffered,
  'booking.pickupTimeInvalid': TRIP_CHOICE_MESSAGES.pickupTimeInvalid,
  'booking.pickupPlaceTooLong': TRIP_CHOICE_MESSAGES.pickupPlaceTooLong,
  'booking.pickupPlaceNotText': TRIP_CHOICE_MESSAGES.pickupPlaceNotText,
  'review.idInvalid':
    'The review id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  'review.notFound': 'There is no such review.',
  'review.hideReasonInvalid':
    'The reason must be one of the published reasons: personalData, offensive, notAboutTheTrip, conflictOfInterest, spam.',
  'review.notPublished': 'This review is not published yet: only a published review can be hidden.',
  'review.alreadyHidden': 'This review is already hidden.',
  'review.notHidden': 'This review is not hidden.',
  'review.queueStateInvalid': 'state must be published or hidden.',
  'report.targetTypeInvalid': 'targetType must be car, review, user or message.',
  'report.targetIdInvalid':
    "targetId must be the car's, the review's or the message's id, or the person's e-mail address or the id of a booking of yours with them.",
  'report.reasonInvalid': 'This reason cannot be given for a report of this kind.',
  'report.textInvalid': 'The details must be text.',
  'report.textTooLong': 'The details can be at most 1,000 characters.',
  'report.targetNotFound': 'There is nothing to report there: it does not exist or is not shown.',
  'report.ownTarget':
    'You cannot report yourself, your own car, your own review or your own message.',
  'report.alreadyOpen': 'You have already reported this, and staff have not handled it yet.',
  'report.idInvalid':
    'The report id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  'report.notFound': 'There is no such report.',
  'report.alreadyResolved': 'This report has already been handled.',
  'report.statusInvalid': 'status must be open or resolved.',
  'report.actionInvalid': 'The action must be dismiss, hideCar, hideReview or suspendUser.',
  'report.actionDoesNotFit': 'This action does not fit what was reported.',
  'report.noteRequired': 'Write a note of at most 1,000 characters saying what was decided.',
  'report.hideReasonRequired':
    'Give the published reason to hide this review for: the report does not name one.',
  'report.shownReasonRequired':
    'Give the reason the car’s owner or the person is shown: text of 1 to 1,000 characters.',
  'message.textInvalid': 'Write a message: text of at least one character.',
  'message.textTooLong': 'A message can be at most 2,000 characters.',
  'message.ownCar': 'You cannot send an inquiry about your own car.',
  'message.carNotFound': 'There is no such car to ask about: it does not exist or is not shown.',
  'message.threadIdInvalid':
    'The conversation id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  'message.threadNotFound': 'You have no conversation with this id.',
  'message.beforeInvalid': 'before must be the id of a message of this conversation.',
  'message.limitOutOfRange': 'limit must be a whole number from 1 to 100.',
  'message.dailyLimitBeforeBooking':
    'You have sent {count, plural, one {# message} other {# messages}} in this conversation today. Until there is a booking, that is the most a day: book or request the car, or write again tomorrow.',
  'booking.selfDriveNotOffered': TRIP_CHOICE_MESSAGES.selfDriveNotOffered,
  'booking.withDriverInvalid': TRIP_CHOICE_MESSAGES.withDriverInvalid,
  'booking.licenceMissing': DRIVING_LICENCE_MESSAGES.licenceMissing,
  'booking.licenceExpiresBeforeTripEnd': DRIVING_LICENCE_MESSAGES.licenceExpiresBeforeTripEnd,
  'booking.phoneNotVerified': PHONE_MESSAGES.notVerified,
  'booking.destinationUnknown': TRIP_CHOICE_MESSAGES.destinationUnknown,
  'booking.totalTooHigh': TRIP_CHOICE_MESSAGES.totalTooHigh,
  'booking.notCarOwner': BOOKING_REQUEST_MESSAGES.notCarOwner,
  'booking.notAwaitingAnswer': BOOKING_REQUEST_MESSAGES.notAwaitingAnswer,
  'booking.reasonNotText': BOOKING_REQUEST_MESSAGES.reasonNotText,
  'booking.reasonTooLong': BOOKING_REQUEST_MESSAGES.reasonTooLong,
  'booking.reasonMissing': BOOKING_REQUEST_MESSAGES.reasonMissing,
  'booking.ownerCancelNotAllowed': BOOKING_REQUEST_MESSAGES.ownerCancelNotAllowed,
  'booking.alreadyDeclined': BOOKING_REQUEST_MESSAGES.alreadyDeclined,
  'booking.alreadyExpired': BOOKING_REQUEST_MESSAGES.alreadyExpired,
  'booking.carNotListed':
    'This car is not listed now (it waits for review, was rejected or was hidden by staff), so none of its requests can be accepted. You can still decline them.',
  'carBlock.notADate': CAR_BLOCK_MESSAGES.notADate,
  'carBlock.endNotAfterStart': CAR_BLOCK_MESSAGES.endNotAfterStart,
  'carBlock.startInPast': CAR_BLOCK_MESSAGES.startInPast,
  'carBlock.tooLong': CAR_BLOCK_MESSAGES.tooLong,
  'carBlock.noteNotText': CAR_BLOCK_MESSAGES.noteNotText,
  'carBlock.noteTooLong': CAR_BLOCK_MESSAGES.noteTooLong,
  'carBlock.overBooking': CAR_BLOCK_MESSAGES.overBooking,
  'carBlock.overBlock': CAR_BLOCK_MESSAGES.overBlock,
  'carBlock.blockNotFound': CAR_BLOCK_MESSAGES.blockNotFound,
  'carBlock.idInvalid':
    'The block id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  'contact.nameMissing': CONTACT_MESSAGES.nameMissing,
  'contact.nameTooLong': CONTACT_MESSAGES.nameTooLong,
  'contact.emailMissing': CONTACT_MESSAGES.emailMissing,
  'contact.emailTooLong': CONTACT_MESSAGES.emailTooLong,
  'contact.emailInvalid': CONTACT_MESSAGES.emailInvalid,
  'contact.messageMissing': CONTACT_MESSAGES.messageMissing,
  'contact.messageTooLong': CONTACT_MESSAGES.messageTooLong,
  'language.unknown': LANGUAGE_MESSAGES.unknown,
  'request.unknownField': 'Unknown field "{field}".',
  'request.invalidField': 'The field "{field}" is not valid.',
  'request.notJson': 'Send the request body as JSON (Content-Type: application/json).',
  'request.contentLengthMismatch': 'The request body does not match its Content-Length.',
  'request.invalidJson': 'The request body is not valid JSON.',
  'request.emptyJson': 'The request body is empty but says it is JSON.',
  'request.badAddress': 'The address is not valid (broken percent-encoding).',
  'request.addressTooLong': 'The address is too long.',
  'session.idInvalid':
    'The session id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  'session.notFound': 'You have no signed-in device with this id.',
  'car.idInvalid':
    'The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  'booking.emailQueryNotText': 'email must be given once, as text.',
  'booking.idInvalid':
    'The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  'auth.idTokenNotText': 'idToken must be a string.',
  'auth.idTokenTooLong': 'idToken is too long to be a Firebase ID token.',
  'auth.emailNotText': 'email must be a string.',
  'auth.emailTooLong': 'email is too long.',
  'carListing.deleteBlocked':
    'This car has {count, plural, one {# upcoming booking} other {# upcoming bookings}}, until {until}. It cannot be deleted before then: mark it unavailable instead.',
  // A 429's wait (also in Retry-After): seconds below two minutes, then whole minutes.
  'rateLimit.signIn':
    'Too many sign-in attempts. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  'rateLimit.contact':
    'Too many messages. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  'rateLimit.bookings':
    'Too many booking requests. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  'rateLimit.uploads':
    'Too many uploads. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  'rateLimit.carWrites':
    'Too many changes to your cars. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  // The body limit's refusal (413), whoever gives it: the API, the local server or nginx.
  payload_too_large: 'The request body is too large: at most 64 KiB is accepted.',
  // A path the site's own server (nginx, the local server) has nothing for, with that method.
  'request.noSuchAddress': 'There is no such address on CarZone.',
  // An address the API has no route for (the address itself is never repeated back).
  not_found: 'There is no such address in the CarZone API.',
  internal_server_error: 'Something went wrong on our side. Please try again later.',
  // A refusal raised by a library with words of its own: its status, in fixed words of ours.
  bad_request: 'The request is not valid.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  method_not_allowed: 'This address does not take that method.',
  'rateLimit.reports':
    'Too many reports. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  'rateLimit.reportsDaily':
    'Too many reports today. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  'rateLimit.threads':
    'Too many new conversations today. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  'rateLimit.messages':
    'Too many messages. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  'payment.notAwaitingPayment': PAYMENT_MESSAGES.notAwaitingPayment,
  'payment.pastDue': PAYMENT_MESSAGES.paymentPastDue,
  'payment.gatewayUnavailable': PAYMENT_MESSAGES.gatewayUnavailable,
  'payment.nothingToRefund': PAYMENT_MESSAGES.nothingToRefund,
  'payment.refundTooLarge': PAYMENT_MESSAGES.refundTooLarge,
  'payment.refundAmountInvalid': PAYMENT_MESSAGES.refundAmountInvalid,
  'payment.refundReasonInvalid': PAYMENT_MESSAGES.refundReasonInvalid,
  'payment.notHeld': PAYMENT_MESSAGES.notHeld,
  'payment.notFound': PAYMENT_MESSAGES.paymentNotFound,
  'payment.refundNotFound': PAYMENT_MESSAGES.refundNotFound,
  'payment.refundNotFailed': PAYMENT_MESSAGES.refundNotFailed,
  'payment.refundIdInvalid': PAYMENT_MESSAGES.refundIdInvalid,
  'payment.payBeforeChanging': PAYMENT_MESSAGES.payBeforeChanging,
  'payment.idInvalid': PAYMENT_MESSAGES.paymentIdInvalid,
  'rateLimit.payments':
    'Too many payment attempts. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
  conflict: 'This does not match the current state. Please reload the page and try again.',
  unsupported_media_type: 'This kind of request body is not accepted.',
  too_many_requests: 'Too many requests. Please wait a little and try again.',
} as const satisfies Readonly<Record<string, string>>;

/** A code the API may answer: anything else fails type-check where it is thrown. */
export type RefusalCode = keyof typeof REFUSAL_ENGLISH;

// A code or a language the generated catalogs lack fails type-check here; a msgstr still empty
// (as `npm run translations` adds a new code or language) fails translation-files.test.ts.
const TRANSLATIONS: Readonly<Record<TranslatedLanguage, Readonly<Record<RefusalCode, string>>>> =
  catalogs;

/** Each refusal's words in every language, by its code. */
export const REFUSALS = Object.fromEntries(
  Object.entries(REFUSAL_ENGLISH).map(([code, en]) => [
    code,
    {
      en,
      ...Object.fromEntries(
        // A translation not written yet says the English (translation-files.test.ts lists it).
        Object.entries(TRANSLATIONS).map(([language, words]) => [
          language,
          words[code as RefusalCode] || en,
        ]),
      ),
    },
  ]),
) as Readonly<Record<RefusalCode, RefusalWords>>;

/**
 * The values a refusal's placeholders take. A number shows in the language's digits where the
 * text says `{n, number}` or in a plural's `#`; a value written differently in each language (a
 * date, a wait) is given as a function of the language.
 */
export type RefusalValues =
  | Readonly<Record<string, string | number>>
  | ((language: Language) => Readonly<Record<string, string | number>>);

export const isRefusalCode = (code: unknown): code is RefusalCode =>
  typeof code === 'string' && Object.hasOwn(REFUSALS, code);
