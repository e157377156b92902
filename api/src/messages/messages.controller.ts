import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type {
  BookingThread,
  InquirySent,
  ThreadDetails,
  ThreadList,
  ThreadMessage,
  ThreadMessagesPage,
} from '@carzone/domain';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import { bookingIdPipe } from '../common/booking-id.pipe.js';
import { uuidParamPipe } from '../common/uuid-param.pipe.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import {
  BookingThreadAnswer,
  InquirySentAnswer,
  ThreadDetailsAnswer,
  ThreadListAnswer,
  ThreadMessageAnswer,
  ThreadMessagesPageAnswer,
} from './dto/message.answers.js';
import { MessageDto, MessagePageQuery } from './dto/message.dto.js';
import { threadIdPipe } from './thread-id.pipe.js';
import { MessagesService } from './messages.service.js';

const carIdPipe = uuidParamPipe('car.idInvalid');

const TEXT_REFUSALS = `${refusalDoc('message.textInvalid')} / ${refusalDoc('message.textTooLong')}`;
const NOT_A_SIDE = `${refusalDoc('message.threadNotFound')} Also for a thread the caller is not a side of.`;

/** What a write's 429 says, with its wait. */
const tooMany = (description: string) =>
  ApiTooManyRequestsResponse({
    description,
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before trying again (the rate limits only).',
        schema: { type: 'integer' },
      },
    },
  });

/** A renter and a car's owner talking about the car, for the two of them only. */
@SignedInApi('messages')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post('cars/:id/inquiries')
  @ApiOperation({ summary: "Ask a car's owner about it (opens the car's thread with them)" })
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    type: InquirySentAnswer,
    description:
      'Sent: in the thread of the car and the caller, opened by their first inquiry, added to after.',
  })
  @ApiRefusals({
    400: `${refusalDoc('car.idInvalid')} / ${TEXT_REFUSALS}`,
    403: refusalDoc('message.ownCar'),
    404: refusalDoc('message.carNotFound'),
  })
  @tooMany(
    `${refusalDoc('rateLimit.threads')} (a new thread) / ${refusalDoc('rateLimit.messages')} (per account) / ${refusalDoc('message.dailyLimitBeforeBooking')}`,
  )
  inquire(
    @CurrentUser() user: SessionUser,
    @Param('id', carIdPipe) carId: string,
    @Body() body: MessageDto,
  ): Promise<InquirySent> {
    return this.messages.inquire(user, carId.toLowerCase(), body.text);
  }

  @Get('threads')
  @ApiOperation({ summary: "The caller's threads, as renter and as owner" })
  @ApiOkResponse({ type: ThreadListAnswer, description: 'Newest activity first.' })
  list(@CurrentUser() user: SessionUser): Promise<ThreadList> {
    return this.messages.list(user);
  }

  @Get('threads/:id')
  @ApiOperation({ summary: "A thread's heading: the other side, the car, the renter's bookings" })
  @ApiOkResponse({ type: ThreadDetailsAnswer, description: 'The thread.' })
  @ApiRefusals({ 400: refusalDoc('message.threadIdInvalid'), 404: NOT_A_SIDE })
  details(
    @CurrentUser() user: SessionUser,
    @Param('id', threadIdPipe) threadId: string,
  ): Promise<ThreadDetails> {
    return this.messages.details(user, threadId.toLowerCase());
  }

  @Get('threads/:id/messages')
  @ApiOperation({ summary: "A page of a thread's messages (marks the other side's read)" })
  @ApiOkResponse({
    type: ThreadMessagesPageAnswer,
    description:
      "The newest messages, or those before `before`. Every message of the other side the caller had not read is read from now (their `readAt`), and the other side's stream is told.",
  })
  @ApiRefusals({
    400: `${refusalDoc('message.threadIdInvalid')} / ${refusalDoc('message.beforeInvalid')} / ${refusalDoc('message.limitOutOfRange')}`,
    404: NOT_A_SIDE,
  })
  page(
    @CurrentUser() user: SessionUser,
    @Param('id', threadIdPipe) threadId: string,
    @Query() query: MessagePageQuery,
  ): Promise<ThreadMessagesPage> {
    return this.messages.page(
      user,
      threadId.toLowerCase(),
      query.before?.toLowerCase(),
      query.limit,
    );
  }

  @Post('threads/:id/messages')
  @ApiOperation({ summary: 'Write in a thread' })
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: ThreadMessageAnswer, description: 'Sent.' })
  @ApiRefusals({
    400: `${refusalDoc('message.threadIdInvalid')} / ${TEXT_REFUSALS}`,
    404: NOT_A_SIDE,
  })
  @tooMany(
    `${refusalDoc('rateLimit.messages')} (per account) / ${refusalDoc('message.dailyLimitBeforeBooking')}`,
  )
  send(
    @CurrentUser() user: SessionUser,
    @Param('id', threadIdPipe) threadId: string,
    @Body() body: MessageDto,
  ): Promise<ThreadMessage> {
    return this.messages.send(user, threadId.toLowerCase(), body.text);
  }

  @Post('bookings/:id/thread')
  @ApiOperation({ summary: "The thread of a booking's car and renter (opened if need be)" })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BookingThreadAnswer, description: 'The thread, for either side.' })
  @ApiRefusals({
    400: refusalDoc('booking.idInvalid'),
    404: `${refusalDoc('booking.bookingNotFound')} Also for a booking the caller is not party to (its renter or its car's owner), and one whose car is deleted.`,
  })
  bookingThread(
    @CurrentUser() user: SessionUser,
    @Param('id', bookingIdPipe) bookingId: string,
  ): Promise<BookingThread> {
    return this.messages.bookingThread(user, bookingId.toLowerCase());
  }
}
