// The people staff look after (`/api/admin/users`, support and admins): finding them by e-mail,
// name or verified number, one person's account, suspending and reinstating it. The accounts rows
// are kept at each sign-in and a suspension is read on every signed-in request by the auth
// module, below this one, through database/account-standing.ts. A suspension ends the person's
// waiting requests through the bookings module's transactions and mails (BookingChanges).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { AccountChangesRepository } from './account-changes.repository.js';
import { AccountStandingService } from './account-standing.service.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';

@Module({
  imports: [AuthModule, BookingsModule, CarsModule, MailModule, StaffModule],
  controllers: [AccountsController],
  providers: [
    AccountsService,
    AccountsRepository,
    AccountStandingService,
    AccountChangesRepository,
  ],
  // The reports module's "suspend the person" resolution suspends through AccountStandingService.
  exports: [AccountStandingService],
})
export class AccountsModule {}
