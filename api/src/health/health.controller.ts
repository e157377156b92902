import { Controller, Get, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AliveAnswer, HealthyAnswer } from './health.answers.js';
import { type HealthAnswer, HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The API and its database answer.', type: HealthyAnswer })
  @ApiServiceUnavailableResponse({ description: 'The database is not answering.' })
  check(): Promise<HealthAnswer> {
    return this.health.check();
  }

  /** Liveness: the process answers. It never touches the database, so an outage there does not get a healthy API restarted. */
  @Get('live')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The process answers.', type: AliveAnswer })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: send this instance traffic. */
  @Get('ready')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Ready for requests.', type: HealthyAnswer })
  @ApiServiceUnavailableResponse({
    description: 'The database is not answering, or the API is shutting down.',
  })
  ready(): Promise<HealthAnswer> {
    return this.health.ready();
  }
}
