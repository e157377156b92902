// The demo data: on an empty database at start (unless SEED_DEMO_DATA says otherwise; never by
// default in production), the demo owner's cars (demo-cars.ts), their blocked days, trips and
// reviews (demo-reviews.ts), dated from Clock's today; in the emulator, the demo owner's account
// and, outside production, the demo admin's, made an admin.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { DemoDataRepository } from './demo-data.repository.js';
import { DemoDataService } from './demo-data.service.js';

@Module({
  imports: [AuthModule, StaffModule],
  providers: [DemoDataService, DemoDataRepository],
})
export class SeedModule {}
