// The catalogue and the owners' listings: `GET /api/cars` (text, sort, page, the dates a car must
// be free on, a price range, driver, district, seats; its total counted up to a cap, decision
// 013), `GET /api/allCars`, car details, and an owner's add, update and delete. The date search is
// an anti-join written for the side the planner drives it from, with its indexes in the schema
// (figures in docs/performance.md). Each instance keeps a car it read for a second
// (CarReadCache), forgotten once a transaction that changed it commits. Only a listed car
// (published, its owner not suspended) is shown to anyone but its owner; staff review listings
// through /api/admin/cars (ListingModeration), with LISTING_REVIEW holding new cars for them.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { AdminCarsController } from './admin-cars.controller.js';
import { CarReadCache } from './car-read-cache.js';
import { CarsController } from './cars.controller.js';
import { CarsRepository } from './cars.repository.js';
import { CarsService } from './cars.service.js';
import { ListingModerationRepository } from './listing-moderation.repository.js';
import { ListingModeration } from './listing-moderation.service.js';
import { OwnerCarsController } from './owner-cars.controller.js';
import { OwnerCarsRepository } from './owner-cars.repository.js';
import { OwnerCarsService } from './owner-cars.service.js';

@Module({
  imports: [AuthModule, MailModule, StaffModule],
  controllers: [CarsController, OwnerCarsController, AdminCarsController],
  providers: [
    CarsService,
    CarsRepository,
    CarReadCache,
    OwnerCarsService,
    OwnerCarsRepository,
    ListingModeration,
    ListingModerationRepository,
  ],
  exports: [CarReadCache, CarsService, ListingModeration],
})
export class CarsModule {}
