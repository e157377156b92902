import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarBlocksController } from './car-blocks.controller.js';
import { CarBlocksRepository } from './car-blocks.repository.js';
import { CarBlocksService } from './car-blocks.service.js';

@Module({
  imports: [AuthModule],
  controllers: [CarBlocksController],
  providers: [CarBlocksService, CarBlocksRepository],
})
export class CarBlocksModule {}
