// Money on the platform: a renter paying a booking's advance through SSLCommerz (bKash, Nagad,
// Rocket, cards), the gateway's callbacks checked and validated before a booking is Confirmed,
// refunds by the one cancellation policy carried out through the gateway's refund API (the
// refunds themselves are queued by whoever cancels, database/payment-refunds.ts), and finance
// staff's console: held payments, refunds not done, refunds by hand. The gateway is a port
// (payment-gateway.ts); its one adapter speaks SSLCommerz's protocol, to the real store or to
// the local stand-in (packages/sslcommerz-standin).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { StaffModule } from '../staff/staff.module.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { AdminPaymentsRepository } from './admin-payments.repository.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { GatewayCallbacksController } from './gateway-callbacks.controller.js';
import { PAYMENT_GATEWAY } from './payment-gateway.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { RefundReadings } from './refund-readings.js';
import { RefundWorker } from './refund-worker.js';
import { RefundsRepository } from './refunds.repository.js';
import { SslcommerzGateway } from './sslcommerz/sslcommerz-gateway.js';

@Module({
  imports: [AuthModule, BookingsModule, CarsModule, StaffModule],
  controllers: [PaymentsController, GatewayCallbacksController, AdminPaymentsController],
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      useFactory: (config: AppConfig) =>
        config.payments?.gateway ? new SslcommerzGateway(config.payments.gateway) : null,
      inject: [APP_CONFIG],
    },
    PaymentsService,
    PaymentsRepository,
    RefundsRepository,
    RefundWorker,
    RefundReadings,
    AdminPaymentsService,
    AdminPaymentsRepository,
  ],
})
export class PaymentsModule {}
