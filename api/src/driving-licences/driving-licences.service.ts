import { Clock } from '../clock/clock.js';
import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { type DrivingLicenceInput, drivingLicenceProblems, type OwnLicence } from '@carzone/domain';
import type { SessionUser } from '../auth/session-user.js';
import { sameEmail } from '../auth/same-email.js';
import { refusal } from '../common/refusal.js';
import type { DrivingLicenceRow } from '../database/schema.js';
import { makePictures } from '../photos/photo-pictures.js';
import { PHOTO_STORAGE, type PhotoStorage, type StoredFile } from '../photos/photo-storage.js';
import { DrivingLicencesRepository } from './driving-licences.repository.js';
import { isLicencePhotoId, licencePhotoFile, licencePhotoUrl } from './licence-photo-files.js';

/**
 * A renter's driving licence on their profile: its number and expiry, and its photo, which only
 * its holder and the owners of cars they are to drive themselves may see (`openPhoto`).
 */
@Injectable()
export class DrivingLicencesService {
  private readonly logger = new Logger(DrivingLicencesService.name);

  constructor(
    private readonly repository: DrivingLicencesRepository,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async own(user: SessionUser): Promise<OwnLicence> {
    return toOwnLicence(await this.repository.find(user.email));
  }

  async save(user: SessionUser, input: DrivingLicenceInput): Promise<OwnLicence> {
    const { expiresOn } = drivingLicenceProblems(input, this.clock.now());
    if (expiresOn)
      throw new BadRequestException({ refusedFields: { expiresOn: refusal(expiresOn) } });
    return toOwnLicence(
      await this.repository.saveDetails(user.email, input.number, input.expiresOn),
    );
  }

  /**
   * Keeps a photo of the licence: checked and converted as a car photo is (JPEG, PNG or WebP in,
   * WebP without metadata out: a phone's photo carries where it was taken), stored under a
   * private name, and the photo it replaces removed.
   */
  async savePhoto(user: SessionUser, bytes: Buffer): Promise<OwnLicence> {
    const { picture } = await makePictures(bytes);
    const photoId = randomUUID();
    await this.storage.save(licencePhotoFile(photoId), picture);
    let saved: Awaited<ReturnType<DrivingLicencesRepository['replacePhoto']>>;
    try {
      saved = await this.repository.replacePhoto(user.email, photoId);
    } catch (error) {
      await this.removeQuietly(photoId);
      throw error;
    }
    if (saved.replaced) await this.removeQuietly(saved.replaced);
    return toOwnLicence(saved.row);
  }

  async remove(user: SessionUser): Promise<void> {
    const { removed, photoId } = await this.repository.remove(user.email);
    if (!removed) throw new NotFoundException(refusal('licence.licenceNotFound'));
    if (photoId) await this.removeQuietly(photoId);
  }

  /**
   * The licence photo `photoId` for `viewer`: its holder, a member of staff (support or admin,
   * reading the holder's account), or the owner of a car the holder has a confirmed self-drive
   * booking of that has not reached its end date. Nobody signed in gets 403
   * before anything is looked up; an owner the holder has only asked, or whose booking was
   * declined, expired, canceled or has ended, 403 as well (they know the photo's address from a
   * request); anyone else, and an id that is no licence photo, the same 404: nothing tells them
   * whether it exists.
   */
  async openPhoto(
    viewer: SessionUser | undefined,
    photoId: string,
    now = this.clock.now(),
  ): Promise<StoredFile> {
    if (!viewer) throw new ForbiddenException(refusal('licence.photoNotYours'));
    const notFound = () => new NotFoundException(refusal('licence.photoNotFound'));
    if (!isLicencePhotoId(photoId)) throw notFound();
    const holder = await this.repository.holderOfPhoto(photoId.toLowerCase());
    if (!holder) throw notFound();
    if (!sameEmail(holder, viewer.email) && !(await this.repository.isStaff(viewer.email))) {
      const sight = await this.repository.ownerSightOfRenter(holder, viewer.email, now);
      if (sight === null) throw notFound();
      if (sight === 'notConfirmed')
        throw new ForbiddenException(refusal('licence.photoNotConfirmed'));
    }
    const file = await this.storage.open(licencePhotoFile(photoId.toLowerCase()));
    if (!file) throw notFound();
    return file;
  }

  private async removeQuietly(photoId: string): Promise<void> {
    try {
      await this.storage.remove(licencePhotoFile(photoId));
    } catch (error) {
      this.logger.error(`Could not remove a replaced licence photo: ${String(error)}`);
    }
  }
}

function toOwnLicence(row: DrivingLicenceRow | null): OwnLicence {
  const photoUrl = row?.photoId ? licencePhotoUrl(row.photoId) : null;
  if (!row?.number || !row.expiresOn) return { number: null, expiresOn: null, photoUrl };
  return { number: row.number, expiresOn: row.expiresOn, photoUrl };
}
