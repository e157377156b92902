import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { BookingRequestsController } from './booking-requests.controller.js';
import { BookingRequestsRepository } from './booking-requests.repository.js';
import { BookingRequestsService } from './booking-requests.service.js';
import { OwnerRecordController } from './owner-record.controller.js';
import { RequestExpirySweep } from './request-expiry.sweep.js';

/**
 * The owner's side of bookings: requests to answer, answers, owner cancels (and the record of them
 * each car's page shows), and expiry.
 */
@Module({
  imports: [AuthModule, BookingsModule, CarsModule, ReviewsModule],
  controllers: [BookingRequestsController, OwnerRecordController],
  providers: [BookingRequestsService, BookingRequestsRepository, RequestExpirySweep],
})
export class BookingRequestsModule {}
