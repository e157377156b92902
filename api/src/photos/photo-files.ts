// The names of an uploaded photo's two pictures in the storage, which are also the last part of
// their addresses (`photoAddresses` in @carzone/domain): `<id>.webp` and `<id>-thumb.webp`.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PICTURE_FILE = new RegExp(`^${UUID}(?:-thumb)?\\.webp$`);
const PHOTO_ID = new RegExp(`^${UUID}$`, 'i');

export function pictureFiles(photoId: string): { picture: string; thumbnail: string } {
  return { picture: `${photoId}.webp`, thumbnail: `${photoId}-thumb.webp` };
}

/** True only for the name of a photo's picture or thumbnail: never a path, never anything else. */
export function isPictureFile(name: string): boolean {
  return PICTURE_FILE.test(name);
}

/** Whether the text can be a photo's id (a UUID), before it is used in a query. */
export function isPhotoId(text: string): boolean {
  return PHOTO_ID.test(text);
}
