// The shared words in Bangla, keyed by their English (messages.ts): packages/ui's components'
// and every word several units show, which a unit's own catalog does not repeat
// (packages/web-testing's one-bangla.test.ts). The domain's messages several units show
// (CAR_SEARCH_DATE_MESSAGES, CAR_SORTS, the contact and sign-up forms' rules) are here too, by
// their English.
export default {
  // Status badges
  Available: 'উপলব্ধ',
  Unavailable: 'উপলব্ধ নয়',
  Confirmed: 'নিশ্চিত',
  Pending: 'অপেক্ষমাণ',
  Canceled: 'বাতিল',
  Unknown: 'অজানা',

  // Load-error alert
  'Try again': 'আবার চেষ্টা করুন',
  Retrying: 'আবার চেষ্টা করা হচ্ছে',

  // Search field
  Search: 'খুঁজুন',
  'Clear search': 'খোঁজার লেখা মুছে ফেলুন',

  // Date fields
  'dd/mm/yyyy': 'দিন/মাস/বছর',
  // Starts with its own words, not the field's: the field's label alone names its box.
  'Choose {field}': 'ক্যালেন্ডার থেকে {field} বেছে নিন',
  From: 'শুরুর তারিখ',
  To: 'ফেরতের তারিখ',
  'The from date cannot be earlier than today (Bangladesh time).':
    'শুরুর তারিখ আজকের (বাংলাদেশ সময়) আগের হতে পারে না।',
  'The to date must be after the from date.': 'ফেরতের তারিখ অবশ্যই শুরুর তারিখের পরে হতে হবে।',
  'The dates can be at most a year apart.': 'দুটি তারিখের ব্যবধান সর্বোচ্চ এক বছর হতে পারে।',

  // The calendar, as it speaks to screen readers
  calendar: 'ক্যালেন্ডার',
  'Choose {date}': '{date} বেছে নিন',
  'Selected date. {date}': 'বেছে নেওয়া তারিখ। {date}',
  'Not available. {date}': 'বেছে নেওয়া যাবে না। {date}',
  'Switch to day view': 'দিনের তালিকায় যান',
  'Switch to month view': 'মাসের তালিকায় যান',
  'Switch to year view': 'বছরের তালিকায় যান',
  'day view': 'দিনের তালিকা',
  'month view': 'মাসের তালিকা',
  'year view': 'বছরের তালিকা',
  'Switch to previous month': 'আগের মাসে যান',
  'Switch to previous year': 'আগের বছরে যান',
  'Switch to previous decade': 'আগের দশকে যান',
  'Switch to next month': 'পরের মাসে যান',
  'Switch to next year': 'পরের বছরে যান',
  'Switch to next decade': 'পরের দশকে যান',

  // The areas, as the nav names them and their pages title them
  'Available Cars': 'উপলব্ধ গাড়ি',
  About: 'আমাদের সম্পর্কে',
  FAQ: 'সাধারণ জিজ্ঞাসা',
  Contact: 'যোগাযোগ',
  'Add Car': 'গাড়ি যোগ করুন',
  'My Cars': 'আমার গাড়িগুলো',
  'My Bookings': 'আমার বুকিং',
  'Book Now': 'এখনই বুক করুন',

  // Dialogs
  Close: 'বন্ধ করুন',
  Cancel: 'বাতিল করুন',

  // A person: form fields and their checks
  Name: 'নাম',
  Email: 'ইমেইল',
  Phone: 'ফোন',
  'Please enter your name.': 'অনুগ্রহ করে আপনার নাম লিখুন।',
  'Please enter your e-mail address.': 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা লিখুন।',
  'Please enter a valid e-mail address.': 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন।',

  // A car: its fields, lists of cars and their columns
  'Car Model': 'গাড়ির মডেল',
  Brand: 'ব্র্যান্ড',
  Location: 'অবস্থান',
  Features: 'বৈশিষ্ট্য',
  'Car Image': 'গাড়ির ছবি',
  Bookings: 'বুকিং',
  Actions: 'অ্যাকশন',
  '{count, plural, one {# car listed.} other {# cars listed.}}':
    '{count, plural, other {#টি গাড়ি}} তালিকাভুক্ত আছে।',
  'Invalid data received. Please refresh or contact support.':
    'ভুল তথ্য এসেছে। অনুগ্রহ করে পেজটি রিফ্রেশ করুন অথবা সহায়তা টিমের সঙ্গে যোগাযোগ করুন।',

  // Sorts (the domain's CAR_SORTS)
  'Date Added Newest First': 'যোগ করার তারিখ: নতুনগুলো আগে',
  'Price Lowest First': 'দাম: কম থেকে বেশি',
  'Price Highest First': 'দাম: বেশি থেকে কম',

  // Searching by dates
  'Give both dates (from and to), or neither.':
    'দুটি তারিখই (শুরুর ও ফেরতের) দিন, অথবা কোনোটিই দেবেন না।',
} as const;
