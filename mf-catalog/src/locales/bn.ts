// The catalog's words in Bangla, keyed by their English (messages.ts).
export default {
  // Home's Recent Listings
  'Recent Listings': 'সাম্প্রতিক তালিকাভুক্ত গাড়ি',
  'The newest cars our owners have put up for rent.':
    'আমাদের মালিকেরা সম্প্রতি যে গাড়িগুলো ভাড়ার জন্য দিয়েছেন।',
  'No cars have been listed yet.': 'এখনো কোনো গাড়ি তালিকাভুক্ত হয়নি।',
  'New cars appear here as soon as owners list them. Check back soon!':
    'মালিকেরা নতুন গাড়ি তালিকাভুক্ত করলেই তা এখানে দেখা যাবে। শিগগিরই আবার দেখুন!',
  "We couldn't load the latest cars. Please try again later.":
    'সর্বশেষ গাড়িগুলো লোড করা যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  '{price} / day': '{price} / দিন',
  'No description available.': 'কোনো বিবরণ দেওয়া নেই।',
  Today: 'আজ',
  'Added {days} day(s) ago': '{days} দিন আগে যোগ করা হয়েছে',
  'See More': 'আরও দেখুন',

  // Car details
  'Back to Available Cars': 'উপলব্ধ গাড়ির তালিকায় ফিরে যান',
  '/ day': '/ দিন',
  'Registration number': 'রেজিস্ট্রেশন নম্বর',
  'This car is not available for booking right now.': 'গাড়িটি এই মুহূর্তে বুকিংয়ের জন্য উপলব্ধ নয়।',
  "We couldn't find that car. It may have been removed.":
    'গাড়িটি খুঁজে পাওয়া যায়নি। সম্ভবত এটি সরিয়ে ফেলা হয়েছে।',

  // Available Cars
  'Find the right car for your trip: search by model, brand or location, choose your dates and a price, and sort by date or price.':
    'আপনার যাত্রার জন্য সঠিক গাড়িটি খুঁজে নিন: মডেল, ব্র্যান্ড বা অবস্থান দিয়ে খুঁজুন, তারিখ ও দাম বেছে নিন, আর তারিখ বা দাম অনুযায়ী সাজান।',
  "We couldn't load the cars. Please try again later.":
    'গাড়িগুলো লোড করা যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'Search by model, brand, or location...': 'মডেল, ব্র্যান্ড বা অবস্থান দিয়ে খুঁজুন...',
  'Sort by': 'সাজানোর ক্রম',
  'Oldest First': 'পুরোনোগুলো আগে',
  'List View': 'তালিকা ভিউ',
  'Grid View': 'গ্রিড ভিউ',
  'Cars, grid view': 'গাড়ি, গ্রিড ভিউ',
  'Cars, list view': 'গাড়ি, তালিকা ভিউ',
  Filters: 'ফিল্টার',
  ', {count} set': ', {count}টি চালু',
  'Min price ($/day)': 'সর্বনিম্ন দাম ($/দিন)',
  'Max price ($/day)': 'সর্বোচ্চ দাম ($/দিন)',
  Any: 'যেকোনো',
  'Enter a daily price in dollars, 0 or more.': 'ডলারে দৈনিক ভাড়া লিখুন, ০ বা তার বেশি।',
  'The maximum price cannot be below the minimum price.':
    'সর্বোচ্চ দাম সর্বনিম্ন দামের চেয়ে কম হতে পারে না।',
  'Clear dates': 'তারিখ মুছুন',
  'The dates in this address were left out of the search: {problem}':
    'এই লিংকের তারিখগুলো খোঁজে ধরা হয়নি: {problem}',
  'The from date must be a real calendar date written YYYY-MM-DD.':
    'শুরুর তারিখ অবশ্যই বছর-মাস-দিন আকারে লেখা একটি সঠিক ক্যালেন্ডার তারিখ হতে হবে।',
  'The to date must be a real calendar date written YYYY-MM-DD.':
    'ফেরতের তারিখ অবশ্যই বছর-মাস-দিন আকারে লেখা একটি সঠিক ক্যালেন্ডার তারিখ হতে হবে।',
  '{count, plural, one {# car matches your search.} other {# cars match your search.}}':
    'আপনার খোঁজের সঙ্গে {count, plural, other {#টি গাড়ি}} মিলেছে।',
  '{count, plural, one {# car is free from {from} to {to}.} other {# cars are free from {from} to {to}.}}':
    '{from} থেকে {to} পর্যন্ত {count, plural, other {#টি গাড়ি}} খালি আছে।',
  'No cars are listed right now.': 'এই মুহূর্তে কোনো গাড়ি তালিকাভুক্ত নেই।',
  'Please check back soon.': 'অনুগ্রহ করে শিগগিরই আবার দেখুন।',
  'No cars found matching your search.': 'আপনার খোঁজের সঙ্গে মেলে এমন কোনো গাড়ি পাওয়া যায়নি।',
  'No car is free for all of those dates at that price. Try other dates, or clear them.':
    'ওই দামে ওই সব তারিখে কোনো গাড়ি খালি নেই। অন্য তারিখ দিয়ে চেষ্টা করুন, অথবা তারিখগুলো মুছে দিন।',
  'Nothing matches “{query}”. Try another model, brand or location.':
    '“{query}”-এর সঙ্গে কিছুই মেলেনি। অন্য কোনো মডেল, ব্র্যান্ড বা অবস্থান দিয়ে চেষ্টা করুন।',
  'No car is listed at that price. Try a wider price range.':
    'ওই দামে কোনো গাড়ি তালিকাভুক্ত নেই। দামের সীমা আরও বাড়িয়ে চেষ্টা করুন।',
  'Showing {shown} of {count, plural, one {# car} other {# cars}}.':
    '{count, plural, other {#টি গাড়ির}} মধ্যে {shown}টি দেখানো হচ্ছে।',
  "We couldn't load more cars. Please try again.":
    'আরও গাড়ি লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Loading more cars': 'আরও গাড়ি লোড হচ্ছে',
  'Show more': 'আরও দেখান',

  // An available car's card
  'Price: {price}/day': 'দাম: {price}/দিন',
  'Location:': 'অবস্থান:',
  'Added: {date}': 'যোগ করা হয়েছে: {date}',
  'Bookings: {count}': 'বুকিং: {count}',
  'Features of {model}': '{model}-এর বৈশিষ্ট্য',
} as const;
