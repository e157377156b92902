import { Clock } from '../clock/clock.js';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import { FIREBASE_AUTH } from '../auth/firebase-auth.provider.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DEMO_OWNER, demoCarBlocks, demoCarRows } from './demo-cars.js';
import { DemoDataRepository } from './demo-data.repository.js';
import { demoTripsOf } from './demo-reviews.js';

/**
 * Seeds a fresh install at start-up: the demo cars (a few with trip rules and blocked days) into an
 * empty database, and the demo owner into the Auth emulator so one can sign in as them. Both steps
 * are idempotent.
 */
@Injectable()
export class DemoDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly demoData: DemoDataRepository,
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    const now = this.clock.now();
    const rows = demoCarRows(now);
    const inserted = await this.demoData.insertAllIfNoCars(rows, demoCarBlocks(now), (index) =>
      demoTripsOf(rows[index]!, now),
    );
    if (inserted > 0) this.logger.log(`Seeded ${inserted} demo cars owned by ${DEMO_OWNER.email}.`);
    // Only in the emulator: a real Firebase project's users are not ours to create.
    if (this.config.firebase.authEmulatorHost) await this.ensureDemoOwner();
  }

  private async ensureDemoOwner(): Promise<void> {
    try {
      await this.auth.getUserByEmail(DEMO_OWNER.email);
      return;
    } catch (error) {
      if (errorCode(error) !== 'auth/user-not-found') throw error;
    }
    try {
      await this.auth.createUser({
        email: DEMO_OWNER.email,
        password: DEMO_OWNER.password,
        displayName: DEMO_OWNER.name,
        emailVerified: true,
      });
      this.logger.log(
        `Created the demo owner ${DEMO_OWNER.email} (password ${DEMO_OWNER.password}) in the Auth emulator.`,
      );
    } catch (error) {
      // Another API instance created it a moment ago.
      if (errorCode(error) !== 'auth/email-already-exists') throw error;
    }
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
