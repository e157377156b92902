import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthRepository } from './health.repository.js';

export interface HealthAnswer {
  status: 'ok';
  database: 'up';
}

@Injectable()
export class HealthService {
  constructor(private readonly health: HealthRepository) {}

  async check(): Promise<HealthAnswer> {
    if (!(await this.health.ping()))
      throw new ServiceUnavailableException('The database is not answering.');
    return { status: 'ok', database: 'up' };
  }
}
