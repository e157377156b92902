import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { ReviewModerationController } from './review-moderation.controller.js';
import { ReviewModerationRepository } from './review-moderation.repository.js';
import { ReviewModerationService } from './review-moderation.service.js';
import { ReviewsSweep } from './reviews.sweep.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

/**
 * Two-way reviews of completed trips. The bookings' lists (src/bookings, src/booking-requests)
 * read them through ReviewsService; this module reads the bookings' table itself, so it never
 * imports theirs. Staff read the published reviews, shown or hidden, and hide one
 * (ReviewModerationService, which the reports module also uses) for a published reason: it leaves
 * every list others read and its car's rating.
 */
@Module({
  imports: [AuthModule, CarsModule, MailModule, StaffModule],
  controllers: [ReviewsController, ReviewModerationController],
  providers: [
    ReviewsService,
    ReviewsRepository,
    ReviewsSweep,
    ReviewModerationService,
    ReviewModerationRepository,
  ],
  exports: [ReviewsService, ReviewModerationService],
})
export class ReviewsModule {}
