// Health: `GET /api/health` (the API and its database answer), `/api/health/live` (the process
// answers; never the database, so an outage there restarts no healthy API) and `/api/health/ready`
// (send this instance traffic: the database answers and it is not shutting down); see
// docs/operations.md.
import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';
import { HealthService } from './health.service.js';
import { ShutdownState } from './shutdown-state.js';

@Module({
  controllers: [HealthController],
  providers: [HealthService, HealthRepository, ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
