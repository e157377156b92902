import { Module } from '@nestjs/common';
import { PHOTO_LIMITS } from '@carzone/domain';
import { AuthModule } from '../auth/auth.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DiskPhotoStorage } from './disk-photo-storage.js';
import { PHOTO_STORAGE } from './photo-storage.js';
import { PhotoUploadGate } from './photo-upload-gate.js';
import { PhotosController } from './photos.controller.js';
import { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';
import { InMemoryUploadRateLimiter, UPLOAD_RATE_LIMITER } from './upload-rate-limiter.js';

/**
 * Uploaded photos: `POST /api/photos` and `GET /api/photos/:file`. Other modules import it for
 * `PhotosService.findUploadedBy`. The storage and the limiter are chosen here: a folder and this
 * process's memory today; an object store and Redis are other classes behind the same tokens.
 */
@Module({
  imports: [AuthModule],
  controllers: [PhotosController],
  providers: [
    PhotosService,
    PhotosRepository,
    PhotoUploadGate,
    {
      provide: PHOTO_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.photoDir
          ? new DiskPhotoStorage(config.photoDir)
          : DiskPhotoStorage.inTemporaryFolder(),
    },
    {
      provide: UPLOAD_RATE_LIMITER,
      useFactory: () =>
        new InMemoryUploadRateLimiter({
          limit: PHOTO_LIMITS.uploadsPerWindow,
          windowMs: PHOTO_LIMITS.windowMinutes * 60_000,
        }),
    },
  ],
  exports: [PhotosService],
})
export class PhotosModule {}
