// Reports of cars, reviews, people and messages by anyone signed in (`POST /api/reports`: one open report
// per reporter and target, 10 an hour and 30 a day per account), and the staff's queue of them
// (`GET /api/admin/reports`, `POST /api/admin/reports/:id/resolve`, support): resolving does the
// action (dismiss; hide the review, in the same transaction, through the reviews module's
// ReviewModerationService; hide the car through the cars module's ListingModeration; suspend the
// person, or a message's sender, through the accounts module's AccountStandingService) and closes every open report on
// the target; the reporters are mailed that it was handled. Its queue's size and age are metrics (api/src/metrics/report-queue.ts).
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { AdminReportsController } from './admin-reports.controller.js';
import { ReportQueueService } from './report-queue.service.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

@Module({
  // CarsModule: the car read cache the repository's transactions tell, and hiding a car.
  imports: [AccountsModule, CarsModule, MailModule, ReviewsModule, StaffModule],
  controllers: [ReportsController, AdminReportsController],
  providers: [ReportsService, ReportQueueService, ReportsRepository],
})
export class ReportsModule {}
