import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { DemoDataService } from './demo-data.service.js';

@Module({ imports: [CarsModule, AuthModule], providers: [DemoDataService] })
export class SeedModule {}
