import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { ReportCreated } from '@carzone/domain';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { ReportCreatedAnswer } from './dto/report.answers.js';
import { ReportDto } from './dto/report.dto.js';
import { ReportsService } from './reports.service.js';

/** Anyone signed in reporting a car, a review, a person or a message to CarZone's staff. */
@SignedInApi('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @ApiOperation({ summary: 'Report a car, a review, a person or a message to CarZone staff' })
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    type: ReportCreatedAnswer,
    description:
      "Reported: it waits in the staff's queue; the reporter is mailed once it is handled.",
  })
  @ApiRefusals({
    400: `${refusalDoc('report.targetTypeInvalid')} / ${refusalDoc('report.targetIdInvalid')} / ${refusalDoc('report.reasonInvalid')} / ${refusalDoc('report.textTooLong')}`,
    403: refusalDoc('report.ownTarget'),
    404: refusalDoc('report.targetNotFound'),
    409: refusalDoc('report.alreadyOpen'),
  })
  @ApiTooManyRequestsResponse({
    description: `${refusalDoc('rateLimit.reports')} / ${refusalDoc('rateLimit.reportsDaily')} (per account, counted once the body is valid).`,
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before trying again.',
        schema: { type: 'integer' },
      },
    },
  })
  report(@CurrentUser() user: SessionUser, @Body() body: ReportDto): Promise<ReportCreated> {
    return this.reports.report(user, body);
  }
}
