import { Clock } from '../clock/clock.js';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import { FIREBASE_AUTH } from '../auth/firebase-auth.provider.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DEMO_OWNER, demoCarBlocks, demoCarRows } from './demo-cars.js';
import { DemoDataRepository } from './demo-data.repository.js';
import { demoTripsOf } from './demo-reviews.js';
import { DEMO_RENTER, demoThreadsOf } from './demo-threads.js';
import { StaffService } from '../staff/staff.service.js';

/** The demo admin, who can open the operators' console on a local site. */
export const DEMO_ADMIN = {
  email: 'admin@carzone.test',
  name: 'Demo Admin',
  password: 'CarZone123',
} as const;

export interface DemoAccount {
  readonly email: string;
  readonly name: string;
  readonly password: string;
}

/**
 * Seeds a fresh install at start-up: the demo cars (a few with trip rules and blocked days) into an
 * empty database with their conversations, and the demo owner and renter into the Auth emulator
 * so one can sign in as either (and talk to the other); outside
 * production, the demo admin too, made an admin. Every step is idempotent.
 */
@Injectable()
export class DemoDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly demoData: DemoDataRepository,
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    private readonly clock: Clock,
    private readonly staff: StaffService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    const now = this.clock.now();
    const rows = demoCarRows(now);
    const inserted = await this.demoData.insertAllIfNoCars(
      rows,
      demoCarBlocks(now),
      (index) => demoTripsOf(rows[index]!, now),
      (index) => demoThreadsOf(rows[index]!, now),
    );
    if (inserted > 0) this.logger.log(`Seeded ${inserted} demo cars owned by ${DEMO_OWNER.email}.`);
    // Only in the emulator: a real Firebase project's users are not ours to create.
    if (!this.config.firebase.authEmulatorHost) return;
    await this.ensureAccount('owner', DEMO_OWNER);
    await this.ensureAccount('renter', DEMO_RENTER);
    // Never in production (a staging run included): there, staff come from ADMIN_EMAILS alone.
    if (this.config.production) return;
    await this.ensureAccount('admin', DEMO_ADMIN);
    if (await this.staff.grantAtStart(DEMO_ADMIN.email, 'admin', 'SEED_DEMO_DATA'))
      this.logger.log(`Made the demo admin ${DEMO_ADMIN.email} an admin.`);
  }

  private async ensureAccount(label: string, account: DemoAccount): Promise<void> {
    try {
      await this.auth.getUserByEmail(account.email);
      return;
    } catch (error) {
      if (errorCode(error) !== 'auth/user-not-found') throw error;
    }
    try {
      await this.auth.createUser({
        email: account.email,
        password: account.password,
        displayName: account.name,
        emailVerified: true,
      });
      this.logger.log(
        `Created the demo ${label} ${account.email} (password ${account.password}) in the Auth emulator.`,
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
