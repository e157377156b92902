// Renter and owner talking about a car (packages/domain/src/messages.ts): one thread per car and
// renter, opened by an inquiry (`POST /api/cars/:id/inquiries`) or from a booking
// (`POST /api/bookings/:id/thread`); the caller's threads (`GET /api/threads`), a thread's heading
// and its messages, paged (reading marks the other side's read), and writing in it. Contact
// details are hidden in a message sent before the renter has a confirmed trip of the car; only the
// two sides learn a thread exists. Limits: new threads and messages per account (rate limits
// `threads`, `messages`), and a thread's messages a day before any booking. What happens in a
// thread is told through MessageEvents, once it has committed, to the open event streams of its two
// sides on every instance (`GET /api/threads/stream`, MessageStreams: Redis pub/sub across
// instances, replay from the database after a reconnect's Last-Event-ID). A message left unread
// MESSAGE_MAIL_DELAY_MINUTES is mailed to its reader (MessageMailsSweep, at most one mail per
// thread and reader in 15 minutes). The unread count of `GET /api/me` is read by the auth module
// through database/unread-messages.ts.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MessageEvents } from './message-events.js';
import { MessageStreamController } from './message-stream.controller.js';
import { MessageStreamRepository } from './message-stream.repository.js';
import { MessageStreams } from './message-streams.js';
import { MessageMailsRepository } from './message-mails.repository.js';
import { MessageMailsService } from './message-mails.service.js';
import { MessageMailsSweep } from './message-mails.sweep.js';
import { MessagesController } from './messages.controller.js';
import { MessagesRepository } from './messages.repository.js';
import { MessagesService } from './messages.service.js';

@Module({
  // AuthModule: the session guard of every route; MailModule: the outbox of the unread mails.
  imports: [AuthModule, MailModule],
  controllers: [MessagesController, MessageStreamController],
  providers: [
    MessagesService,
    MessagesRepository,
    MessageEvents,
    MessageStreams,
    MessageStreamRepository,
    MessageMailsService,
    MessageMailsRepository,
    MessageMailsSweep,
  ],
  exports: [MessageEvents],
})
export class MessagesModule {}
