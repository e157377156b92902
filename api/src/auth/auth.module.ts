import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { FIREBASE_AUTH, FirebaseAppCloser, firebaseProviders } from './firebase-auth.provider.js';
import { SessionGuard } from './session.guard.js';

/** Sessions from Firebase sign-ins. Protected routes import this module and use SessionGuard. */
@Module({
  controllers: [AuthController],
  providers: [...firebaseProviders, FirebaseAppCloser, AuthService, SessionGuard],
  exports: [AuthService, SessionGuard, FIREBASE_AUTH],
})
export class AuthModule {}
