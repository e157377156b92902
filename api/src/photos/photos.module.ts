import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DiskPhotoStorage } from './disk-photo-storage.js';
import { PHOTO_STORAGE } from './photo-storage.js';
import { PhotoUploadGate } from './photo-upload-gate.js';
import { PhotosController } from './photos.controller.js';
import { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';
import { UnusedPhotoCleanUp } from './unused-photo-clean-up.js';

/**
 * Uploaded photos: `POST /api/photos` and `GET /api/photos/:file`. Other modules import it for
 * `PhotosService.findUploadedBy`. The storage is chosen here: a folder today; an object store
 * would be another class behind the same token. Uploads are rate-limited by PhotoUploadGate
 * (RateLimitsModule's `uploads` rule). Photos nothing uses any more are removed every hour
 * (UnusedPhotoCleanUp).
 */
@Module({
  imports: [AuthModule],
  controllers: [PhotosController],
  providers: [
    PhotosService,
    PhotosRepository,
    PhotoUploadGate,
    UnusedPhotoCleanUp,
    {
      provide: PHOTO_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.photoDir
          ? new DiskPhotoStorage(config.photoDir)
          : DiskPhotoStorage.inTemporaryFolder(),
    },
  ],
  exports: [PhotosService, PHOTO_STORAGE],
})
export class PhotosModule {}
