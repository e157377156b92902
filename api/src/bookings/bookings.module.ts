// Booking a car and changing it: `POST /api/bookings`, `GET /api/bookings`, `PATCH
// /api/bookings/:id`, a car's booked ranges, the owner's bookings of their cars and a trip's quote.
// Every change of a booking, whoever makes it, goes through BookingChanges: the car's row locked,
// then the booking's; its mails queued and its counts made on commit; an overlap answered 409. A
// trip is priced by the domain's quoteTrip and keeps its lines; its stage (upcoming, under way,
// completed) is the domain's tripStageOf against Clock's today. A car may ask for the renter's
// driving licence (self-drive) or a verified phone: the booking reads them in its transaction.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { BookedRangesController } from './booked-ranges.controller.js';
import { BookingChanges } from './booking-changes.js';
import { BookingsController } from './bookings.controller.js';
import { TripQuoteController } from './trip-quote.controller.js';
import { TripQuoteService } from './trip-quote.service.js';
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
  providers: [BookingsService, BookingsRepository, BookingChanges, TripQuoteService],
  // The owner's side of requests (src/booking-requests) changes bookings through BookingChanges.
  exports: [BookingsService, BookingChanges],
})
export class BookingsModule {}
