// The one route map: the shell's router and every link in every unit use it.

/** The query parameter that carries the page to return to after signing in. */
export const RETURN_TO_PARAM = 'from';

export const routes = {
  home: { path: '/', getHref: () => '/' },
  signUp: { path: '/signup', getHref: () => '/signup' },
  /** With `returnTo`, the sign-in page brings the visitor back there afterwards. */
  signIn: {
    path: '/signin',
    getHref: (returnTo?: string) =>
      returnTo === undefined
        ? '/signin'
        : `/signin?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`,
  },
  forgotPassword: { path: '/forgetPassword', getHref: () => '/forgetPassword' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  contact: { path: '/contact', getHref: () => '/contact' },
  about: { path: '/about', getHref: () => '/about' },
  faq: { path: '/faq', getHref: () => '/faq' },
  greeting: { path: '/a', getHref: () => '/a' },
  availableCars: { path: '/available', getHref: () => '/available' },
  carDetails: { path: '/car/:id', getHref: (id: string) => `/car/${encodeURIComponent(id)}` },
  addCar: { path: '/addCars', getHref: () => '/addCars' },
  /** The footer's "List Your Car" link; it leads to the add-car page. */
  listYourCar: { path: '/add-car', getHref: () => '/add-car' },
  myCars: {
    path: '/cars/:email',
    getHref: (email: string) => `/cars/${encodeURIComponent(email)}`,
  },
  updateCar: { path: '/update/:id', getHref: (id: string) => `/update/${encodeURIComponent(id)}` },
  /** One of the owner's cars by month: its bookings, the days they blocked, blocking more. */
  carCalendar: {
    path: '/my-cars/:id/calendar',
    getHref: (id: string) => `/my-cars/${encodeURIComponent(id)}/calendar`,
  },
  myBookings: { path: '/bookings', getHref: () => '/bookings' },
  /** The booking requests waiting for the signed-in owner's answer. */
  requests: { path: '/requests', getHref: () => '/requests' },
  /** The signed-in person's name, e-mail, photo and signed-in devices. */
  profile: { path: '/profile', getHref: () => '/profile' },
  /** The signed-in person's conversations with owners and renters. */
  messages: { path: '/messages', getHref: () => '/messages' },
  /** One conversation, beside the list on a wide screen. */
  messageThread: {
    path: '/messages/:threadId',
    getHref: (threadId: string) => `/messages/${encodeURIComponent(threadId)}`,
  },
  /** Writing a first question to a car's owner ("Ask the owner"). */
  askOwner: {
    path: '/messages/ask/:carId',
    getHref: (carId: string) => `/messages/ask/${encodeURIComponent(carId)}`,
  },
  /** The conversation of a booking's car and renter, opened from the booking ("Message"). */
  bookingMessages: {
    path: '/messages/booking/:bookingId',
    getHref: (bookingId: string) => `/messages/booking/${encodeURIComponent(bookingId)}`,
  },
  /** The operators' console, for staff only (anyone else gets the site's 404 page): its overview. */
  admin: { path: '/admin', getHref: () => '/admin' },
  /** Who holds a staff role; an admin gives and removes them. */
  adminStaff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  /** The audit log of staff actions, newest first. */
  adminAudit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  /** The reports people sent, open ones oldest first (`?status=resolved` for the handled ones). */
  adminReports: { path: '/admin/reports', getHref: () => '/admin/reports' },
  /** The published reviews, shown ones newest first (`?state=hidden` for those staff hid). */
  adminReviews: { path: '/admin/reviews', getHref: () => '/admin/reviews' },
  /** The cars waiting for review, oldest first (`?state=hidden` or `?state=rejected`). */
  adminListings: { path: '/admin/listings', getHref: () => '/admin/listings' },
  /** Finance: payments held for review and refunds to follow; refunds by hand. */
  adminPayments: { path: '/admin/payments', getHref: () => '/admin/payments' },
  /** People: found by e-mail, name or verified number, newest first. */
  adminPeople: { path: '/admin/people', getHref: () => '/admin/people' },
  /** One person's account as staff read it, with Suspend and Reinstate. */
  adminPerson: {
    path: '/admin/people/:email',
    getHref: (email: string) => `/admin/people/${encodeURIComponent(email)}`,
  },
} as const;
