import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ReviewsSweep } from './reviews.sweep.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

/**
 * Two-way reviews of completed trips. The bookings' lists (src/bookings, src/booking-requests)
 * read them through ReviewsService; this module reads the bookings' table itself, so it never
 * imports theirs.
 */
@Module({
  imports: [AuthModule, CarsModule, MailModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository, ReviewsSweep],
  exports: [ReviewsService],
})
export class ReviewsModule {}
