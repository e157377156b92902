import { Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';
import { MailSender } from './mail-sender.js';

/** Booking e-mails: the outbox they are queued in, and the sender that delivers it over SMTP. */
@Module({
  providers: [MailOutbox, MailSender],
  exports: [MailOutbox, MailSender],
})
export class MailModule {}
