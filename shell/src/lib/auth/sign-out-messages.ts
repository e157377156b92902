// What the site says when someone is signed out. Here, not beside the Firebase code, because the
// nav and the route errors (on every first page) say them too and must not load Firebase for it.
// They are the English, the keys of their Bangla: translate them with `t` where they are shown.

/** What the nav and the profile page say once every device is signed out. */
export const SIGNED_OUT_OF_ALL_DEVICES = 'Signed out of all devices';

/** This device was found signed out on the server (from another device, say). */
export const SESSION_ENDED = 'You have been signed out on this device. Please sign in again.';
