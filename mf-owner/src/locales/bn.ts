// The owner area's words in Bangla, keyed by their English (messages.ts).
export default {
  // The car form (Add car, Update car)
  'Optional; renters can search the catalogue by brand.':
    'ঐচ্ছিক; ভাড়াটিয়ারা ব্র্যান্ড দিয়ে ক্যাটালগে গাড়ি খুঁজতে পারেন।',
  'Daily Rental Price': 'দৈনিক ভাড়া',
  Availability: 'প্রাপ্যতা',
  'Select availability': 'প্রাপ্যতা বেছে নিন',
  'Registration Number': 'রেজিস্ট্রেশন নম্বর',
  'Gulshan, Dhaka': 'গুলশান, ঢাকা',
  'Separate them with commas.': 'কমা দিয়ে আলাদা করে লিখুন।',
  'GPS, AC, Bluetooth': 'জিপিএস, এসি, ব্লুটুথ',
  Description: 'বিবরণ',
  'What makes this car good to rent?': 'এই গাড়িটি ভাড়া নেওয়ার জন্য কেন ভালো?',
  'Waiting for the photo to finish uploading.': 'ছবির আপলোড শেষ হওয়ার অপেক্ষা করা হচ্ছে।',

  // The car's picture
  'Car Photo': 'গাড়ির ছবি',
  'Upload a photo': 'ছবি আপলোড করুন',
  'Use an image URL': 'ছবির লিংক ব্যবহার করুন',
  'Image URL': 'ছবির লিংক',
  'Please choose one JPEG, PNG or WebP picture.': 'অনুগ্রহ করে একটি JPEG, PNG বা WebP ছবি বেছে নিন।',
  'Uploading photo…': 'ছবি আপলোড হচ্ছে…',
  'Drop a photo here, or click to choose one':
    'একটি ছবি এখানে টেনে এনে ছাড়ুন, অথবা ক্লিক করে বেছে নিন',
  'Drop another photo here, or click to replace this one':
    'আরেকটি ছবি এখানে টেনে এনে ছাড়ুন, অথবা ক্লিক করে এটি বদলে দিন',
  'JPEG, PNG or WebP, up to 8 MB': 'JPEG, PNG বা WebP, সর্বোচ্চ ৮ MB',
  '{dropzone}. {limits}': '{dropzone}। {limits}',
  "Preview of the car's photo": 'গাড়ির ছবির প্রিভিউ',
  "This photo will show on the car's page.": 'এই ছবিটি গাড়ির পেজে দেখানো হবে।',
  'Cancel upload': 'আপলোড বাতিল করুন',
  'Remove photo': 'ছবি সরিয়ে দিন',
  'The photo could not be uploaded. Please try again.':
    'ছবিটি আপলোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',

  // The refusals of a car's fields, as the form shows them by code (lib/domain-words.ts)
  'Please enter the car model.': 'অনুগ্রহ করে গাড়ির মডেল লিখুন।',
  'The car model can be at most {max} characters long.': 'গাড়ির মডেল সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'The brand can be at most {max} characters long.': 'ব্র্যান্ডের নাম সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'Please enter the daily rental price.': 'অনুগ্রহ করে দৈনিক ভাড়া লিখুন।',
  'The daily rental price must be a number greater than 0, with at most 2 decimals.':
    'দৈনিক ভাড়া অবশ্যই ০-এর চেয়ে বড় একটি সংখ্যা হতে হবে, দশমিকের পরে সর্বোচ্চ ২ ঘর পর্যন্ত।',
  'The daily rental price can be at most {price}.': 'দৈনিক ভাড়া সর্বোচ্চ {price} হতে পারে।',
  'Please choose whether the car is available or unavailable.':
    'অনুগ্রহ করে গাড়িটি উপলব্ধ কি না, তা বেছে নিন।',
  'Please enter the registration number.': 'অনুগ্রহ করে রেজিস্ট্রেশন নম্বর লিখুন।',
  'The registration number can be at most {max} characters long.':
    'রেজিস্ট্রেশন নম্বর সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'Please enter the location.': 'অনুগ্রহ করে অবস্থান লিখুন।',
  'The location can be at most {max} characters long.': 'অবস্থান সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'The features can be at most {max} characters long.': 'বৈশিষ্ট্যগুলো সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'The description can be at most {max} characters long.': 'বিবরণ সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'The image URL must be a public web address starting with https://.':
    'ছবির লিংক অবশ্যই https:// দিয়ে শুরু হওয়া একটি পাবলিক ওয়েব ঠিকানা হতে হবে।',
  'The image URL can be at most {max} characters long.': 'ছবির লিংক সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'The uploaded photo is not valid: please upload it again.':
    'আপলোড করা ছবিটি সঠিক নয়: অনুগ্রহ করে আবার আপলোড করুন।',
  'The uploaded photo was not found: please upload it again.':
    'আপলোড করা ছবিটি পাওয়া যায়নি: অনুগ্রহ করে আবার আপলোড করুন।',
  'Give either an image URL or an uploaded photo, not both.':
    'ছবির লিংক অথবা আপলোড করা ছবি, যেকোনো একটি দিন, দুটোই নয়।',
  'This text contains invisible control characters: please remove them.':
    'এই লেখায় অদৃশ্য নিয়ন্ত্রণ-অক্ষর রয়েছে: অনুগ্রহ করে সেগুলো মুছে দিন।',

  // The refusals of a photo upload, by code (lib/domain-words.ts)
  'The photo is too large: at most 8 MB.': 'ছবিটি অনেক বড়: সর্বোচ্চ ৮ MB।',
  'No photo was sent.': 'কোনো ছবি পাঠানো হয়নি।',
  'This file is not a JPEG, PNG or WebP picture.': 'এই ফাইলটি JPEG, PNG বা WebP ছবি নয়।',
  'This picture is damaged or incomplete: please choose another.':
    'এই ছবিটি নষ্ট বা অসম্পূর্ণ: অনুগ্রহ করে অন্য একটি ছবি বেছে নিন।',
  'This picture has too many pixels to process: at most 60 megapixels.':
    'এই ছবিতে প্রক্রিয়া করার মতো অনেক বেশি পিক্সেল রয়েছে: সর্বোচ্চ ৬০ মেগাপিক্সেল।',
  'Too many uploads: at most {count} every {minutes} minutes. Please wait and try again.':
    'অনেক বেশি আপলোড: প্রতি {minutes} মিনিটে সর্বোচ্চ {count}টি। অনুগ্রহ করে কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন।',

  // Add car
  AddCar: 'গাড়ি যোগ করুন',
  'Add a Car': 'একটি গাড়ি যোগ করুন',
  'List your car for rent: renters find it in the catalogue as soon as it is added.':
    'আপনার গাড়িটি ভাড়ার জন্য তালিকাভুক্ত করুন: যোগ করার সঙ্গে সঙ্গেই ভাড়াটিয়ারা ক্যাটালগে এটি খুঁজে পাবেন।',
  'Adding...': 'যোগ করা হচ্ছে...',
  'Data added successfully': 'তথ্য সফলভাবে যোগ করা হয়েছে',
  'Something went wrong!': 'কিছু একটা সমস্যা হয়েছে!',
  'Please try again later.': 'অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।',

  // Update car
  'Update Car': 'গাড়ির তথ্য হালনাগাদ করুন',
  'Change what renters see about your {carModel}.':
    'আপনার {carModel} সম্পর্কে ভাড়াটিয়ারা যা দেখেন, তা বদলান।',
  'Updating...': 'হালনাগাদ করা হচ্ছে...',
  'Data updated Successfully': 'তথ্য সফলভাবে হালনাগাদ করা হয়েছে',
  "We couldn't find that car among yours. It may have been removed.":
    'আপনার গাড়িগুলোর মধ্যে গাড়িটি খুঁজে পাওয়া যায়নি। হয়তো এটি সরিয়ে ফেলা হয়েছে।',

  // My Cars
  'The cars you rent out, with the bookings still to come on each.':
    'আপনি যে গাড়িগুলো ভাড়া দেন, প্রতিটির আসন্ন বুকিংসহ।',
  "You haven't added any cars yet.": 'আপনি এখনো কোনো গাড়ি যোগ করেননি।',
  'Click here to add your first car.': 'আপনার প্রথম গাড়ি যোগ করতে এখানে ক্লিক করুন।',
  '{count, plural, one {# car of {total} matches your search.} other {# cars of {total} match your search.}}':
    '{total}টি গাড়ির মধ্যে {count, plural, other {#টি}} আপনার খোঁজের সাথে মিলেছে।',
  'The upcoming bookings on your cars could not be loaded. Please refresh to try again.':
    'আপনার গাড়িগুলোর আসন্ন বুকিং লোড করা যায়নি। আবার চেষ্টা করতে অনুগ্রহ করে পেজটি রিফ্রেশ করুন।',
  'No cars match your search.': 'আপনার খোঁজের সাথে কোনো গাড়ি মেলেনি।',
  'None of your cars has “{query}” in its model, brand or location.':
    'আপনার কোনো গাড়ির মডেল, ব্র্যান্ড বা অবস্থানে “{query}” নেই।',
  'Search by model, brand, or location': 'মডেল, ব্র্যান্ড বা অবস্থান দিয়ে খুঁজুন',
  Sort: 'সাজান',
  'Sort By': 'যেভাবে সাজাবেন',
  'Date Added Oldest First': 'যোগ করার তারিখ: পুরোনোগুলো আগে',
  Price: 'দাম',
  '{price}/day': '{price}/দিন',
  'Date Added': 'যোগ করার তারিখ',
  'My cars': 'আমার গাড়িগুলো',
  Update: 'হালনাগাদ',
  'Update {carModel}': '{carModel} হালনাগাদ করুন',
  Delete: 'মুছুন',
  'Delete {carModel}': '{carModel} মুছুন',
  'No upcoming bookings': 'কোনো আসন্ন বুকিং নেই',
  'Upcoming bookings': 'আসন্ন বুকিং',
  'Upcoming bookings of {carModel}': '{carModel}-এর আসন্ন বুকিং',
  'Unnamed renter': 'নামহীন ভাড়াটিয়া',

  // Deleting a car
  'Are you sure?': 'আপনি কি নিশ্চিত?',
  "You won't be able to revert this!": 'এটি আর ফিরিয়ে আনা যাবে না!',
  'The car was not deleted': 'গাড়িটি মুছে ফেলা হয়নি',
  'Deleting...': 'মুছে ফেলা হচ্ছে...',
  'Yes, delete it!': 'হ্যাঁ, মুছে ফেলুন!',
  'It may have been deleted already.': 'হয়তো এটি আগেই মুছে ফেলা হয়েছে।',
  'Deleted!': 'মুছে ফেলা হয়েছে!',
  'Your car has been deleted.': 'আপনার গাড়িটি মুছে ফেলা হয়েছে।',
} as const;
