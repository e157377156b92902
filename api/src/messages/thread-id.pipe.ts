import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';
import { refusal } from '../common/refusal.js';

/** Checks a thread's `:id` in a path (`/api/threads/:id` and the routes under it). */
export const threadIdPipe = new ParseUUIDPipe({
  version: 'all',
  exceptionFactory: () => new BadRequestException(refusal('message.threadIdInvalid')),
});
