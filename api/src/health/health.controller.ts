import { Controller, Get, HttpCode, HttpStatus } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { refusalDoc } from '../common/refusal.js';
import { AliveAnswer, HealthyAnswer } from './health.answers.js';
import { type HealthAnswer, HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Check the API and its database', security: [] })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The API and its database answer.', type: HealthyAnswer })
  @ApiResponse({ status: 431, description: refusalDoc('request.headersTooLarge') })
  @ApiServiceUnavailableResponse({ description: 'The database is not answering.' })
  check(): Promise<HealthAnswer> {
    return this.health.check();
  }

  /** Liveness: the process answers. It never touches the database, so an outage there does not get a healthy API restarted. */
  @Get('live')
  @ApiOperation({ summary: 'Check that the process answers (liveness)', security: [] })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The process answers.', type: AliveAnswer })
  @ApiResponse({ status: 431, description: refusalDoc('request.headersTooLarge') })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: send this instance traffic. */
  @Get('ready')
  @ApiOperation({ summary: 'Check that this instance takes traffic (readiness)', security: [] })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Ready for requests.', type: HealthyAnswer })
  @ApiResponse({ status: 431, description: refusalDoc('request.headersTooLarge') })
  @ApiServiceUnavailableResponse({
    description: 'The database is not answering, or the API is shutting down.',
  })
  ready(): Promise<HealthAnswer> {
    return this.health.ready();
  }
}
