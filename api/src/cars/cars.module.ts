// The catalogue and the owners' listings: `GET /api/cars` (text, sort, page, the dates a car must
// be free on, a price range, driver, district, seats; its total counted up to a cap, decision
// 013), `GET /api/allCars`, car details, and an owner's add, update and delete. The date search is
// an anti-join written for the side the planner drives it from, with its indexes in the schema
// (figures in docs/performance.md). Each instance keeps a car it read for a second
// (CarReadCache), forgotten once a transaction that changed it commits.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarReadCache } from './car-read-cache.js';
import { CarsController } from './cars.controller.js';
import { CarsRepository } from './cars.repository.js';
import { CarsService } from './cars.service.js';
import { OwnerCarsController } from './owner-cars.controller.js';
import { OwnerCarsRepository } from './owner-cars.repository.js';
import { OwnerCarsService } from './owner-cars.service.js';

@Module({
  imports: [AuthModule],
  controllers: [CarsController, OwnerCarsController],
  providers: [CarsService, CarsRepository, CarReadCache, OwnerCarsService, OwnerCarsRepository],
  exports: [CarReadCache, CarsService],
})
export class CarsModule {}
