// web-kit's own words in Bangla, keyed by their English (the toaster's, for screen readers).
export default {
  'Notifications (Alt+T)': 'বিজ্ঞপ্তি (Alt+T)',
  'Dismiss notification': 'বিজ্ঞপ্তিটি বন্ধ করুন',
  'Server error, please try again later.': 'সার্ভারে সমস্যা হয়েছে, অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
} as const;
