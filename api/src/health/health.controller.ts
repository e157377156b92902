import { Controller, Get, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { type HealthAnswer, HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{ status: "ok", database: "up" }' })
  @ApiServiceUnavailableResponse({ description: 'The database is not answering.' })
  check(): Promise<HealthAnswer> {
    return this.health.check();
  }
}
