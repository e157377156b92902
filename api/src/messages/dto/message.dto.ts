import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { MESSAGE_TEXT_LIMITS, type MessageInput } from '@carzone/domain';
import { WholeNumber } from '../../common/page-query.js';
import { says } from '../../common/refusal.js';
import { Trim } from '../../common/trim.js';

/** A page of a thread's messages: at most this many, 30 unless asked. */
export const MESSAGE_PAGE = { default: 30, max: 100 } as const;

/** The body of `POST /api/cars/:id/inquiries` and `POST /api/threads/:id/messages`. */
export class MessageDto implements MessageInput {
  @ApiProperty({
    minLength: MESSAGE_TEXT_LIMITS.min,
    maxLength: MESSAGE_TEXT_LIMITS.max,
    example: 'Is the car free for a trip to Sylhet next weekend?',
    description:
      'The message, trimmed: 1 to 2,000 characters. Before the renter has a confirmed booking of the car, phone numbers, e-mail addresses and chat links in it are hidden from both sides.',
  })
  @Trim()
  @MaxLength(MESSAGE_TEXT_LIMITS.max, { message: says('message.textTooLong') })
  @MinLength(MESSAGE_TEXT_LIMITS.min, { message: says('message.textInvalid') })
  @IsString({ message: says('message.textInvalid') })
  text!: string;
}

/** The query of `GET /api/threads/:id/messages`. */
export class MessagePageQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "A message of the thread: the page ends just before it (the previous page's `next`). Without it, the newest messages.",
  })
  @IsOptional()
  @IsUUID('all', { message: says('message.beforeInvalid') })
  before?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MESSAGE_PAGE.max,
    default: MESSAGE_PAGE.default,
    description: 'How many messages to answer.',
  })
  @IsOptional()
  @WholeNumber()
  @Max(MESSAGE_PAGE.max, { message: says('message.limitOutOfRange') })
  @Min(1, { message: says('message.limitOutOfRange') })
  @IsInt({ message: says('message.limitOutOfRange') })
  limit: number = MESSAGE_PAGE.default;
}
