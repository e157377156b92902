// Every refusal the API can give, declared once: its stable code, its English and its Bangla.
// The API answers `code` from here and `message` in the request's language; a front end shows
// that message and tells refusals apart by code, never by words. A code never changes once
// published; its words may. Where a rule of this package says the refusal (BOOKING_MESSAGES…),
// its English is that rule's text, so the front ends' own checks say the same. `{name}`
// placeholders and ICU plurals (`{count, plural, …}`) are filled in by whoever shows a text.
import { BOOKING_MESSAGES } from './booking.js';
import { CAR_LIST_MESSAGES } from './car-list.js';
import { CAR_LISTING_MESSAGES, PHOTO_MESSAGES } from './car-listing.js';
import { CAR_SEARCH_DATE_MESSAGES } from './car-search-dates.js';
import { CONTACT_MESSAGES } from './contact-message.js';
import { LANGUAGE_MESSAGES, type Language } from './language.js';
import { PROFILE_PHOTO_MESSAGES } from './profile-photo.js';

/** One refusal's words in each language the site speaks. */
export interface RefusalWords {
  readonly en: string;
  readonly bn: string;
}

export const REFUSALS = {
  'request.timeout': {
    en: 'The request took too long to arrive.',
    bn: 'অনুরোধটি পৌঁছাতে অনেক বেশি সময় লেগেছে।',
  },
  'request.headersTooLarge': {
    en: 'The request headers (or the address) are too large.',
    bn: 'অনুরোধের হেডার (বা ঠিকানা) অনেক বড়।',
  },
  'request.malformed': { en: 'The request is not valid HTTP.', bn: 'অনুরোধটি সঠিক ফরম্যাটে নেই।' },
  'request.crossSite': {
    en: 'Requests from other sites that change data are refused: use CarZone itself.',
    bn: 'অন্য সাইট থেকে আসা তথ্য পরিবর্তনের অনুরোধ গ্রহণ করা হয় না: সরাসরি CarZone ব্যবহার করুন।',
  },
  'request.notAnObject': {
    en: 'The request body must be a JSON object.',
    bn: 'অনুরোধের মূল অংশ অবশ্যই একটি JSON অবজেক্ট হতে হবে।',
  },
  'jsonBody.tooDeep': {
    en: 'The request body is nested too deeply: at most 32 levels of objects and lists.',
    bn: 'অনুরোধের মূল অংশে অনেক বেশি স্তর রয়েছে: অবজেক্ট ও তালিকা মিলিয়ে সর্বোচ্চ ৩২টি স্তর।',
  },
  'jsonBody.nulCharacter': {
    en: 'The request body contains a NUL character (\\u0000), which no field accepts.',
    bn: 'অনুরোধের মূল অংশে একটি NUL অক্ষর (\\u0000) রয়েছে, যা কোনো ঘরেই গ্রহণযোগ্য নয়।',
  },
  'service.unavailable': {
    en: 'The service is temporarily unavailable. Please try again in a moment.',
    bn: 'সেবাটি এই মুহূর্তে সাময়িকভাবে পাওয়া যাচ্ছে না। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  },
  'health.databaseDown': { en: 'The database is not answering.', bn: 'ডেটাবেস সাড়া দিচ্ছে না।' },
  'health.shuttingDown': {
    en: 'The API is shutting down and takes no new requests.',
    bn: 'সার্ভার বন্ধ হচ্ছে, তাই নতুন কোনো অনুরোধ নিচ্ছে না।',
  },
  'auth.tokenMissing': {
    en: 'Sign in first: send the Firebase ID token of the signed-in user as idToken.',
    bn: 'আগে সাইন ইন করুন: সাইন ইন করা ব্যবহারকারীর পরিচয় পাঠানো হয়নি।',
  },
  'auth.tokenInvalid': {
    en: 'Your sign-in could not be verified or has expired. Please sign in again.',
    bn: 'আপনার সাইন ইন যাচাই করা যায়নি অথবা এর মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার সাইন ইন করুন।',
  },
  'auth.noEmail': {
    en: 'Your account has no e-mail address, which CarZone needs.',
    bn: 'আপনার অ্যাকাউন্টে কোনো ইমেইল ঠিকানা নেই, অথচ CarZone ব্যবহারের জন্য এটি প্রয়োজন।',
  },
  'auth.sessionMissing': {
    en: 'Please sign in to continue.',
    bn: 'চালিয়ে যেতে অনুগ্রহ করে সাইন ইন করুন।',
  },
  'auth.sessionInvalid': {
    en: 'Your session has expired. Please sign in again.',
    bn: 'আপনার সেশনের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার সাইন ইন করুন।',
  },
  'auth.sessionEnded': {
    en: 'This device was signed out from another device. Please sign in again.',
    bn: 'অন্য একটি ডিভাইস থেকে এই ডিভাইসটি সাইন আউট করা হয়েছে। অনুগ্রহ করে আবার সাইন ইন করুন।',
  },
  'carList.searchNotText': {
    en: CAR_LIST_MESSAGES.searchNotText,
    bn: 'খোঁজার শব্দ অবশ্যই লেখা আকারে হতে হবে।',
  },
  'carList.searchTooLong': {
    en: CAR_LIST_MESSAGES.searchTooLong,
    bn: 'খোঁজার শব্দ সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  },
  'carList.sortUnknown': {
    en: CAR_LIST_MESSAGES.sortUnknown,
    bn: 'সাজানোর ক্রম এগুলোর একটি হতে হবে: নতুন আগে, পুরনো আগে, দাম কম থেকে বেশি, দাম বেশি থেকে কম।',
  },
  'carList.limitOutOfRange': {
    en: CAR_LIST_MESSAGES.limitOutOfRange,
    bn: 'ফলাফলের সংখ্যা ১ থেকে ১০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  },
  'carList.offsetOutOfRange': {
    en: CAR_LIST_MESSAGES.offsetOutOfRange,
    bn: 'ফলাফলের শুরুর অবস্থান ০ বা তার বেশি একটি পূর্ণ সংখ্যা হতে হবে।',
  },
  'carList.minPriceInvalid': {
    en: CAR_LIST_MESSAGES.minPriceInvalid,
    bn: 'সর্বনিম্ন দাম ডলারে ০ বা তার বেশি একটি সংখ্যা হতে হবে।',
  },
  'carList.maxPriceInvalid': {
    en: CAR_LIST_MESSAGES.maxPriceInvalid,
    bn: 'সর্বোচ্চ দাম ডলারে ০ বা তার বেশি একটি সংখ্যা হতে হবে।',
  },
  'carList.minAboveMax': {
    en: CAR_LIST_MESSAGES.minAboveMax,
    bn: 'সর্বোচ্চ দাম সর্বনিম্ন দামের চেয়ে কম হতে পারে না।',
  },
  'carSearchDates.datesTogether': {
    en: CAR_SEARCH_DATE_MESSAGES.datesTogether,
    bn: 'দুটি তারিখই (শুরুর ও ফেরতের) দিন, অথবা কোনোটিই দেবেন না।',
  },
  'carSearchDates.fromNotADate': {
    en: CAR_SEARCH_DATE_MESSAGES.fromNotADate,
    bn: 'শুরুর তারিখ অবশ্যই বছর-মাস-দিন আকারে লেখা একটি সঠিক ক্যালেন্ডার তারিখ হতে হবে।',
  },
  'carSearchDates.toNotADate': {
    en: CAR_SEARCH_DATE_MESSAGES.toNotADate,
    bn: 'ফেরতের তারিখ অবশ্যই বছর-মাস-দিন আকারে লেখা একটি সঠিক ক্যালেন্ডার তারিখ হতে হবে।',
  },
  'carSearchDates.toNotAfterFrom': {
    en: CAR_SEARCH_DATE_MESSAGES.toNotAfterFrom,
    bn: 'ফেরতের তারিখ অবশ্যই শুরুর তারিখের পরে হতে হবে।',
  },
  'carSearchDates.fromInPast': {
    en: CAR_SEARCH_DATE_MESSAGES.fromInPast,
    bn: 'শুরুর তারিখ আজকের (বাংলাদেশ সময়) আগের হতে পারে না।',
  },
  'carSearchDates.rangeTooLong': {
    en: CAR_SEARCH_DATE_MESSAGES.rangeTooLong,
    bn: 'দুটি তারিখের ব্যবধান সর্বোচ্চ এক বছর হতে পারে।',
  },
  'carListing.carModelMissing': {
    en: CAR_LISTING_MESSAGES.carModelMissing,
    bn: 'অনুগ্রহ করে গাড়ির মডেল লিখুন।',
  },
  'carListing.carModelTooLong': {
    en: CAR_LISTING_MESSAGES.carModelTooLong,
    bn: 'গাড়ির মডেল সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  },
  'carListing.brandTooLong': {
    en: CAR_LISTING_MESSAGES.brandTooLong,
    bn: 'ব্র্যান্ডের নাম সর্বোচ্চ ৬০ অক্ষরের হতে পারে।',
  },
  'carListing.priceMissing': {
    en: CAR_LISTING_MESSAGES.priceMissing,
    bn: 'অনুগ্রহ করে দৈনিক ভাড়া লিখুন।',
  },
  'carListing.priceInvalid': {
    en: CAR_LISTING_MESSAGES.priceInvalid,
    bn: 'দৈনিক ভাড়া অবশ্যই ০-এর চেয়ে বড় একটি সংখ্যা হতে হবে, দশমিকের পরে সর্বোচ্চ ২ ঘর পর্যন্ত।',
  },
  'carListing.priceTooHigh': {
    en: CAR_LISTING_MESSAGES.priceTooHigh,
    bn: 'দৈনিক ভাড়া সর্বোচ্চ $১০০০০০ হতে পারে।',
  },
  'carListing.statusMissing': {
    en: CAR_LISTING_MESSAGES.statusMissing,
    bn: 'অনুগ্রহ করে গাড়িটি উপলব্ধ কি না, তা বেছে নিন।',
  },
  'carListing.registrationNumberMissing': {
    en: CAR_LISTING_MESSAGES.registrationNumberMissing,
    bn: 'অনুগ্রহ করে রেজিস্ট্রেশন নম্বর লিখুন।',
  },
  'carListing.registrationNumberTooLong': {
    en: CAR_LISTING_MESSAGES.registrationNumberTooLong,
    bn: 'রেজিস্ট্রেশন নম্বর সর্বোচ্চ ৩০ অক্ষরের হতে পারে।',
  },
  'carListing.locationMissing': {
    en: CAR_LISTING_MESSAGES.locationMissing,
    bn: 'অনুগ্রহ করে অবস্থান লিখুন।',
  },
  'carListing.locationTooLong': {
    en: CAR_LISTING_MESSAGES.locationTooLong,
    bn: 'অবস্থান সর্বোচ্চ ১২০ অক্ষরের হতে পারে।',
  },
  'carListing.featuresTooLong': {
    en: CAR_LISTING_MESSAGES.featuresTooLong,
    bn: 'বৈশিষ্ট্যগুলো সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।',
  },
  'carListing.descriptionTooLong': {
    en: CAR_LISTING_MESSAGES.descriptionTooLong,
    bn: 'বিবরণ সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  },
  'carListing.imageUrlInvalid': {
    en: CAR_LISTING_MESSAGES.imageUrlInvalid,
    bn: 'ছবির লিংক অবশ্যই https:// দিয়ে শুরু হওয়া একটি পাবলিক ওয়েব ঠিকানা হতে হবে।',
  },
  'carListing.imageUrlTooLong': {
    en: CAR_LISTING_MESSAGES.imageUrlTooLong,
    bn: 'ছবির লিংক সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  },
  'carListing.photoIdInvalid': {
    en: CAR_LISTING_MESSAGES.photoIdInvalid,
    bn: 'আপলোড করা ছবিটি সঠিক নয়: অনুগ্রহ করে আবার আপলোড করুন।',
  },
  'carListing.photoNotFound': {
    en: CAR_LISTING_MESSAGES.photoNotFound,
    bn: 'আপলোড করা ছবিটি পাওয়া যায়নি: অনুগ্রহ করে আবার আপলোড করুন।',
  },
  'carListing.imageUrlAndPhoto': {
    en: CAR_LISTING_MESSAGES.imageUrlAndPhoto,
    bn: 'ছবির লিংক অথবা আপলোড করা ছবি, যেকোনো একটি দিন, দুটোই নয়।',
  },
  'carListing.controlCharacters': {
    en: CAR_LISTING_MESSAGES.controlCharacters,
    bn: 'এই লেখায় অদৃশ্য নিয়ন্ত্রণ-অক্ষর রয়েছে: অনুগ্রহ করে সেগুলো মুছে দিন।',
  },
  'carListing.carNotFound': { en: CAR_LISTING_MESSAGES.carNotFound, bn: 'গাড়িটি পাওয়া যায়নি' },
  'carListing.notYourCar': {
    en: CAR_LISTING_MESSAGES.notYourCar,
    bn: 'এই গাড়িটি আপনার নয়: কেবল এর মালিকই এটি দেখতে বা পরিবর্তন করতে পারেন।',
  },
  'carListing.otherOwnersCars': {
    en: CAR_LISTING_MESSAGES.otherOwnersCars,
    bn: 'আপনি কেবল নিজের গাড়িগুলোই দেখতে পারবেন।',
  },
  'carListing.otherOwnersBookings': {
    en: CAR_LISTING_MESSAGES.otherOwnersBookings,
    bn: 'আপনি কেবল নিজের গাড়ির বুকিংগুলোই দেখতে পারবেন।',
  },
  'carListingNotText.brand': {
    en: 'The brand must be text.',
    bn: 'ব্র্যান্ডের নাম অবশ্যই লেখা আকারে হতে হবে।',
  },
  'carListingNotText.features': {
    en: 'The features must be text.',
    bn: 'বৈশিষ্ট্যগুলো অবশ্যই লেখা আকারে হতে হবে।',
  },
  'carListingNotText.description': {
    en: 'The description must be text.',
    bn: 'বিবরণ অবশ্যই লেখা আকারে হতে হবে।',
  },
  'carListingNotText.email': {
    en: 'The e-mail, if sent, must be text: the owner is always the signed-in user.',
    bn: 'ইমেইল দিলে তা অবশ্যই লেখা আকারে হতে হবে: মালিক সবসময় সাইন ইন করা ব্যবহারকারী নিজেই।',
  },
  'carListingNotText.name': {
    en: 'The name, if sent, must be text: the owner is always the signed-in user.',
    bn: 'নাম দিলে তা অবশ্যই লেখা আকারে হতে হবে: মালিক সবসময় সাইন ইন করা ব্যবহারকারী নিজেই।',
  },
  'photo.tooLarge': { en: PHOTO_MESSAGES.tooLarge, bn: 'ছবিটি অনেক বড়: সর্বোচ্চ ৮ MB।' },
  'photo.empty': { en: PHOTO_MESSAGES.empty, bn: 'কোনো ছবি পাঠানো হয়নি।' },
  'photo.notAPicture': {
    en: PHOTO_MESSAGES.notAPicture,
    bn: 'এই ফাইলটি JPEG, PNG বা WebP ছবি নয়।',
  },
  'photo.damaged': {
    en: PHOTO_MESSAGES.damaged,
    bn: 'এই ছবিটি নষ্ট বা অসম্পূর্ণ: অনুগ্রহ করে অন্য একটি ছবি বেছে নিন।',
  },
  'photo.tooManyPixels': {
    en: PHOTO_MESSAGES.tooManyPixels,
    bn: 'এই ছবিতে প্রক্রিয়া করার মতো অনেক বেশি পিক্সেল রয়েছে: সর্বোচ্চ ৬০ মেগাপিক্সেল।',
  },
  'photo.tooManyUploads': {
    en: PHOTO_MESSAGES.tooManyUploads,
    bn: 'অনেক বেশি আপলোড: প্রতি ১০ মিনিটে সর্বোচ্চ ২০টি। অনুগ্রহ করে কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন।',
  },
  'photo.photoNotFound': { en: PHOTO_MESSAGES.photoNotFound, bn: 'ছবিটি পাওয়া যায়নি' },
  'profilePhoto.notHttps': {
    en: PROFILE_PHOTO_MESSAGES.notHttps,
    bn: 'ছবির লিংক অবশ্যই https:// দিয়ে শুরু হওয়া একটি পাবলিক ওয়েব ঠিকানা হতে হবে।',
  },
  'profilePhoto.tooLong': {
    en: PROFILE_PHOTO_MESSAGES.tooLong,
    bn: 'ছবির লিংক সর্বোচ্চ ২০৪৮ অক্ষরের হতে পারে।',
  },
  'booking.invalidDates': {
    en: BOOKING_MESSAGES.invalidDates,
    bn: 'অনুগ্রহ করে সঠিক শুরুর ও ফেরতের তারিখ বেছে নিন।',
  },
  'booking.bothDatesRequired': {
    en: BOOKING_MESSAGES.bothDatesRequired,
    bn: 'অনুগ্রহ করে দুটি তারিখই বেছে নিন।',
  },
  'booking.notADate': {
    en: BOOKING_MESSAGES.notADate,
    bn: 'তারিখগুলো অবশ্যই বছর-মাস-দিন (YYYY-MM-DD) আকারে লেখা সঠিক ক্যালেন্ডার তারিখ হতে হবে।',
  },
  'booking.endNotAfterStart': {
    en: BOOKING_MESSAGES.endNotAfterStart,
    bn: 'ফেরতের তারিখ অবশ্যই শুরুর তারিখের পরে হতে হবে।',
  },
  'booking.startInPast': {
    en: BOOKING_MESSAGES.startInPast,
    bn: 'শুরুর তারিখ আজকের (বাংলাদেশ সময়) আগের হতে পারে না।',
  },
  'booking.carIdMissing': {
    en: BOOKING_MESSAGES.carIdMissing,
    bn: 'বুক করার জন্য একটি গাড়ি বেছে নিন: কোনো গাড়ি বেছে নেওয়া হয়নি।',
  },
  'booking.carUnavailable': {
    en: BOOKING_MESSAGES.carUnavailable,
    bn: 'এই গাড়িটি বুকিংয়ের জন্য উপলব্ধ নয়।',
  },
  'booking.ownCar': { en: BOOKING_MESSAGES.ownCar, bn: 'আপনি নিজের গাড়ি বুক করতে পারবেন না।' },
  'booking.overlap': { en: BOOKING_MESSAGES.overlap, bn: 'এই তারিখগুলো আগেই বুক করা হয়েছে' },
  'booking.bookingNotFound': { en: BOOKING_MESSAGES.bookingNotFound, bn: 'বুকিংটি পাওয়া যায়নি' },
  'booking.notYours': { en: BOOKING_MESSAGES.notYours, bn: 'এই বুকিংটি আপনার নয়।' },
  'booking.alreadyCanceled': {
    en: BOOKING_MESSAGES.alreadyCanceled,
    bn: 'এই বুকিংটি বাতিল করা হয়েছে, তাই এটি আর পরিবর্তন করা যাবে না।',
  },
  'booking.alreadyFinished': {
    en: BOOKING_MESSAGES.alreadyFinished,
    bn: 'এই বুকিংয়ের সময় শেষ হয়ে গেছে, তাই এটি আর পরিবর্তন করা যাবে না।',
  },
  'booking.carRemoved': {
    en: BOOKING_MESSAGES.carRemoved,
    bn: 'এই গাড়িটি আর তালিকাভুক্ত নেই, তাই এই বুকিংটি পরিবর্তন করা যাবে না।',
  },
  'booking.changeOneThing': {
    en: BOOKING_MESSAGES.changeOneThing,
    bn: 'হয় নতুন তারিখ (শুরুর ও ফেরতের) দিন, নয়তো বুকিংটি বাতিল করুন।',
  },
  'booking.otherUsersBookings': {
    en: BOOKING_MESSAGES.otherUsersBookings,
    bn: 'আপনি কেবল নিজের বুকিংগুলোই দেখতে পারবেন।',
  },
  'contact.nameMissing': { en: CONTACT_MESSAGES.nameMissing, bn: 'অনুগ্রহ করে আপনার নাম লিখুন।' },
  'contact.nameTooLong': {
    en: CONTACT_MESSAGES.nameTooLong,
    bn: 'আপনার নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  },
  'contact.emailMissing': {
    en: CONTACT_MESSAGES.emailMissing,
    bn: 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা লিখুন।',
  },
  'contact.emailTooLong': {
    en: CONTACT_MESSAGES.emailTooLong,
    bn: 'আপনার ইমেইল ঠিকানা সর্বোচ্চ ২৫৪ অক্ষরের হতে পারে।',
  },
  'contact.emailInvalid': {
    en: CONTACT_MESSAGES.emailInvalid,
    bn: 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন।',
  },
  'contact.messageMissing': {
    en: CONTACT_MESSAGES.messageMissing,
    bn: 'অনুগ্রহ করে একটি বার্তা লিখুন।',
  },
  'contact.messageTooLong': {
    en: CONTACT_MESSAGES.messageTooLong,
    bn: 'আপনার বার্তা সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  },
  'language.unknown': { en: LANGUAGE_MESSAGES.unknown, bn: 'ভাষা অবশ্যই ইংরেজি বা বাংলা হতে হবে।' },
  'request.unknownField': { en: 'Unknown field "{field}".', bn: 'অজানা ঘর "{field}"।' },
  'request.invalidField': {
    en: 'The field "{field}" is not valid.',
    bn: '"{field}" ঘরটি সঠিক নয়।',
  },
  'request.notJson': {
    en: 'Send the request body as JSON (Content-Type: application/json).',
    bn: 'অনুরোধের মূল অংশ JSON আকারে পাঠান (Content-Type: application/json)।',
  },
  'request.contentLengthMismatch': {
    en: 'The request body does not match its Content-Length.',
    bn: 'অনুরোধের মূল অংশ তার Content-Length-এর সাথে মিলছে না।',
  },
  'request.invalidJson': {
    en: 'The request body is not valid JSON.',
    bn: 'অনুরোধের মূল অংশ সঠিক JSON নয়।',
  },
  'request.emptyJson': {
    en: 'The request body is empty but says it is JSON.',
    bn: 'অনুরোধের মূল অংশ খালি, অথচ বলা হয়েছে এটি JSON।',
  },
  'request.badAddress': {
    en: 'The address is not valid (broken percent-encoding).',
    bn: 'ঠিকানাটি সঠিক নয় (ভাঙা পারসেন্ট-এনকোডিং)।',
  },
  'request.addressTooLong': { en: 'The address is too long.', bn: 'ঠিকানাটি অনেক লম্বা।' },
  'session.idInvalid': {
    en: 'The session id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
    bn: 'সেশনের আইডি সঠিক নয়: এটি দেখতে 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01-এর মতো হওয়া উচিত।',
  },
  'session.notFound': {
    en: 'You have no signed-in device with this id.',
    bn: 'এই আইডির কোনো সাইন ইন করা ডিভাইস আপনার নেই।',
  },
  'car.idInvalid': {
    en: 'The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
    bn: 'গাড়ির আইডি সঠিক নয়: এটি দেখতে 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01-এর মতো হওয়া উচিত।',
  },
  'booking.emailQueryNotText': {
    en: 'email must be given once, as text.',
    bn: 'email একবারই দিতে হবে, লেখা আকারে।',
  },
  'booking.idInvalid': {
    en: 'The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
    bn: 'বুকিংয়ের আইডি সঠিক নয়: এটি দেখতে 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01-এর মতো হওয়া উচিত।',
  },
  'auth.idTokenNotText': {
    en: 'idToken must be a string.',
    bn: 'idToken অবশ্যই লেখা আকারে হতে হবে।',
  },
  'auth.idTokenTooLong': {
    en: 'idToken is too long to be a Firebase ID token.',
    bn: 'idToken একটি Firebase ID টোকেন হওয়ার জন্য অনেক লম্বা।',
  },
  'auth.emailNotText': { en: 'email must be a string.', bn: 'email অবশ্যই লেখা আকারে হতে হবে।' },
  'auth.emailTooLong': { en: 'email is too long.', bn: 'email অনেক লম্বা।' },
  'carListing.deleteBlocked': {
    en: 'This car has {count, plural, one {# upcoming booking} other {# upcoming bookings}}, until {until}. It cannot be deleted before then: mark it unavailable instead.',
    bn: 'এই গাড়িটির {count, number}টি আসন্ন বুকিং আছে, {until} পর্যন্ত। তার আগে এটি মুছে ফেলা যাবে না: এর বদলে গাড়িটিকে "উপলব্ধ নয়" হিসেবে চিহ্নিত করুন।',
  },
  // A 429's wait (also in Retry-After): seconds below two minutes, then whole minutes.
  'rateLimit.signIn': {
    en: 'Too many sign-in attempts. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
    bn: 'অনেকবার সাইন ইন করার চেষ্টা করা হয়েছে। {minutes, plural, =0 {{seconds, number} সেকেন্ড} other {{minutes, number} মিনিট}} পরে আবার চেষ্টা করুন।',
  },
  'rateLimit.contact': {
    en: 'Too many messages. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
    bn: 'অনেক বেশি বার্তা পাঠানো হয়েছে। {minutes, plural, =0 {{seconds, number} সেকেন্ড} other {{minutes, number} মিনিট}} পরে আবার চেষ্টা করুন।',
  },
  'rateLimit.bookings': {
    en: 'Too many booking requests. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
    bn: 'অনেক বেশি বুকিংয়ের অনুরোধ করা হয়েছে। {minutes, plural, =0 {{seconds, number} সেকেন্ড} other {{minutes, number} মিনিট}} পরে আবার চেষ্টা করুন।',
  },
  'rateLimit.uploads': {
    en: 'Too many uploads. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
    bn: 'অনেক বেশি আপলোড করা হয়েছে। {minutes, plural, =0 {{seconds, number} সেকেন্ড} other {{minutes, number} মিনিট}} পরে আবার চেষ্টা করুন।',
  },
  'rateLimit.carWrites': {
    en: 'Too many changes to your cars. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}.',
    bn: 'আপনার গাড়িগুলোতে অনেক বেশি পরিবর্তন করা হয়েছে। {minutes, plural, =0 {{seconds, number} সেকেন্ড} other {{minutes, number} মিনিট}} পরে আবার চেষ্টা করুন।',
  },
  // The body limit's refusal (413), whoever gives it: the API, the local server or nginx.
  payload_too_large: {
    en: 'The request body is too large: at most 64 KiB is accepted.',
    bn: 'অনুরোধের মূল অংশ অনেক বড়: সর্বোচ্চ ৬৪ KiB গ্রহণ করা হয়।',
  },
  // A path the site's own server (nginx, the local server) has nothing for, with that method.
  'request.noSuchAddress': {
    en: 'There is no such address on CarZone.',
    bn: 'CarZone-এ এমন কোনো ঠিকানা নেই।',
  },
  // An address the API has no route for (the address itself is never repeated back).
  not_found: {
    en: 'There is no such address in the CarZone API.',
    bn: 'CarZone API-তে এমন কোনো ঠিকানা নেই।',
  },
  internal_server_error: {
    en: 'Something went wrong on our side. Please try again later.',
    bn: 'আমাদের দিক থেকে কোনো সমস্যা হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  },
  // A refusal raised by a library with words of its own: its status, in fixed words of ours.
  bad_request: { en: 'The request is not valid.', bn: 'অনুরোধটি সঠিক নয়।' },
  unauthorized: {
    en: 'Please sign in to continue.',
    bn: 'চালিয়ে যেতে অনুগ্রহ করে সাইন ইন করুন।',
  },
  forbidden: { en: 'You are not allowed to do this.', bn: 'আপনার এটি করার অনুমতি নেই।' },
  method_not_allowed: {
    en: 'This address does not take that method.',
    bn: 'এই ঠিকানা এই পদ্ধতির অনুরোধ গ্রহণ করে না।',
  },
  conflict: {
    en: 'This does not match the current state. Please reload the page and try again.',
    bn: 'এটি বর্তমান অবস্থার সাথে মিলছে না। অনুগ্রহ করে পেজটি রিলোড করে আবার চেষ্টা করুন।',
  },
  unsupported_media_type: {
    en: 'This kind of request body is not accepted.',
    bn: 'এই ধরনের অনুরোধের মূল অংশ গ্রহণ করা হয় না।',
  },
  too_many_requests: {
    en: 'Too many requests. Please wait a little and try again.',
    bn: 'অনেক বেশি অনুরোধ করা হয়েছে। অনুগ্রহ করে কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন।',
  },
} as const satisfies Readonly<Record<string, RefusalWords>>;

/** A code the API may answer: anything else fails type-check where it is thrown. */
export type RefusalCode = keyof typeof REFUSALS;

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
