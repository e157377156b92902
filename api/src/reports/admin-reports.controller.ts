import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ReportPage, ReportResolution } from '@carzone/domain';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { uuidParamPipe } from '../common/uuid-param.pipe.js';
import { CurrentStaff, type StaffCaller, StaffOnly } from '../staff/staff-only.guard.js';
import { ReportPageAnswer, ReportResolutionAnswer } from './dto/report.answers.js';
import { ReportQueueQuery, ResolveReportDto } from './dto/report.dto.js';
import { ReportQueueService } from './report-queue.service.js';

const reportIdPipe = uuidParamPipe('report.idInvalid');

/** The staff's queue of reports, and resolving them. */
@ApiTags('admin')
@StaffOnly('support')
@Controller('admin/reports')
export class AdminReportsController {
  constructor(private readonly queue: ReportQueueService) {}

  @Get()
  @ApiOperation({ summary: 'The reports, with what each target is now' })
  @ApiOkResponse({
    type: ReportPageAnswer,
    description:
      '`{ reports }`: open ones oldest first, resolved ones most recently resolved first.',
  })
  @ApiRefusals({
    400: `${refusalDoc('report.statusInvalid')} / ${refusalDoc('carList.limitOutOfRange')} / ${refusalDoc('carList.offsetOutOfRange')}`,
  })
  page(@Query() { status, limit, offset }: ReportQueueQuery): Promise<ReportPage> {
    return this.queue.page(status, limit, offset);
  }

  @Post(':id/resolve')
  @ApiOperation({ summary: 'Act on a report and close every open report on its target' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The report's _id." })
  @ApiOkResponse({
    type: ReportResolutionAnswer,
    description:
      'Done and closed, with the action and note on every open report of the target; one audit row per report (and the action’s own); each reporter is mailed that it was handled, not what was done.',
  })
  @ApiRefusals({
    400: `${refusalDoc('report.idInvalid')} / ${refusalDoc('report.actionInvalid')} / ${refusalDoc('report.actionDoesNotFit')} / ${refusalDoc('report.noteRequired')} / ${refusalDoc('report.hideReasonRequired')} / ${refusalDoc('review.hideReasonInvalid')} / ${refusalDoc('report.shownReasonRequired')}`,
    404: `${refusalDoc('report.notFound')} / ${refusalDoc('carListing.carNotFound')} / ${refusalDoc('account.notFound')} (the car, the person or the message is gone)`,
    409: `${refusalDoc('report.alreadyResolved')} / ${refusalDoc('review.alreadyHidden')} / ${refusalDoc('listing.wrongState')} / ${refusalDoc('account.alreadySuspended')} / ${refusalDoc('account.staffMember')}`,
  })
  resolve(
    @CurrentStaff() by: StaffCaller,
    @Param('id', reportIdPipe) id: string,
    @Body() body: ResolveReportDto,
  ): Promise<ReportResolution> {
    return this.queue.resolve(id, body, by);
  }
}
