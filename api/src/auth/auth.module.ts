import { Module } from '@nestjs/common';
import { AccountLanguagesRepository } from './account-languages.repository.js';
import { AccountStandingRepository } from './account-standing.repository.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { DeviceSessionsController } from './device-sessions.controller.js';
import { DeviceSessionsRepository } from './device-sessions.repository.js';
import { FIREBASE_AUTH, FirebaseAppCloser, firebaseProviders } from './firebase-auth.provider.js';
import { OptionalSessionGuard } from './optional-session.guard.js';
import { SessionGuard } from './session.guard.js';
import { StaffSignInsRepository } from './staff-sign-ins.repository.js';
import { VerifiedPhonesRepository } from './verified-phones.repository.js';

/**
 * Sessions from Firebase sign-ins, one per signed-in device. Protected routes import this module
 * and use SessionGuard.
 */
@Module({
  controllers: [AuthController, DeviceSessionsController],
  providers: [
    ...firebaseProviders,
    FirebaseAppCloser,
    AuthService,
    AccountLanguagesRepository,
    AccountStandingRepository,
    DeviceSessionsRepository,
    VerifiedPhonesRepository,
    StaffSignInsRepository,
    SessionGuard,
    OptionalSessionGuard,
  ],
  exports: [AuthService, SessionGuard, OptionalSessionGuard, FIREBASE_AUTH],
})
export class AuthModule {}
