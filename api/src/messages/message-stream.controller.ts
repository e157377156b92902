import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import { HEARTBEAT_MS, MessageStreams, RECONNECT_MS } from './message-streams.js';

/** An event id as the stream writes it: a whole number (a message's place). */
const EVENT_ID = /^\d{1,15}$/;

/** The live side of the threads: one event stream per browser of a signed-in person. */
@SignedInApi('messages')
@Controller('threads')
export class MessageStreamController {
  constructor(private readonly streams: MessageStreams) {}

  @Get('stream')
  @ApiOperation({
    summary: "The caller's thread events, live (server-sent events)",
    description: `\`event: message\` (\`id\`: the message's place, increasing; \`data\`: \`{ threadId, message }\` as \`GET /api/threads/:id/messages\` answers a message) and \`event: read\` (\`data\`: \`{ threadId, mine, readAt }\`: the caller read, or their messages were read). A comment every ${HEARTBEAT_MS / 1000} s keeps the connection open; \`retry\` asks for a reconnect within ${RECONNECT_MS / 1000} s. A reconnect naming the last id it saw (the \`Last-Event-ID\` header, or \`lastEventId\`) is first sent what it missed; a new stream's first event, \`ready\`, carries the id it starts after.`,
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The last event id seen: replay what came after it.',
  })
  @ApiQuery({
    name: 'lastEventId',
    required: false,
    description: 'The same, for a reconnect made by hand (a browser cannot set the header).',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'The stream, until the browser leaves or the instance stops.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  async stream(
    @CurrentUser() user: SessionUser,
    @Headers('last-event-id') header: string | undefined,
    @Query('lastEventId') query: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const named = header ?? query;
    // An id this stream never wrote replays nothing: the browser starts from now.
    const lastEventId = named && EVENT_ID.test(named) ? Number(named) : null;
    // The headers set so far (the request's id) go with the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    await this.streams.open(user, lastEventId, reply.raw);
  }
}
