/** What the nav and the profile page say once every device is signed out. */
export const SIGNED_OUT_OF_ALL_DEVICES = 'Signed out of all devices';
