import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PhotosModule } from '../photos/photos.module.js';
import { DrivingLicencesController } from './driving-licences.controller.js';
import { DrivingLicencesRepository } from './driving-licences.repository.js';
import { DrivingLicencesService } from './driving-licences.service.js';

/**
 * A renter's driving licence (`/api/me/licence`, its photo, `/api/licence-photos/:id`). Its photo
 * is kept in the photo storage (PhotosModule's) under a name the public photo route never serves;
 * uploads pass the same gate and limits as car photos.
 * A booking reads the licence in its own transaction (BookingsTransaction.licenceExpiryOf).
 */
@Module({
  imports: [AuthModule, PhotosModule],
  controllers: [DrivingLicencesController],
  providers: [DrivingLicencesService, DrivingLicencesRepository],
})
export class DrivingLicencesModule {}
