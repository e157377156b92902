// Generated from bn.po, the file translators edit, by packages/web-testing's
// translation-outputs.ts: do not edit. `npm run translations` writes it again.
export default {
  "Notifications (Alt+T)": "বিজ্ঞপ্তি (Alt+T)",
  "Dismiss notification": "বিজ্ঞপ্তিটি বন্ধ করুন",
  "Server error, please try again later.": "সার্ভারে সমস্যা হয়েছে, অনুগ্রহ করে পরে আবার চেষ্টা করুন।",
  "Reference: {reference}.": "রেফারেন্স: {reference}।",
} as const;
