import { type DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BookingRequestsModule } from './booking-requests/booking-requests.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { CarBlocksModule } from './car-blocks/car-blocks.module.js';
import { CarsModule } from './cars/cars.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import type { DatabaseConnection } from './database/database.js';
import { DatabaseModule } from './database/database.module.js';
import { DistrictsModule } from './districts/districts.module.js';
import { HealthModule } from './health/health.module.js';
import type { Metrics } from './metrics/metrics.js';
import { MessagesModule } from './messages/messages.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PhotosModule } from './photos/photos.module.js';
import { DrivingLicencesModule } from './driving-licences/driving-licences.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { SeedModule } from './seed/seed.module.js';
import { StaffModule } from './staff/staff.module.js';

@Module({})
export class AppModule {
  /**
   * `metrics`: the app's own registry, made by createApp (its HTTP hook counts from the start);
   * `database`: an open database to use instead of opening the config's (see createApp).
   */
  static forRoot(
    config: AppConfig,
    metrics: Metrics,
    database?: DatabaseConnection,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config.database, database),
        MetricsModule.forRoot(metrics),
        HealthModule,
        AuthModule,
        RateLimitsModule,
        CarsModule,
        BookingsModule,
        BookingRequestsModule,
        PaymentsModule,
        ReviewsModule,
        CarBlocksModule,
        DistrictsModule,
        ContactModule,
        PhotosModule,
        DrivingLicencesModule,
        StaffModule,
        ReportsModule,
        MessagesModule,
        AccountsModule,
        SeedModule,
      ],
    };
  }
}
