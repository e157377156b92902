// The days an owner keeps a car for themselves (`GET`/`POST /api/cars/:id/blocks`, `DELETE
// /api/cars/:id/blocks/:blockId`, the owner only). A block takes the car's row lock as a booking
// does, so the two never overlap; a renter is refused a blocked night as `booking.overlap`, never
// told which it was, and the date search leaves the car out for those nights.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { CarBlocksController } from './car-blocks.controller.js';
import { CarBlocksRepository } from './car-blocks.repository.js';
import { CarBlocksService } from './car-blocks.service.js';

@Module({
  // CarsModule: the read cache its transactions tell of the cars they change.
  imports: [AuthModule, CarsModule],
  controllers: [CarBlocksController],
  providers: [CarBlocksService, CarBlocksRepository],
})
export class CarBlocksModule {}
