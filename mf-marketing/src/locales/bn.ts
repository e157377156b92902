// The marketing remote's words in Bangla, keyed by their English (messages.ts).
export default {
  // Home: the banner and the search under it
  'Drive Your Dreams Today!': 'আজই চালান আপনার স্বপ্নের গাড়ি!',
  'Rent the right car for every journey across Bangladesh, from a day of meetings in Dhaka to a family trip to Cox’s Bazar. Trusted owners, clear prices, easy booking.':
    'ঢাকায় সারা দিনের মিটিং থেকে কক্সবাজারে পারিবারিক ভ্রমণ, বাংলাদেশজুড়ে প্রতিটি যাত্রার জন্য ভাড়া নিন সঠিক গাড়িটি। বিশ্বস্ত মালিক, স্পষ্ট দাম, সহজ বুকিং।',
  'View Available Cars': 'উপলব্ধ গাড়িগুলো দেখুন',
  'A green rental car driving past a city skyline':
    'শহরের উঁচু ভবনগুলোর পাশ দিয়ে চলছে একটি সবুজ ভাড়ার গাড়ি',
  'Find a car for your dates': 'আপনার তারিখে গাড়ি খুঁজুন',
  Where: 'কোথায়',
  "Dhaka, Sylhet, Cox's Bazar...": 'ঢাকা, সিলেট, কক্সবাজার...',

  // Home: Why Choose Us?
  'Why Choose Us?': 'কেন আমাদের বেছে নেবেন?',
  'Everything you need for a smooth rental, in one place.':
    'ঝামেলাহীন গাড়ি ভাড়ার জন্য যা কিছু দরকার, সব এক জায়গায়।',
  'Wide Variety of Cars': 'নানা ধরনের গাড়ি',
  'From compact city hatchbacks to roomy SUVs and luxury sedans, there is a car for every trip and budget.':
    'শহরে চলার ছোট হ্যাচব্যাক থেকে প্রশস্ত এসইউভি ও বিলাসবহুল সেডান, প্রতিটি যাত্রা ও বাজেটের জন্যই আছে উপযুক্ত গাড়ি।',
  'Affordable Prices': 'সাশ্রয়ী দাম',
  'Fair daily rates with the full price shown before you book, so there are never any surprises.':
    'ন্যায্য দৈনিক ভাড়া, আর বুক করার আগেই দেখানো হয় পুরো দাম, তাই কখনো অপ্রত্যাশিত কোনো খরচ নেই।',
  'Easy Booking': 'সহজ বুকিং',
  'Pick your dates, confirm in a few clicks and manage every booking from your account.':
    'তারিখ বেছে নিন, কয়েক ক্লিকেই নিশ্চিত করুন এবং আপনার অ্যাকাউন্ট থেকে প্রতিটি বুকিং পরিচালনা করুন।',
  '24/7 Support': '২৪/৭ সহায়তা',
  'Our team is reachable around the clock, on the road or before you set off.':
    'রওনা দেওয়ার আগে হোক বা পথে, দিনরাত যেকোনো সময় আমাদের টিমের সঙ্গে যোগাযোগ করতে পারেন।',

  // Home: Car Rental Tips
  'Car Rental Tips': 'গাড়ি ভাড়ার পরামর্শ',
  'A few habits that make every rental easier.': 'কয়েকটি অভ্যাস, যা প্রতিটি ভাড়াকে আরও সহজ করে।',
  'Book Early for Eid and Holidays': 'ঈদ ও ছুটির জন্য আগেভাগে বুক করুন',
  'Cars go fast before Eid, Puja and long weekends. Booking a week or two ahead gets you the best choice.':
    'ঈদ, পূজা ও লম্বা ছুটির আগে গাড়ি দ্রুত বুক হয়ে যায়। এক-দুই সপ্তাহ আগে বুক করলে সবচেয়ে বেশি গাড়ি থেকে বেছে নিতে পারবেন।',
  'Demand peaks when half of Dhaka heads home for the holidays. Reserve as soon as your plans are fixed, compare a few cars on the Available Cars page, and keep your booking dates a little flexible: starting a day earlier often means a wider choice and a calmer drive out of the city.':
    'ছুটিতে ঢাকার অর্ধেক মানুষ যখন বাড়ি ফেরেন, তখন চাহিদা থাকে সবচেয়ে বেশি। পরিকল্পনা ঠিক হলেই বুক করে ফেলুন, উপলব্ধ গাড়ির পেজে কয়েকটি গাড়ি তুলনা করুন এবং বুকিংয়ের তারিখ একটু নমনীয় রাখুন: এক দিন আগে রওনা দিলে প্রায়ই বেশি গাড়ি থেকে বেছে নেওয়া যায়, আর শহর থেকে বের হওয়াও হয় অনেক স্বস্তির।',
  'Inspect the Car Before You Drive': 'চালানোর আগে গাড়িটি ভালো করে দেখে নিন',
  'Walk around the car with the owner, note any scratches and check the fuel level before you leave.':
    'রওনা দেওয়ার আগে মালিকের সঙ্গে গাড়িটি চারপাশ ঘুরে দেখুন, কোনো দাগ থাকলে লিখে রাখুন এবং জ্বালানির পরিমাণ দেখে নিন।',
  'Take a few photos of the body, wheels and interior when you collect the car, and make sure the owner sees any existing marks. Check the tyres, the lights, the air conditioning and the spare wheel, and agree on the fuel level you will return it with. Five minutes at pick-up saves long discussions at drop-off.':
    'গাড়ি নেওয়ার সময় বডি, চাকা ও ভেতরের কয়েকটি ছবি তুলে রাখুন এবং আগে থেকে থাকা দাগগুলো মালিককে দেখিয়ে নিন। টায়ার, লাইট, এসি ও অতিরিক্ত চাকা পরীক্ষা করুন, আর কতটা জ্বালানিসহ গাড়ি ফেরত দেবেন তা আগেই ঠিক করে নিন। গাড়ি নেওয়ার সময় পাঁচ মিনিট দিলে ফেরত দেওয়ার সময় দীর্ঘ আলোচনা এড়ানো যায়।',
  'Plan Your Route and Timing': 'পথ ও সময়ের পরিকল্পনা করুন',
  'Traffic and road works can double a journey. Plan around rush hour and check your route before long trips.':
    'যানজট ও রাস্তার কাজে যাত্রার সময় দ্বিগুণ হয়ে যেতে পারে। ব্যস্ত সময় এড়িয়ে পরিকল্পনা করুন এবং দূরের যাত্রার আগে পথটি দেখে নিন।',
  'Leave Dhaka early in the morning or late at night to avoid the worst of the traffic, and allow extra time for ferry crossings and toll plazas on inter-city routes. Keep some cash for tolls, save the owner’s number and our support line in your phone, and take a break every two hours on long drives.':
    'সবচেয়ে বেশি যানজট এড়াতে ভোরে বা রাতে ঢাকা ছাড়ুন, আর আন্তঃজেলা পথে ফেরি পারাপার ও টোল প্লাজার জন্য বাড়তি সময় হাতে রাখুন। টোলের জন্য কিছু নগদ টাকা সঙ্গে রাখুন, মালিকের নম্বর ও আমাদের সহায়তা নম্বর ফোনে রেখে দিন, এবং দূরের যাত্রায় প্রতি দুই ঘণ্টা পরপর বিরতি নিন।',
  'Read More': 'আরও পড়ুন',
  'Show Less': 'কম দেখান',

  // Home: How It Works
  'How It Works': 'যেভাবে কাজ করে',
  'On the road in three simple steps.': 'মাত্র তিনটি সহজ ধাপে পথে নামুন।',
  'Browse Cars': 'গাড়ি দেখুন',
  'Search by model, brand or location and compare prices, features and availability.':
    'মডেল, ব্র্যান্ড বা এলাকা দিয়ে খুঁজুন এবং দাম, বৈশিষ্ট্য ও প্রাপ্যতা তুলনা করুন।',
  'Book Online': 'অনলাইনে বুক করুন',
  'Choose your start and end dates, see the total price and confirm your booking in seconds.':
    'শুরুর ও ফেরতের তারিখ বেছে নিন, মোট দাম দেখুন এবং কয়েক সেকেন্ডেই বুকিং নিশ্চিত করুন।',
  'Drive & Enjoy': 'চালান ও উপভোগ করুন',
  'Collect your car from the owner and enjoy the road, with our support a call away.':
    'মালিকের কাছ থেকে গাড়ি বুঝে নিন আর নিশ্চিন্তে পথ উপভোগ করুন; আমাদের সহায়তা মাত্র একটি ফোনকলের দূরত্বে।',

  // Home: Special Offers
  'Special Offers': 'বিশেষ অফার',
  'Save on your next trip with our current deals.':
    'আমাদের চলতি অফারে আপনার পরের যাত্রায় সাশ্রয় করুন।',
  'Weekend Saver': 'সাপ্তাহিক ছুটির সাশ্রয়',
  '15% off': '১৫% ছাড়',
  'Get 15% off rentals from Friday to Sunday. Perfect for a quick escape to Sylhet’s tea gardens or the beach at Cox’s Bazar.':
    'শুক্রবার থেকে রবিবার পর্যন্ত ভাড়ায় পান ১৫% ছাড়। সিলেটের চা-বাগান বা কক্সবাজারের সৈকতে ছোট্ট একটি বেড়ানোর জন্য একদম উপযুক্ত।',
  'Book a Weekend Car': 'ছুটির দিনের গাড়ি বুক করুন',
  'Luxury Holiday Deal': 'বিলাসবহুল ছুটির অফার',
  '$99/day': '$৯৯/দিন',
  'Travel in style this holiday: luxury cars at just $99/day for weddings, family trips and special occasions.':
    'এই ছুটিতে ভ্রমণ করুন আভিজাত্যে: বিয়ে, পারিবারিক ভ্রমণ ও বিশেষ উপলক্ষের জন্য বিলাসবহুল গাড়ি মাত্র $৯৯/দিন।',
  'Browse Luxury Cars': 'বিলাসবহুল গাড়ি দেখুন',

  // About
  'About CarZone': 'CarZone সম্পর্কে',
  'CarZone is Bangladesh’s car rental marketplace. We connect people who need a car with owners who have one, so that renting is simple, fair and safe, whether you need a car for an afternoon in Dhaka or a week on the road.':
    'CarZone বাংলাদেশের গাড়ি ভাড়ার মার্কেটপ্লেস। যাঁদের গাড়ি দরকার, তাঁদের আমরা যুক্ত করি গাড়ির মালিকদের সঙ্গে, যাতে ঢাকায় এক বিকেলের জন্য হোক বা পথে এক সপ্তাহের জন্য, গাড়ি ভাড়া নেওয়া হয় সহজ, ন্যায্য ও নিরাপদ।',
  'Wide Vehicle Selection': 'গাড়ির বিশাল সম্ভার',
  'Economy hatchbacks for city errands, family sedans and microbuses for trips home, rugged SUVs for the hill tracts and premium cars for weddings and business. Owners across the country list their cars with us, so the choice keeps growing.':
    'শহরের কাজের জন্য সাশ্রয়ী হ্যাচব্যাক, বাড়ি যাওয়ার জন্য পারিবারিক সেডান ও মাইক্রোবাস, পার্বত্য অঞ্চলের জন্য মজবুত এসইউভি, আর বিয়ে ও ব্যবসার কাজে প্রিমিয়াম গাড়ি। সারা দেশের মালিকেরা আমাদের এখানে তাঁদের গাড়ি তালিকাভুক্ত করেন, তাই বেছে নেওয়ার সুযোগ বেড়েই চলেছে।',
  'Nationwide Coverage': 'সারা দেশে সেবা',
  'Find cars in Dhaka, Chattogram, Sylhet, Rajshahi, Khulna, Barishal, Rangpur and Cox’s Bazar, with pick-up points in city centres and near Hazrat Shahjalal International Airport. Wherever your journey starts, a car is close by.':
    'ঢাকা, চট্টগ্রাম, সিলেট, রাজশাহী, খুলনা, বরিশাল, রংপুর ও কক্সবাজারে গাড়ি পাবেন, শহরের কেন্দ্রে এবং হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দরের কাছে গাড়ি নেওয়ার জায়গাসহ। আপনার যাত্রা যেখান থেকেই শুরু হোক, কাছেই আছে একটি গাড়ি।',
  'Customer-First Approach': 'গ্রাহকই আমাদের কাছে প্রথম',
  'Clear prices with no hidden fees, flexible dates you can change from your account, and a support team that answers around the clock. We listen to every renter and owner, and we improve CarZone with what you tell us.':
    'কোনো লুকানো ফি ছাড়া স্পষ্ট দাম, আপনার অ্যাকাউন্ট থেকেই বদলানো যায় এমন নমনীয় তারিখ, আর দিনরাত সাড়া দেয় এমন সহায়তা টিম। আমরা প্রত্যেক ভাড়াটিয়া ও মালিকের কথা শুনি, এবং আপনার মতামত নিয়েই আমরা CarZone আরও ভালো করে তুলি।',
  'Safety and Maintenance': 'নিরাপত্তা ও রক্ষণাবেক্ষণ',
  'Every listed car needs a valid registration, fitness certificate and insurance. Owners keep their cars serviced and check tyres, brakes and lights before each rental, and you can report any concern to us at any time.':
    'তালিকাভুক্ত প্রতিটি গাড়ির বৈধ রেজিস্ট্রেশন, ফিটনেস সনদ ও বিমা থাকা আবশ্যক। মালিকেরা নিয়মিত গাড়ির সার্ভিসিং করান এবং প্রতিবার ভাড়ার আগে টায়ার, ব্রেক ও লাইট পরীক্ষা করেন, আর যেকোনো সমস্যার কথা আপনি যেকোনো সময় আমাদের জানাতে পারেন।',
  'Ready for your next trip?': 'পরের যাত্রার জন্য প্রস্তুত?',
  'Browse the cars available near you, or tell us what you are looking for and we will help you find it.':
    'আপনার কাছাকাছি উপলব্ধ গাড়িগুলো দেখুন, অথবা কী খুঁজছেন আমাদের জানান, আমরা খুঁজে পেতে সাহায্য করব।',
  'Contact Us': 'যোগাযোগ করুন',

  // FAQ
  'Frequently Asked Questions': 'সচরাচর জিজ্ঞাসিত প্রশ্ন',
  'Quick answers about renting a car with CarZone.':
    'CarZone থেকে গাড়ি ভাড়া নেওয়া সম্পর্কে সংক্ষিপ্ত উত্তর।',
  'What documents do I need to rent a car?': 'গাড়ি ভাড়া নিতে কী কী কাগজপত্র লাগবে?',
  'Bring your National ID card (NID) or, for foreign visitors, your passport, together with a valid driving licence: a Bangladeshi licence from BRTA or an international driving permit with your home licence. The owner checks the originals when you collect the car, and may ask for a recent photo or a utility bill as proof of address.':
    'সঙ্গে আনুন আপনার জাতীয় পরিচয়পত্র (এনআইডি) অথবা বিদেশি অতিথি হলে পাসপোর্ট, এবং একটি বৈধ ড্রাইভিং লাইসেন্স: বিআরটিএ-র দেওয়া বাংলাদেশি লাইসেন্স, অথবা নিজ দেশের লাইসেন্সের সঙ্গে আন্তর্জাতিক ড্রাইভিং পারমিট। গাড়ি নেওয়ার সময় মালিক মূল কাগজপত্র যাচাই করেন এবং সাম্প্রতিক ছবি বা ঠিকানার প্রমাণ হিসেবে কোনো ইউটিলিটি বিল চাইতে পারেন।',
  'Can I rent a car without a credit card?': 'ক্রেডিট কার্ড ছাড়া কি গাড়ি ভাড়া নেওয়া যায়?',
  'Yes. Most owners accept payment by bKash or Nagad, a debit card or a bank transfer, and many also take cash. Some ask for a refundable security deposit, which you can pay in cash or by mobile banking; it is returned when the car comes back in the same condition.':
    'হ্যাঁ। বেশির ভাগ মালিক বিকাশ বা নগদ, ডেবিট কার্ড অথবা ব্যাংক ট্রান্সফারে পেমেন্ট নেন, অনেকে নগদ টাকাও নেন। কেউ কেউ ফেরতযোগ্য জামানত চান, যা নগদ টাকায় বা মোবাইল ব্যাংকিংয়ে দিতে পারেন; গাড়ি একই অবস্থায় ফেরত এলে জামানত ফিরিয়ে দেওয়া হয়।',
  'What is the minimum age to rent a car?': 'গাড়ি ভাড়া নিতে ন্যূনতম বয়স কত?',
  'You usually need to be at least 21 years old and to have held your driving licence for at least one year. Drivers under 25 may pay a young-driver fee, and some owners of premium and luxury cars set a higher minimum age, which is shown on the car’s page.':
    'সাধারণত আপনার বয়স কমপক্ষে ২১ বছর হতে হবে এবং অন্তত এক বছর ধরে ড্রাইভিং লাইসেন্স থাকতে হবে। ২৫ বছরের কম বয়সী চালকদের তরুণ চালক ফি দিতে হতে পারে, আর প্রিমিয়াম ও বিলাসবহুল গাড়ির কিছু মালিক আরও বেশি ন্যূনতম বয়স নির্ধারণ করেন, যা গাড়ির পেজে দেখানো থাকে।',
  'Are there any hidden fees?': 'কোনো লুকানো ফি আছে কি?',
  'No. The price you see when you book is the price you pay: the number of days multiplied by the daily price, plus a 10% service charge. Fuel, tolls and ferry fares on your trip are up to you, and a late return or a young-driver fee is agreed with the owner before you book.':
    'না। বুক করার সময় যে দাম দেখেন, সেটাই পরিশোধ করবেন: দিনের সংখ্যা গুণ দৈনিক ভাড়া, সঙ্গে ১০% সার্ভিস চার্জ। যাত্রাপথের জ্বালানি, টোল ও ফেরি ভাড়া আপনার নিজের খরচ, আর দেরিতে ফেরত দেওয়া বা তরুণ চালক ফি বুক করার আগেই মালিকের সঙ্গে ঠিক করে নেওয়া হয়।',
  'Can someone else drive the car too?': 'অন্য কেউ কি গাড়িটি চালাতে পারবেন?',
  'Yes, you can add drivers when you collect the car. Each additional driver must meet the same age and licence requirements and show their NID or passport and driving licence to the owner. Only the drivers named at pick-up may drive the car.':
    'হ্যাঁ, গাড়ি নেওয়ার সময় আপনি চালক যোগ করতে পারেন। প্রত্যেক অতিরিক্ত চালককে বয়স ও লাইসেন্সের একই শর্ত পূরণ করতে হবে এবং মালিককে নিজের এনআইডি বা পাসপোর্ট ও ড্রাইভিং লাইসেন্স দেখাতে হবে। গাড়ি নেওয়ার সময় যাঁদের নাম দেওয়া হয়েছে, শুধু তাঁরাই গাড়ি চালাতে পারবেন।',
  'Can I drive outside the city or the country?': 'শহরের বাইরে বা দেশের বাইরে কি গাড়ি চালাতে পারব?',
  'Inter-city travel anywhere in Bangladesh is allowed, from Dhaka to Chattogram, Sylhet, Cox’s Bazar and beyond; just tell the owner your route when you collect the car. Taking a rental car across the border into India or Myanmar is not allowed.':
    'বাংলাদেশের যেকোনো জায়গায় আন্তঃজেলা ভ্রমণ করা যায়, ঢাকা থেকে চট্টগ্রাম, সিলেট, কক্সবাজার কিংবা আরও দূরে; শুধু গাড়ি নেওয়ার সময় মালিককে আপনার যাত্রাপথ জানিয়ে দিন। ভাড়ার গাড়ি নিয়ে সীমান্ত পেরিয়ে ভারত বা মিয়ানমারে যাওয়া যাবে না।',
  'Still have a question?': 'আরও কোনো প্রশ্ন আছে?',
  'Contact us': 'আমাদের সঙ্গে যোগাযোগ করুন',

  // Contact
  'Questions about a booking, listing your car or anything else? We are happy to help.':
    'বুকিং, আপনার গাড়ি তালিকাভুক্ত করা বা অন্য কিছু নিয়ে প্রশ্ন আছে? আমরা সানন্দে সাহায্য করব।',
  'Get in touch': 'যোগাযোগের উপায়',
  'Our support team answers every day. Write, call or visit our office in Dhaka.':
    'আমাদের সহায়তা টিম প্রতিদিন সাড়া দেয়। লিখুন, ফোন করুন অথবা ঢাকায় আমাদের অফিসে আসুন।',
  Address: 'ঠিকানা',
  'Write to us': 'আমাদের লিখুন',
  'Your full name': 'আপনার পুরো নাম',
  Message: 'বার্তা',
  '{count} / {max} characters': '{count} / {max} অক্ষর',
  'How can we help?': 'আমরা কীভাবে সাহায্য করতে পারি?',
  'Sending...': 'পাঠানো হচ্ছে...',
  'Send Message': 'বার্তা পাঠান',
  'Thank you for reaching out! We will get back to you soon.':
    'যোগাযোগ করার জন্য ধন্যবাদ! আমরা শিগগিরই আপনার সঙ্গে যোগাযোগ করব।',
  'Failed to send message': 'বার্তা পাঠানো যায়নি',
  'Your name can be at most {max} characters long.': 'আপনার নাম সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'Your e-mail address can be at most {max} characters long.':
    'আপনার ইমেইল ঠিকানা সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  'Please enter a message.': 'অনুগ্রহ করে একটি বার্তা লিখুন।',
  'Your message can be at most {max} characters long.': 'আপনার বার্তা সর্বোচ্চ {max} অক্ষরের হতে পারে।',
} as const;
