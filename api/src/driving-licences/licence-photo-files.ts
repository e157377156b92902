// Where a licence photo is kept and how it is asked for. Its file in the photo storage is named so
// that the public photo route (photo-files.ts `isPictureFile`: `<uuid>.webp` only) never serves
// it; its address is the private route's, which checks who asks (DrivingLicencesController).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const LICENCE_PHOTOS_PATH = '/api/licence-photos';

export const licencePhotoFile = (photoId: string): string => `licence-${photoId}.webp`;

export const licencePhotoUrl = (photoId: string): string => `${LICENCE_PHOTOS_PATH}/${photoId}`;

/** Whether the text can be a licence photo's id (a UUID), before it is used in a query. */
export const isLicencePhotoId = (text: string): boolean => UUID.test(text);

/** Personal data: no shared cache keeps it, and the browser asks again each time. */
export const LICENCE_PHOTO_CACHE_CONTROL = 'private, no-store';
