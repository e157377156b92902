// The shell's words in Bangla, keyed by their English (messages.ts).
export default {
  // The nav bar (features/layout/nav-bar.tsx)
  Home: 'হোম',
  User: 'ব্যবহারকারী',
  '{name}: account menu': '{name}: অ্যাকাউন্ট মেনু',
  'Profile and devices': 'প্রোফাইল ও ডিভাইস',
  'Sign out of all devices': 'সব ডিভাইস থেকে সাইন আউট করুন',
  'Open menu': 'মেনু খুলুন',
  Main: 'প্রধান',
  Loading: 'লোড হচ্ছে',
  'Sign out': 'সাইন আউট',
  Login: 'সাইন ইন',

  // The language switch (features/language)
  'The Bangla texts could not be loaded. Please try again.':
    'বাংলা লেখাগুলো লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Your choice is kept on this device, but your account could not be updated.':
    'আপনার পছন্দ এই ডিভাইসে সংরক্ষিত আছে, কিন্তু আপনার অ্যাকাউন্ট আপডেট করা যায়নি।',
  'Your e-mails stay in the language chosen before. Please try again later.':
    'আপনার ইমেইলগুলো আগে বেছে নেওয়া ভাষাতেই আসবে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',

  // The footer
  'Rent your dream car easily and affordably.': 'সহজে ও সাশ্রয়ী মূল্যে আপনার স্বপ্নের গাড়ি ভাড়া নিন।',
  'Quick Links': 'দ্রুত লিংক',
  'List Your Car': 'আপনার গাড়ি তালিকাভুক্ত করুন',
  Company: 'প্রতিষ্ঠান',
  'About Us': 'আমাদের সম্পর্কে',
  'Operating Hours': 'কার্যসময়',
  'Mon-Fri 8:00 AM-8:00 PM': 'সোম-শুক্রবার সকাল ৮:০০-রাত ৮:০০',
  'Sat 9:00 AM-6:00 PM': 'শনিবার সকাল ৯:০০-সন্ধ্যা ৬:০০',
  'Sun closed': 'রবিবার বন্ধ',
  '24/7 online booking': '২৪/৭ অনলাইন বুকিং',
  'Popular Locations': 'জনপ্রিয় লোকেশন',
  'Dhaka City Center': 'ঢাকা সিটি সেন্টার',
  'Hazrat Shahjalal Airport': 'হযরত শাহজালাল বিমানবন্দর',
  'Chittagong Downtown': 'চট্টগ্রাম ডাউনটাউন',
  "Cox's Bazar Beach Road": 'কক্সবাজার বিচ রোড',
  '© {year} CarZone. All rights reserved.': '© {year} CarZone। সর্বস্বত্ব সংরক্ষিত।',
  'CarZone: rent your dream car easily and affordably, anywhere in Bangladesh.':
    'CarZone: বাংলাদেশের যেকোনো জায়গায় সহজে ও সাশ্রয়ে আপনার স্বপ্নের গাড়ি ভাড়া নিন।',
  'Follow us': 'আমাদের অনুসরণ করুন',

  // Loading
  'Loading page': 'পেজ লোড হচ্ছে',
  'loading.....': 'লোড হচ্ছে.....',
  'Loading the newest cars': 'নতুন গাড়িগুলো লোড হচ্ছে',

  // Not found, not allowed, unexpected error
  'Page Not Found': 'পেজ পাওয়া যায়নি',
  'A road that ends': 'শেষ হয়ে যাওয়া একটি রাস্তা',
  '404 - page not found': '৪০৪ - পেজ পাওয়া যায়নি',
  "Oop! The page you are looking for doesn't exist": 'ওহো! আপনি যে পেজটি খুঁজছেন সেটি নেই',
  'Go Back Home': 'হোমে ফিরে যান',
  'Not Allowed': 'অনুমতি নেই',
  '403 - not allowed': '৪০৩ - অনুমতি নেই',
  'This page belongs to someone else.': 'এই পেজটি অন্য কারও।',
  'Something went wrong': 'কিছু একটা সমস্যা হয়েছে',
  'We are sorry: this page could not be shown. Please try again.':
    'আমরা দুঃখিত: এই পেজটি দেখানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',

  // Greeting
  Hello: 'হ্যালো',
  'Hello from CarZone!': 'CarZone থেকে হ্যালো!',

  // An area that could not load (features/remotes), and the booking slot
  'This area is not available right now': 'এই অংশটি এখন পাওয়া যাচ্ছে না',
  'We could not load the {area}. The rest of CarZone keeps working; please try again in a moment.':
    '{area} লোড করা যায়নি। সাইটের বাকি সব কিছু ঠিকমতো চলছে; অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  'this area': 'এই অংশ',
  'Online booking is not available right now. Please try again later.':
    'অনলাইন বুকিং এখন পাওয়া যাচ্ছে না। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',

  // Signing in and out: what Firebase's refusals and the server's session mean
  'Incorrect e-mail or password.': 'ইমেইল বা পাসওয়ার্ড ভুল।',
  'Please enter your password.': 'অনুগ্রহ করে আপনার পাসওয়ার্ড লিখুন।',
  'An account with this e-mail address already exists.':
    'এই ইমেইল ঠিকানায় ইতিমধ্যে একটি অ্যাকাউন্ট আছে।',
  'Password must be at least 6 characters long.': 'পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে।',
  'Too many attempts. Please wait a moment and try again.':
    'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন।',
  'Could not reach the sign-in service. Check your connection and try again.':
    'সাইন ইন সেবায় পৌঁছানো যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'Google sign-in was closed before it finished.': 'Google সাইন ইন শেষ হওয়ার আগেই বন্ধ হয়ে গেছে।',
  'Your browser blocked the Google sign-in window. Allow pop-ups and try again.':
    'আপনার ব্রাউজার Google সাইন ইনের উইন্ডোটি আটকে দিয়েছে। পপ-আপ চালু করে আবার চেষ্টা করুন।',
  'This password reset link has expired. Please ask for a new one.':
    'পাসওয়ার্ড রিসেটের এই লিংকটির মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন একটি লিংক চেয়ে নিন।',
  'This password reset link is invalid or has already been used. Please ask for a new one.':
    'পাসওয়ার্ড রিসেটের এই লিংকটি সঠিক নয় অথবা আগেই ব্যবহার করা হয়েছে। অনুগ্রহ করে নতুন একটি লিংক চেয়ে নিন।',
  'This account has been disabled.': 'এই অ্যাকাউন্টটি নিষ্ক্রিয় করা হয়েছে।',
  'Something went wrong. Please try again.': 'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'We could not sign you in to CarZone right now. Please try again in a moment.':
    'এই মুহূর্তে আপনার CarZone অ্যাকাউন্টে সাইন ইন করানো যায়নি। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  'You have been signed out on this device. Please sign in again.':
    'এই ডিভাইসে আপনাকে সাইন আউট করা হয়েছে। অনুগ্রহ করে আবার সাইন ইন করুন।',
  'Signed out of all devices': 'সব ডিভাইস থেকে সাইন আউট করা হয়েছে',
  'Sign out successful': 'সাইন আউট সফল হয়েছে',
  'Could not sign out. Please try again.': 'সাইন আউট করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Could not sign out of all devices. Please try again.':
    'সব ডিভাইস থেকে সাইন আউট করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',

  // The domain's password and profile-photo rules (features/auth/rule-problems.ts)
  'Password must include at least one lowercase letter..':
    'পাসওয়ার্ডে অন্তত একটি ইংরেজি ছোট হাতের অক্ষর থাকতে হবে।',
  'Password must include at least one Uppercase letter..':
    'পাসওয়ার্ডে অন্তত একটি ইংরেজি বড় হাতের অক্ষর থাকতে হবে।',
  'The photo URL must be a public web address starting with https://':
    'ছবির লিংক অবশ্যই https:// দিয়ে শুরু হওয়া একটি পাবলিক ওয়েব ঠিকানা হতে হবে।',
  'The photo URL must be at most {max} characters long.': 'ছবির লিংক সর্বোচ্চ {max} অক্ষরের হতে পারে।',

  // Google, the sign-in and sign-up pages
  'Google login successful': 'Google দিয়ে সাইন ইন সফল হয়েছে',
  'Continue with Google': 'Google দিয়ে চালিয়ে যান',
  or: 'অথবা',
  'Sign In': 'সাইন ইন',
  'Please enter your e-mail address and password.': 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা ও পাসওয়ার্ড লিখুন।',
  'Signin successful': 'সাইন ইন সফল হয়েছে',
  'Login to your account': 'আপনার অ্যাকাউন্টে সাইন ইন করুন',
  "Don't have an account?": 'অ্যাকাউন্ট নেই?',
  'Sign up': 'সাইন আপ করুন',
  Password: 'পাসওয়ার্ড',
  'Forgot password?': 'পাসওয়ার্ড ভুলে গেছেন?',
  'Sign in': 'সাইন ইন করুন',
  'Sign Up': 'সাইন আপ',
  'SignUp successful': 'সাইন আপ সফল হয়েছে',
  'Signup to your account': 'নতুন অ্যাকাউন্ট খুলুন',
  'Already have an account?': 'আগে থেকেই অ্যাকাউন্ট আছে?',
  'Photo URL': 'ছবির লিংক',
  'Optional. Without one, a default picture shows.': 'ঐচ্ছিক। না দিলে একটি সাধারণ ছবি দেখানো হবে।',

  // Forgotten and reset passwords
  'Forgot Password': 'পাসওয়ার্ড ভুলে গেছেন',
  'Forgot your password?': 'পাসওয়ার্ড ভুলে গেছেন?',
  'Enter your e-mail address and we will send you a link to choose a new password.':
    'আপনার ইমেইল ঠিকানা লিখুন, নতুন পাসওয়ার্ড বেছে নেওয়ার জন্য আমরা আপনাকে একটি লিংক পাঠাব।',
  'Email address': 'ইমেইল ঠিকানা',
  'Reset Password': 'পাসওয়ার্ড রিসেট করুন',
  'This password reset link is incomplete. Please ask for a new one.':
    'পাসওয়ার্ড রিসেটের এই লিংকটি অসম্পূর্ণ। অনুগ্রহ করে নতুন একটি লিংক চেয়ে নিন।',
  'Your password has been changed. Please sign in with the new one.':
    'আপনার পাসওয়ার্ড পরিবর্তন করা হয়েছে। অনুগ্রহ করে নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন।',
  'Choose a new password': 'নতুন পাসওয়ার্ড বেছে নিন',
  'Checking the link': 'লিংকটি যাচাই করা হচ্ছে',
  'Send a new link': 'নতুন লিংক পাঠান',
  'For {email}': 'অ্যাকাউন্ট: {email}',
  'New password': 'নতুন পাসওয়ার্ড',
  'Save new password': 'নতুন পাসওয়ার্ড সংরক্ষণ করুন',

  // The profile page (devices)
  Profile: 'প্রোফাইল',
  'Your profile': 'আপনার প্রোফাইল',
  'Your account, and the devices signed in to it.': 'আপনার অ্যাকাউন্ট এবং এতে সাইন ইন করা ডিভাইসগুলো।',
  "{name}'s profile photo": '{name}-এর প্রোফাইল ছবি',
  'Signed-in devices': 'সাইন ইন করা ডিভাইস',
  'This device': 'এই ডিভাইস',
  'Active now': 'এখন সক্রিয়',
  'Last seen {time}': 'সর্বশেষ সক্রিয়: {time}',
  'Signed in {time}': 'সাইন ইন: {time}',
  'Sign out this device': 'এই ডিভাইস থেকে সাইন আউট করুন',
  'Sign out {device}, {browser}': '{device}, {browser} থেকে সাইন আউট করুন',
  'Signed out of {device} ({browser})': '{device} ({browser}) থেকে সাইন আউট করা হয়েছে',
  'Could not sign that device out. Please try again.':
    'ওই ডিভাইসটি সাইন আউট করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  '{os} phone': '{os} ফোন',
  '{os} tablet': '{os} ট্যাবলেট',
  '{os} computer': '{os} কম্পিউটার',
  '{os} device': '{os} ডিভাইস',
  Tablet: 'ট্যাবলেট',
  Computer: 'কম্পিউটার',
  'Unknown device': 'অজানা ডিভাইস',
  'Unknown browser': 'অজানা ব্রাউজার',
} as const;
