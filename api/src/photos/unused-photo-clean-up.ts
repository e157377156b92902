import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PhotosService } from './photos.service.js';

/** How often each API instance removes the photos nothing uses any more. */
export const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes, every hour, the uploads no car took, the photos a car replaced and those of deleted
 * cars that no booking shows (PhotosService.removeUnused). A clean-up that fails is logged and
 * tried again at the next hour.
 */
@Injectable()
export class UnusedPhotoCleanUp implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UnusedPhotos');
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly photos: PhotosService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.cleanUp(), CLEAN_UP_EVERY_MS);
    // It never keeps the process alive on its own.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async cleanUp(): Promise<void> {
    try {
      const removed = await this.photos.removeUnused();
      if (removed > 0) this.logger.log(`Removed ${removed} photos no car or booking uses.`);
    } catch (error) {
      this.logger.error(`Could not remove unused photos: ${String(error)}`);
    }
  }
}
