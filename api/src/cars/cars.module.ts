import { Module } from '@nestjs/common';
import { CarsController } from './cars.controller.js';
import { CarsRepository } from './cars.repository.js';
import { CarsService } from './cars.service.js';

@Module({
  controllers: [CarsController],
  providers: [CarsService, CarsRepository],
  exports: [CarsRepository],
})
export class CarsModule {}
