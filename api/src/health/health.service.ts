import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthRepository } from './health.repository.js';
import { ShutdownState } from './shutdown-state.js';
import { refusal } from '../common/refusal.js';

export interface HealthAnswer {
  status: 'ok';
  database: 'up';
}

@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthRepository,
    private readonly shutdown: ShutdownState,
  ) {}

  async check(): Promise<HealthAnswer> {
    if (!(await this.health.ping()))
      throw new ServiceUnavailableException(refusal('health.databaseDown'));
    return { status: 'ok', database: 'up' };
  }

  /** Ready for traffic: not shutting down, and the database answers. */
  async ready(): Promise<HealthAnswer> {
    if (this.shutdown.draining)
      throw new ServiceUnavailableException(refusal('health.shuttingDown'));
    return this.check();
  }
}
