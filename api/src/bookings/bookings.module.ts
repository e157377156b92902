import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { BookedRangesController } from './booked-ranges.controller.js';
import { BookingChanges } from './booking-changes.js';
import { BookingsController } from './bookings.controller.js';
import { TripQuoteController } from './trip-quote.controller.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';
import { OwnerBookingsController } from './owner-bookings.controller.js';

@Module({
  imports: [AuthModule, CarsModule, MailModule, ReviewsModule],
  controllers: [
    BookingsController,
    BookedRangesController,
    OwnerBookingsController,
    TripQuoteController,
  ],
  providers: [BookingsService, BookingsRepository, BookingChanges],
  // The owner's side of requests (src/booking-requests) changes bookings the same way.
  exports: [BookingsService, BookingsRepository, BookingChanges],
})
export class BookingsModule {}
