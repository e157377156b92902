import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ModeratedReview, ReviewQueuePage } from '@carzone/domain';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { uuidParamPipe } from '../common/uuid-param.pipe.js';
import { CurrentStaff, type StaffCaller, StaffOnly } from '../staff/staff-only.guard.js';
import {
  HideReviewDto,
  ModeratedReviewAnswer,
  ReviewQueuePageAnswer,
  ReviewQueueQuery,
} from './dto/review-moderation.dto.js';
import { ReviewModerationService } from './review-moderation.service.js';

const reviewIdPipe = uuidParamPipe('review.idInvalid');

/** Staff reading the published reviews, hiding one for a published reason, and restoring it. */
@ApiTags('admin')
@StaffOnly('support')
@Controller('admin/reviews')
export class ReviewModerationController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get()
  @ApiOperation({ summary: 'The published reviews shown or hidden, found by words' })
  @ApiOkResponse({
    type: ReviewQueuePageAnswer,
    description:
      '`{ reviews, total }`: shown ones newest published first, hidden ones most recently hidden first, with their car, author and reason.',
  })
  @ApiRefusals({
    400: [
      refusalDoc('review.queueStateInvalid'),
      refusalDoc('account.searchInvalid'),
      refusalDoc('carList.limitOutOfRange'),
      refusalDoc('carList.offsetOutOfRange'),
    ].join(' / '),
  })
  queue(@Query() { state, q, limit, offset }: ReviewQueueQuery): Promise<ReviewQueuePage> {
    return this.moderation.queue(state, q ?? '', limit, offset);
  }

  @Post(':id/hide')
  @ApiOperation({ summary: 'Hide a published review for one of the published reasons' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The review's _id." })
  @ApiOkResponse({
    type: ModeratedReviewAnswer,
    description:
      "Hidden: off the car's page, the renter's record and the other side's view, and out of the car's rating at once; its author is mailed the reason; one audit row.",
  })
  @ApiRefusals({
    400: `${refusalDoc('review.idInvalid')} / ${refusalDoc('review.hideReasonInvalid')}`,
    404: refusalDoc('review.notFound'),
    409: `${refusalDoc('review.notPublished')} / ${refusalDoc('review.alreadyHidden')}`,
  })
  hide(
    @CurrentStaff() by: StaffCaller,
    @Param('id', reviewIdPipe) id: string,
    @Body() { reason }: HideReviewDto,
  ): Promise<ModeratedReview> {
    return this.moderation.hide(id, reason, by);
  }

  @Post(':id/restore')
  @ApiOperation({ summary: 'Show a hidden review again' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The review's _id." })
  @ApiOkResponse({
    type: ModeratedReviewAnswer,
    description: "Shown again, and back in the car's rating; one audit row.",
  })
  @ApiRefusals({
    400: refusalDoc('review.idInvalid'),
    404: refusalDoc('review.notFound'),
    409: `${refusalDoc('review.notPublished')} / ${refusalDoc('review.notHidden')}`,
  })
  restore(
    @CurrentStaff() by: StaffCaller,
    @Param('id', reviewIdPipe) id: string,
  ): Promise<ModeratedReview> {
    return this.moderation.restore(id, by);
  }
}
