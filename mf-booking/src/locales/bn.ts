// Generated from bn.po, the file translators edit, by packages/web-testing's
// translation-files.test.ts: do not edit. `npm run translations` writes it again.
export default {
  'Sign in to book this car; you will come back here.':
    'গাড়িটি বুক করতে সাইন ইন করুন; এরপর আপনি এখানেই ফিরে আসবেন।',
  'This car is not available for booking.': 'এই গাড়িটি বুকিংয়ের জন্য উপলব্ধ নয়।',
  'You cannot book your own car.': 'আপনি নিজের গাড়ি বুক করতে পারবেন না।',
  'Try again later.': 'পরে আবার চেষ্টা করুন।',
  'Start Date': 'শুরুর তারিখ',
  'End Date': 'ফেরতের তারিখ',
  'Checking which days are already booked…': 'কোন দিনগুলো আগেই বুক করা আছে, তা দেখা হচ্ছে…',
  "We couldn't check which days are already booked; we will when you confirm.":
    'কোন দিনগুলো আগেই বুক করা আছে, তা এখন দেখা যায়নি; আপনি নিশ্চিত করলে আমরা তা যাচাই করব।',
  'Taken days are greyed out; the car is free again on the last day of each range.':
    'বুক করা দিনগুলো ধূসর করে দেখানো হয়েছে; প্রতিটি সময়সীমার শেষ দিনে গাড়িটি আবার খালি হয়।',
  'Already booked: {range}': 'আগেই বুক করা: {range}',
  'Invalid Dates': 'তারিখ সঠিক নয়',
  'Please select valid start and end dates.': 'অনুগ্রহ করে সঠিক শুরুর ও ফেরতের তারিখ বেছে নিন।',
  'Please select both dates.': 'অনুগ্রহ করে দুটি তারিখই বেছে নিন।',
  'These dates are already booked': 'এই তারিখগুলো আগেই বুক করা হয়েছে',
  'Confirm Booking': 'বুকিং নিশ্চিত করুন',
  'Booking...': 'বুক করা হচ্ছে...',
  'Booking Failed': 'বুকিং করা যায়নি',
  'Booking Confirmed': 'বুকিং নিশ্চিত হয়েছে',
  'You booked {carModel}': 'আপনি {carModel} বুক করেছেন',
  Model: 'মডেল',
  'Price per day': 'দৈনিক ভাড়া',
  'These dates are already booked: {range}': 'এই তারিখগুলো আগেই বুক করা হয়েছে: {range}',
  'The car was booked for some of those days after your search. Choose other dates; taken days are greyed out.':
    'আপনি খোঁজার পরে ওই দিনগুলোর কয়েকটিতে গাড়িটি বুক হয়ে গেছে। অন্য তারিখ বেছে নিন; বুক করা দিনগুলো ধূসর করে দেখানো হয়েছে।',
  'The car was booked for some of those days while you were choosing. Choose other dates; taken days are greyed out.':
    'আপনি তারিখ বাছাই করার সময়েই ওই দিনগুলোর কয়েকটিতে গাড়িটি বুক হয়ে গেছে। অন্য তারিখ বেছে নিন; বুক করা দিনগুলো ধূসর করে দেখানো হয়েছে।',
  'Total Price': 'মোট দাম',
  'Days × price per day, plus a 10% service charge.':
    'দিনের সংখ্যা × দৈনিক ভাড়া, সঙ্গে ১০% সার্ভিস চার্জ।',
  'Your bookings, newest first. Change the dates of one still to come, or cancel it.':
    'আপনার বুকিংগুলো, সবচেয়ে নতুনটি আগে। সামনে থাকা কোনো বুকিংয়ের তারিখ বদলাতে পারেন, অথবা সেটি বাতিল করতে পারেন।',
  'Error: Invalid booking data received.': 'ত্রুটি: বুকিংয়ের তথ্য সঠিকভাবে পাওয়া যায়নি।',
  'No bookings found.': 'কোনো বুকিং পাওয়া যায়নি।',
  'Booking Date': 'বুকিংয়ের তারিখ',
  Status: 'অবস্থা',
  'No actions': 'করার কিছু নেই',
  'Modify Date': 'তারিখ পরিবর্তন করুন',
  'Modify Date of {carModel}': '{carModel}-এর তারিখ পরিবর্তন করুন',
  'Cancel {carModel}': '{carModel}-এর বুকিং বাতিল করুন',
  'Save Dates': 'তারিখ সংরক্ষণ করুন',
  'Saving...': 'সংরক্ষণ করা হচ্ছে...',
  'Update failed': 'তারিখ পরিবর্তন করা যায়নি',
  'Updated!': 'তারিখ পরিবর্তন হয়েছে!',
  '{carModel}: now {start} – {end}': '{carModel}: এখন {start} – {end}',
  'New Total Price': 'নতুন মোট দাম',
  'Are you sure you want to cancel this booking?': 'আপনি কি নিশ্চিত যে এই বুকিংটি বাতিল করতে চান?',
  No: 'না',
  Yes: 'হ্যাঁ',
  'Canceling...': 'বাতিল করা হচ্ছে...',
  'Cancel failed': 'বাতিল করা যায়নি',
  'Canceled!': 'বাতিল হয়েছে!',
  "The owner's rules:": 'মালিকের নিয়ম:',
  'At least {count, plural, one {# day} other {# days}}': 'কমপক্ষে {count, plural, other {# দিন}}',
  'At most {count, plural, one {# day} other {# days}}': 'সর্বোচ্চ {count, plural, other {# দিন}}',
  'Book {count, plural, one {# hour} other {# hours}} ahead':
    '{count, plural, other {# ঘণ্টা}} আগে বুক করুন',
  'This car is rented for at least {minDays, plural, one {# day} other {# days}}: choose a longer trip.':
    'এই গাড়িটি কমপক্ষে {minDays, plural, other {# দিনের}} জন্য ভাড়া দেওয়া হয়: আরও লম্বা ট্রিপ বেছে নিন।',
  'This car is rented for at most {maxDays, plural, one {# day} other {# days}}: choose a shorter trip.':
    'এই গাড়িটি সর্বোচ্চ {maxDays, plural, other {# দিনের}} জন্য ভাড়া দেওয়া হয়: আরও ছোট ট্রিপ বেছে নিন।',
  'This car must be booked {hours, plural, one {# hour} other {# hours}} ahead: the earliest start date is {earliest}.':
    'এই গাড়িটি {hours, plural, other {# ঘণ্টা}} আগে বুক করতে হয়: সবচেয়ে আগের শুরুর তারিখ {earliest}।',
} as const;
