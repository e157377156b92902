import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { photoAddresses, type UploadedPhoto } from '@carzone/domain';
import { isPhotoId, isPictureFile, pictureFiles } from './photo-files.js';
import { makePictures } from './photo-pictures.js';
import { PHOTO_STORAGE, type PhotoStorage, type StoredFile } from './photo-storage.js';
import { PhotosRepository } from './photos.repository.js';

/** How long an upload no car uses is kept: the time an owner may take over the car's form. */
export const PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;

/** Photos removed per statement, so one clean-up never holds many rows locked at once. */
const REMOVE_BATCH = 500;

@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

  constructor(
    private readonly repository: PhotosRepository,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  /**
   * Checks and converts an uploaded file, stores its picture and thumbnail, and records who
   * uploaded it. The files are written first and the row last, and the files are removed again
   * if anything fails, so a refused or failed upload leaves nothing behind. (A crash between the
   * two leaves files no row names; the reverse would leave a row whose pictures are missing.)
   */
  async upload(uploaderUid: string, bytes: Buffer): Promise<UploadedPhoto> {
    const { picture, thumbnail, width, height } = await makePictures(bytes);

    const id = randomUUID();
    const files = pictureFiles(id);
    try {
      await this.storage.save(files.picture, picture);
      await this.storage.save(files.thumbnail, thumbnail);
      await this.repository.insert({ id, uploaderUid, width, height });
    } catch (error) {
      await this.removeQuietly([files.picture, files.thumbnail]);
      throw error;
    }
    return { id, ...photoAddresses(id), width, height };
  }

  /** A photo's picture or thumbnail by its file name, or null for any other name. */
  openPicture(file: string): Promise<StoredFile | null> {
    return isPictureFile(file) ? this.storage.open(file) : Promise.resolve(null);
  }

  /**
   * The photo `photoId` if the user `uploaderUid` uploaded it, else null (also for an id that
   * is not a UUID): what a car may take as its picture.
   */
  async findUploadedBy(uploaderUid: string, photoId: string): Promise<UploadedPhoto | null> {
    if (!isPhotoId(photoId)) return null;
    const row = await this.repository.findUploadedBy(uploaderUid, photoId.toLowerCase());
    if (!row) return null;
    return { id: row.id, ...photoAddresses(row.id), width: row.width, height: row.height };
  }

  /**
   * Removes the photos no car and no booking uses, uploaded more than PHOTO_GRACE_MS before `now`
   * (an owner may still be filling in the form the photo is for): their rows, then their files.
   * Answers how many. Several API instances may run it at once; each photo is removed by one.
   */
  async removeUnused(now = new Date()): Promise<number> {
    const uploadedBefore = new Date(now.getTime() - PHOTO_GRACE_MS);
    let removed = 0;
    for (;;) {
      const ids = await this.repository.deleteUnused(uploadedBefore, REMOVE_BATCH);
      await this.removeQuietly(
        ids.flatMap((id) => Object.values(pictureFiles(id))),
        "an unused photo's",
      );
      removed += ids.length;
      if (ids.length < REMOVE_BATCH) return removed;
    }
  }

  private async removeQuietly(names: string[], whose = "a failed upload's"): Promise<void> {
    const results = await Promise.allSettled(names.map((name) => this.storage.remove(name)));
    for (const result of results) {
      if (result.status === 'rejected')
        this.logger.error(`Could not remove ${whose} file: ${String(result.reason)}`);
    }
  }
}
