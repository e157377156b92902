// The shared UI's words in Bangla, keyed by their English (messages.ts). The domain's
// CAR_SEARCH_DATE_MESSAGES the search dates refuse a day with are here too, by their English.
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
} as const;
