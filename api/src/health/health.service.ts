import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthRepository } from './health.repository.js';
import { ShutdownState } from './shutdown-state.js';

export interface HealthAnswer {
  status: 'ok';
  database: 'up';
}

export const HEALTH_MESSAGES = {
  databaseDown: 'The database is not answering.',
  shuttingDown: 'The API is shutting down and takes no new requests.',
} as const;

@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthRepository,
    private readonly shutdown: ShutdownState,
  ) {}

  async check(): Promise<HealthAnswer> {
    if (!(await this.health.ping()))
      throw new ServiceUnavailableException(HEALTH_MESSAGES.databaseDown);
    return { status: 'ok', database: 'up' };
  }

  /** Ready for traffic: not shutting down, and the database answers. */
  async ready(): Promise<HealthAnswer> {
    if (this.shutdown.draining) throw new ServiceUnavailableException(HEALTH_MESSAGES.shuttingDown);
    return this.check();
  }
}
