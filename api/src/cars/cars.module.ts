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
  exports: [CarsRepository, CarReadCache, CarsService],
})
export class CarsModule {}
